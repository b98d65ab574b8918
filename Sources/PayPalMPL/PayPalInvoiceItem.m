//
//  PayPalInvoiceItem.m
//  PayPalMPL — PayPalInvoiceItem, a value object (MRC and ARC).
//

#import "PayPalInvoiceItem.h"
#import "MPLCompat.h"

@implementation PayPalInvoiceItem

@synthesize name, itemId, totalPrice, itemPrice, itemCount;

/** A copy of the item (H2 NSCopying; the values are immutable and shared). */
- (id)copyWithZone:(NSZone *)zone {
	PayPalInvoiceItem *copy = [[[self class] allocWithZone:zone] init];
	copy.name = name;
	copy.itemId = itemId;
	copy.totalPrice = totalPrice;
	copy.itemPrice = itemPrice;
	copy.itemCount = itemCount;
	return copy;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(name);
	MPL_RELEASE(itemId);
	MPL_RELEASE(totalPrice);
	MPL_RELEASE(itemPrice);
	MPL_RELEASE(itemCount);
	MPL_SUPER_DEALLOC();
}
#endif

@end
