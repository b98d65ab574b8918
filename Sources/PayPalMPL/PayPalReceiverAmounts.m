//
//  PayPalReceiverAmounts.m
//  PayPalMPL — a value object (MRC and ARC).
//

#import "PayPalReceiverAmounts.h"
#import "MPLCompat.h"

@implementation PayPalReceiverAmounts

@synthesize amounts, recipient;

#if !__has_feature(objc_arc)
- (void)dealloc {
	[amounts release];
	[recipient release];
	[super dealloc];
}
#endif

@end
