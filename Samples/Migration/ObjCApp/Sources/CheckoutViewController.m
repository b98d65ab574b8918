#import "CheckoutViewController.h"
#import "PayPal.h"
#import "PayPalPayment.h"
#import "MPLValueClasses.h"

@interface CheckoutViewController () <PayPalPaymentDelegate>
@end

@implementation CheckoutViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    PayPal *paypal = [PayPal getPayPalInst];
    paypal.shippingEnabled = TRUE;
    paypal.feePayer = FEEPAYER_EACHRECEIVER;
    UIButton *button = [paypal getPayButtonWithTarget:self
                                            andAction:@selector(payWithPayPal) // the button's action
                                        andButtonType:BUTTON_278x43
                                        /* PAY or DONATE */
                                        andButtonText:BUTTON_TEXT_DONATE];
    [self.view addSubview:button];
}

- (void)payWithPayPal {
    PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];
    payment.recipient = @"seller@example.com";
    payment.paymentCurrency = @"USD";
    payment.subTotal = [cart subtotal];
    payment.paymentType = TYPE_GOODS;

    PayPalInvoiceData *invoice = [[[PayPalInvoiceData alloc] init] autorelease];
    invoice.totalTax = [NSDecimalNumber decimalNumberWithString:@"0.80"];
    payment.invoiceData = invoice;

    char quote = '"'; [[PayPal getPayPalInst] checkoutWithPayment:payment];
    [cart checkoutWithPayment:payment];   // the app's own Cart has a method of the same name
}

#pragma mark PayPalPaymentDelegate

- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus {
    if (paymentStatus == STATUS_COMPLETED) {
        [cart markPaidWithKey:payKey];
    }
}

- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {
    NSString *message = [[PayPal getPayPalInst].responseMessage objectForKey:@"message"];
    NSLog(@"payment %@ failed: %@", correlationID, message);
}

- (void)paymentCanceled {
    [cart reopen];
}

- (void)paymentLibraryExit {
    [self.navigationController popViewControllerAnimated:YES];
}

- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress
                               andCurrency:(NSString const *)inCurrency
                                 andAmount:(NSDecimalNumber const *)inAmount
                                    andTax:(NSDecimalNumber const *)inTax
                               andShipping:(NSDecimalNumber const *)inShipping
                              andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
    if ([inAddress.countrycode isEqualToString:@"KP"]) {
        *outErrorCode = AMOUNT_CANCEL_TXN;
    }
    return nil;
}

@end
