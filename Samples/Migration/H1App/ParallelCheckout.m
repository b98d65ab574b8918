// MPL 1.1 (libPayPalMEP.a): +getInstance, PPReceiverPaymentDetails, the three-argument failure callback.
#import "PayPal.h"
#import "PayPalAdvancedPayment.h"
#import "PPReceiverPaymentDetails.h"

@interface ParallelCheckout : NSObject <PayPalPaymentDelegate> {
    PayPalContext *savedContext;
}
@end

@implementation ParallelCheckout

- (void)start {
    [PayPal initializeWithAppID:@"APP-80W284485P519543T"];
    PayPal *pp = [PayPal getInstance];
    pp.delegate = self;
    [pp
        // H1 has the three-keyword button too
        getPayButtonWithTarget:self andAction:@selector(pay) andButtonType:BUTTON_152x33];
    savedContext = pp.payPalContext;
}

- (void)pay {
    PayPalAdvancedPayment *payment = [[PayPalAdvancedPayment alloc] init];
    payment.paymentCurrency = @"EUR";
    payment.receiverPaymentDetails = [NSMutableArray array];
    PPReceiverPaymentDetails *first = [[PPReceiverPaymentDetails alloc] init];
    first.recipient = @"one@example.com";
    first.isPrimary = YES;
    [payment.receiverPaymentDetails addObject:first];
    [[PayPal getInstance] advancedCheckoutWithPayment:payment];
}

- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)status {
}

- (void)paymentFailedWithCorrelationID:(NSString *)correlationID
                          andErrorCode:(NSString *)errorCode
                       andErrorMessage:(NSString *)errorMessage {
    NSLog(@"%@ %@ %@", correlationID, errorCode, errorMessage);
}

- (void)paymentCanceled {
}

- (void)paymentLibraryExit {
}

@end
