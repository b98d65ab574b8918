//
//  PayPalAmounts.m
//  PayPalMPL — PayPalAmounts, a value object (MRC and ARC).
//

#import "PayPalAmounts.h"
#import "MPLCompat.h"

@implementation PayPalAmounts

@synthesize currency, payment_amount, tax, shipping;

- (id)init {
	if ((self = [super init])) {
		currency = MPL_RETAIN(@"USD");
	}
	return self;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(currency);
	MPL_RELEASE(payment_amount);
	MPL_RELEASE(tax);
	MPL_RELEASE(shipping);
	MPL_SUPER_DEALLOC();
}
#endif

@end
