// PayPal MEP (2009): PayPalMEPDelegate, -getPayButton:buttonType:…, -Checkout:.
#import "PayPalMEP.h"

@interface DonateViewController : UIViewController <PayPalMEPDelegate>
@end

@implementation DonateViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
    UIButton *button = [[PayPal getInstance] getPayButton:self
                                               buttonType:BUTTON_118x24
                                            startCheckOut:@selector(donate)
                                              PaymentType:DONATION
                                                 withLeft:10
                                                  withTop:100];
    [self.view addSubview:button];
}

- (void)donate {
    [[PayPal getInstance] EnableShipping];
    PayPalMEPPayment *payment = [[PayPalMEPPayment alloc] init];
    [[PayPal getInstance] Checkout:payment];
}

- (void)paymentSuccess:(NSString const *)transactionID {
    NSLog(@"donated: %@", transactionID);
}

- (void)paymentCanceled {
}

- (void)paymentFailed:(PAYPAL_FAILURE)errorType {
    NSLog(@"failed: %d", errorType);
}

@end
