//
//  PayPalAmounts.m
//  PayPalMPL — a value object (MRC and ARC).
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

#if !__has_feature(objc_arc)
- (void)dealloc {
	[currency release];
	[payment_amount release];
	[tax release];
	[shipping release];
	[super dealloc];
}
#endif

@end
