#import "Cart.h"

@implementation Cart

@synthesize shippingEnabled, subtotal;

- (void)checkoutWithPayment:(id)payment {
    self.shippingEnabled = YES;
    NSLog(@"cart checked out with %@", payment);
}

- (void)markPaidWithKey:(NSString *)payKey {
    NSLog(@"paid: %@", payKey);
}

// Not a PayPalPaymentDelegate: Cart conforms to no legacy protocol.
- (void)paymentCanceled {
    [self reopen];
}

- (void)paymentLibraryExit {
}

- (void)reopen {
    self.shippingEnabled = NO;
}

@end
