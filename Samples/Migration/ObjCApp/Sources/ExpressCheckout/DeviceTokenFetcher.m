// Mobile Express Checkout (MECL), a different PayPal library that also calls its class PayPal.
// None of this is the Mobile Payments Library.
#import "PayPalMECL.h"
#import "DeviceTokenFetcher.h"

@implementation DeviceTokenFetcher

- (void)fetchToken {
    [[PayPal getInstance] fetchDeviceReferenceTokenWithAppID:@"APP-80W284485P519543T"
                                              forEnvironment:ENV_SANDBOX
                                                withDelegate:self];
}

- (void)receivedDeviceReferenceToken:(NSString *)token {
    self.deviceToken = token;
}

- (void)couldNotFetchDeviceReferenceToken {
    NSLog(@"MECL: no device reference token");
}

@end
