//
//  PayPalInvoiceData.m
//  PayPalMPL — PayPalInvoiceData, a value object (MRC and ARC).
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

/** A copy with copies of the items (an entry that is not an item is shared, as in Swift) (H2 NSCopying). */
- (id)copyWithZone:(NSZone *)zone {
	PayPalInvoiceData *copy = [[[self class] allocWithZone:zone] init];
	copy.totalTax = totalTax;
	copy.totalShipping = totalShipping;
	if (invoiceItems == nil) {
		copy.invoiceItems = nil;
	} else {
		NSMutableArray *items = [NSMutableArray arrayWithCapacity:[invoiceItems count]];
		NSUInteger i;
		for (i = 0; i < [invoiceItems count]; i++) {
			id item = [invoiceItems objectAtIndex:i];
			[items addObject:[item isKindOfClass:[PayPalInvoiceItem class]] ? MPL_AUTORELEASE([item copyWithZone:zone]) : item];
		}
		copy.invoiceItems = items;
	}
	return copy;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(totalTax);
	MPL_RELEASE(totalShipping);
	MPL_RELEASE(invoiceItems);
	MPL_SUPER_DEALLOC();
}
#endif

@end
