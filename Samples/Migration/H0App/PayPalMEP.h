// Vendored from the 2009 PayPal MEP package (abridged).
#import <UIKit/UIKit.h>

typedef enum PayPalFailure {
	SYSTEM_ERROR,
	RECIPIENT_ERROR,
	APPLICATION_ERROR,
	CONSUMER_ERROR,
} PAYPAL_FAILURE;

@protocol PayPalMEPDelegate
@required
- (void)paymentSuccess:(NSString const *)transactionID;
- (void)paymentCanceled;
- (void)paymentFailed:(PAYPAL_FAILURE)errorType;
@end

@interface PayPal : NSObject
+ (PayPal *)getInstance;
- (void)Checkout:(PayPalMEPPayment *)payment;
@end
