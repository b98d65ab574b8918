//
//  PayPalReceiverAmounts.m
//  PayPalMPL — PayPalReceiverAmounts, a value object (MRC and ARC).
//

#import "PayPalReceiverAmounts.h"
#import "MPLCompat.h"

@implementation PayPalReceiverAmounts

@synthesize amounts, recipient;

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(amounts);
	MPL_RELEASE(recipient);
	MPL_SUPER_DEALLOC();
}
#endif

@end
