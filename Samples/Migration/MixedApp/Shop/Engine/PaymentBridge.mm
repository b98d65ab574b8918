#import <Foundation/Foundation.h>
@import PayPalMPL;
#include "FeeTable.h"

// Objective-C++: the library from Objective-C, the app's own fees::PayPal from C++.
@interface PaymentBridge : NSObject
- (void)payTo:(NSString *)recipient amount:(double)amount;
@end

@implementation PaymentBridge

- (void)payTo:(NSString *)recipient amount:(double)amount {
    double fee = fees::PayPal::fee(amount);
    PayPalPayment *payment = [[PayPalPayment alloc] init];
    payment.subTotal = [NSDecimalNumber decimalNumberWithString:[NSString stringWithFormat:@"%.2f", amount + fee]];
    payment.recipient = recipient;
    [[PayPal getPayPalInst] checkoutWithPayment:payment];
}

@end
