//
//  PayPal.h
//  PayPalMPL — the Mobile Payments Library's main header as 2011 shipped it (H1 ∪ H2: MPL 1.0/1.1 and 1.5+/2.x),
//  over PayPal's Orders v2. Declares the PayPalPaymentDelegate protocol and the PayPal singleton; the enums
//  (PayPalEnvironment, PayPalButtonType, STATUS_COMPLETED, …) come from CLegacyMPL.h, shared with Swift.
//

#import <Foundation/Foundation.h>
#if defined(__has_include) && !defined(GNUSTEP)
#if __has_include(<UIKit/UIKit.h>)
#import <UIKit/UIKit.h>
#define MPL_HAS_UIKIT 1
#endif
#else
#import <UIKit/UIKit.h> /* Linux: the stand-in of Samples/ObjC/Linux */
#define MPL_HAS_UIKIT 1
#endif
#ifndef MPL_HAS_UIKIT
/* macOS without Mac Catalyst has no UIKit: the class still declares the 2011 surface; no button is made there. */
@class UIButton;
@protocol UIWebViewDelegate <NSObject>
@end
#endif
#import "CLegacyMPL.h"

@class PPMEPRootViewController, PayPalContext, PayPalAmounts, PayPalAddress, PayPalPayment, PayPalAdvancedPayment,
	PayPalPreapprovalDetails;

/**
 * The callbacks of a payment. Per payment the library calls exactly one of success, canceled or one failure form,
 * then exactly one paymentLibraryExit — asynchronously, never inside the call that started the flow, on the main
 * thread where a main run loop runs. As in 2011 the protocol does not adopt <NSObject>.
 */
@protocol PayPalPaymentDelegate
@required
/** The payment (or preapproval) completed: payKey is the Orders v2 order id (the confirmed key for a preapproval). */
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus;
/** The buyer canceled. */
- (void)paymentCanceled;
/** The library is done with the screen: update the user interface now. */
- (void)paymentLibraryExit;

@optional
// The failure callback is @required in each 2011 header, in the one form of its generation: H1 declared the
// three-argument form, H2 the one-argument form. Both are declared here, @optional, so a delegate written for
// either compiles unchanged; the library calls the H1 form when the delegate implements it, else the H2 form.

/** H1 (MPL 1.0/1.1): the payment failed; correlationID is PayPal's debug id. */
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID andErrorCode:(NSString *)errorCode andErrorMessage:(NSString *)errorMessage;
/** H2 (MPL 1.5+): the payment failed; the details are in PayPal's responseMessage (severity, category, errorId, message). */
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID;

/** Dynamic amounts of a simple payment, once the buyer chose an address; set *outErrorCode to fail or cancel. */
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping
	andErrorCode:(PayPalAmountErrorCode *)outErrorCode;
/** Dynamic amounts of an advanced payment: an array of PayPalReceiverAmounts, one per receiver. */
- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andReceiverAmounts:(NSMutableArray *)receiverAmounts andErrorCode:(PayPalAmountErrorCode *)outErrorCode;
/** Deprecated: the simple form without an error code. */
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping
	__attribute__((deprecated));
/** Deprecated: the advanced form without an error code. */
- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andReceiverAmounts:(NSMutableArray *)receiverAmounts __attribute__((deprecated));
@end

/** The library's entry point and singleton. */
@interface PayPal : NSObject <UIWebViewDelegate>

/** The object that receives the PayPalPaymentDelegate callbacks; getPayButtonWithTarget: sets it to the target. */
@property (nonatomic, retain) id delegate;
/** Whether payments can be made (initialization succeeded). */
@property (nonatomic, readonly) BOOL paymentsEnabled;
/** Whether the buyer chooses a shipping address (default TRUE). */
@property (nonatomic, assign) BOOL shippingEnabled;
/** Whether the delegate adjusts the amounts once the buyer chose an address (default FALSE). */
@property (nonatomic, assign) BOOL dynamicAmountUpdateEnabled;
/** The application id given to initializeWithAppID:. */
@property (nonatomic, retain, readonly) NSString *appID;
/** The language, for example en_US; nil uses the device's. */
@property (nonatomic, retain) NSString *lang;
/** The environment given to initializeWithAppID:forEnvironment:. */
@property (nonatomic, readonly) PayPalEnvironment environment;
/** The text of the last button from getPayButtonWithTarget:. */
@property (nonatomic, readonly) PayPalButtonText buttonText;
/** Who pays the fees (default FEEPAYER_EACHRECEIVER). */
@property (nonatomic, assign) PayPalFeePayer feePayer;
/** H1: the in-flight checkout, to store when the app terminates and set back after a restart to resume it. */
@property (nonatomic, retain) PayPalContext *payPalContext;
/** The payment of the current (or last) checkout, as an advanced payment. */
@property (nonatomic, retain, readonly) PayPalAdvancedPayment *payment;
/** The preapproval of the current (or last) preapproval. */
@property (nonatomic, retain, readonly) PayPalPreapprovalDetails *preapprovalDetails;
/** The buttons from getPayButtonWithTarget:; enabled once initialization succeeded. */
@property (nonatomic, retain) NSMutableArray *payButtons;
/** H2: the details of the last failure: severity, category, errorId, message. */
@property (nonatomic, retain) NSMutableDictionary *responseMessage;

/** H1: the singleton. */
+ (PayPal *)getInstance;
/** H2: the singleton. */
+ (PayPal *)getPayPalInst;
/** Initializes for ENV_LIVE (no network call) and returns the singleton. */
+ (PayPal *)initializeWithAppID:(NSString const *)inAppID;
/** Initializes for env (ENV_NONE: the in-process simulator) and returns the singleton. */
+ (PayPal *)initializeWithAppID:(NSString const *)inAppID forEnvironment:(PayPalEnvironment)env;
/** The state of the last initialization. */
+ (PayPalInitializationStatus)initializationStatus;
/** The library's version. */
+ (NSString *)buildVersion;

/** The Pay with PayPal button; target becomes the delegate; nil for a type that is not a size. */
- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action
	andButtonType:(PayPalButtonType)theButtonType andButtonText:(PayPalButtonText)theButtonText;
/** The button with BUTTON_TEXT_PAY. */
- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action
	andButtonType:(PayPalButtonType)theButtonType;
/** Checks out a simple payment (validated first; the outcome arrives through the delegate). */
- (void)checkoutWithPayment:(PayPalPayment *)inPayment;
/** Checks out a parallel or chained payment. */
- (void)advancedCheckoutWithPayment:(PayPalAdvancedPayment *)inPayment;
/** Has the buyer approve a preapproval (today: a Vault v3 setup token id your server created). */
- (void)preapprovalWithKey:(NSString *)preapprovalKey andMerchantName:(NSString *)merchantName;

// Not part of the 2011 API.

/** Configures the Orders v2 backend of ENV_SANDBOX / ENV_LIVE in code (else Info.plist's LegacyMPLClientID, or the
 *  environment's LEGACY_MPL_CLIENT_ID, are read); the secret is for tests only; any argument may be nil. */
+ (void)configureOrdersV2WithClientID:(NSString *)clientID secret:(NSString *)secret baseURL:(NSString *)baseURL;
/** Whether a payment refused by validation also shows an alert on iOS, as the 2011 library's UIAlertView did (default
 *  YES); the failure callback comes either way. */
@property (nonatomic, assign) BOOL alertsOnInvalidPayment;
/** ENV_NONE only: a new pending preapproval key on the in-process simulator, as a merchant's server would create
 *  it (demos and tests); nil in other environments. */
+ (NSString *)demoPreapprovalKey;

@end
