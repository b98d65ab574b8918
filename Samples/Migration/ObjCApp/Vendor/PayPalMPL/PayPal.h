// Vendored from the Mobile Payments Library 1.5 package (abridged).
#import <UIKit/UIKit.h>

typedef enum PayPalEnvironment {
	ENV_LIVE,
	ENV_SANDBOX,
	ENV_NONE,
} PayPalEnvironment;

@protocol PayPalPaymentDelegate
@required
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus;
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID;
- (void)paymentCanceled;
- (void)paymentLibraryExit;
@end

@interface PayPal : NSObject <UIWebViewDelegate>
@property (nonatomic, assign) BOOL shippingEnabled;
@property (nonatomic, retain) NSMutableDictionary *responseMessage;
+ (PayPal *)getPayPalInst;
+ (PayPal *)initializeWithAppID:(NSString const *)inAppID forEnvironment:(PayPalEnvironment)env;
- (void)checkoutWithPayment:(PayPalPayment *)inPayment;
@end
