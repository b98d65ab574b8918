//
//  CheckoutScreen.m
//  The 2011 way: the library's headers by name, as the vendored copies were imported.
//

#import "CheckoutScreen.h"
#import "PayPal.h"
#import "PayPalPayment.h"

@interface CheckoutScreen () <PayPalPaymentDelegate>
@end

@implementation CheckoutScreen {
    NSMutableArray *_calls;
    BOOL _finished;
}

- (instancetype)init {
    if ((self = [super init])) {
        _calls = [[NSMutableArray alloc] init];
    }
    return self;
}

- (NSArray *)calls {
    return [_calls copy];
}

- (BOOL)finished {
    return _finished;
}

- (void)pay {
    PayPal *paypal = [PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
    paypal.delegate = self;
    PayPalPayment *payment = [[PayPalPayment alloc] init];
    payment.recipient = @"example-merchant-1@paypal.com";
    payment.paymentCurrency = @"USD";
    payment.subTotal = [NSDecimalNumber decimalNumberWithString:@"10.00"];
    payment.description = @"Teddy Bear";
    [paypal checkoutWithPayment:payment];
}

- (void)record:(NSString *)call {
    [_calls addObject:[NSThread isMainThread] ? call : [call stringByAppendingString:@" off the main thread"]];
}

- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus {
    [self record:paymentStatus == STATUS_COMPLETED ? @"success COMPLETED" : @"success"];
}

- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {
    [self record:@"failed"];
}

- (void)paymentCanceled {
    [self record:@"canceled"];
}

- (void)paymentLibraryExit {
    [self record:@"exit"];
    _finished = YES;
}

@end
