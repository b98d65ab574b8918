#import "ReceiptFormatter.h"
#import "PayPal.h"

/*
 * History: until 2012 this class called
 *     [[PayPal getPayPalInst] checkoutWithPayment:payment];
 * and read paypal.shippingEnabled. /* not a nested comment in C */
 */
@implementation ReceiptFormatter

- (NSString *)legacyHint {
    NSString *hint = @"Use [PayPal getPayPalInst] and checkoutWithPayment: \"ENV_LIVE\"";
    const char *selectorName = "paymentSuccessWithKey:andStatus:";
    char apostrophe = '\'';
    return [hint stringByAppendingFormat:@"%s%c STATUS_COMPLETED", selectorName, apostrophe];
}

#if 0
- (void)oldCheckout {
    [[PayPal getPayPalInst] checkoutWithPayment:nil];
#if TARGET_IPHONE_SIMULATOR
    [PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
#endif
}
#else
- (NSString *)environmentName {
    return [PayPal getPayPalInst].environment == ENV_LIVE ? @"live" : @"test";
}
#endif

- (NSString *)versionLine {
    // mpl-migrate:disable-next-line mpl.paypal.build-version
    NSString *version = [PayPal buildVersion];
    return [NSString stringWithFormat:@"MPL %@ (%d)", version,
            [PayPal initializationStatus]]; // mpl-migrate:disable-line mpl.paypal.initialization-status
}

- (BOOL)isLive {
    // mpl-migrate:disable-next-line mpl.paypal.build-version
    return [PayPal getPayPalInst].environment == ENV_LIVE;
}

@end
