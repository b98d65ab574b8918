//
//  PayPalInvoiceItem.m
//  PayPalMPL — a value object (MRC and ARC).
//

#import "PayPalInvoiceItem.h"
#import "MPLCompat.h"

@implementation PayPalInvoiceItem

@synthesize name, itemId, totalPrice, itemPrice, itemCount;

- (id)copyWithZone:(NSZone *)zone {
	PayPalInvoiceItem *copy = [[PayPalInvoiceItem allocWithZone:zone] init];
	copy.name = self.name;
	copy.itemId = self.itemId;
	copy.totalPrice = self.totalPrice;
	copy.itemPrice = self.itemPrice;
	copy.itemCount = self.itemCount;
	return copy;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[name release];
	[itemId release];
	[totalPrice release];
	[itemPrice release];
	[itemCount release];
	[super dealloc];
}
#endif

@end
