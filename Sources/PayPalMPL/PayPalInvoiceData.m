//
//  PayPalInvoiceData.m
//  PayPalMPL — a value object (MRC and ARC).
//

#import "PayPalInvoiceData.h"
#import "MPLCompat.h"

@implementation PayPalInvoiceData

@synthesize totalTax, totalShipping, invoiceItems;

- (id)init {
	if ((self = [super init])) {
		invoiceItems = [[NSMutableArray alloc] init];
	}
	return self;
}

/** A copy with copies of the items. */
- (id)copyWithZone:(NSZone *)zone {
	PayPalInvoiceData *copy = [[PayPalInvoiceData allocWithZone:zone] init];
	copy.totalTax = self.totalTax;
	copy.totalShipping = self.totalShipping;
	if (self.invoiceItems == nil) {
		copy.invoiceItems = nil;
	} else {
		NSMutableArray *items = [NSMutableArray arrayWithCapacity:[self.invoiceItems count]];
		NSUInteger i;
		for (i = 0; i < [self.invoiceItems count]; i++) {
			id item = [self.invoiceItems objectAtIndex:i];
			[items addObject:[item isKindOfClass:[PayPalInvoiceItem class]] ? MPL_AUTORELEASE([item copyWithZone:zone]) : item];
		}
		copy.invoiceItems = items;
	}
	return copy;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[totalTax release];
	[totalShipping release];
	[invoiceItems release];
	[super dealloc];
}
#endif

@end
