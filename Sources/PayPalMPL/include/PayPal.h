//
//  PayPal.h
//  PayPalMPL — the Mobile Payments Library's main header as 2011 shipped it (H1 ∪ H2: MPL 1.0/1.1 and 1.5+/2.x),
//  now over PayPal's Orders v2. Declares the PayPalPaymentDelegate protocol and the PayPal singleton class; the
//  enums (PayPalEnvironment, PayPalButtonType, PayPalPaymentStatus, …) come from CLegacyMPL.h, shared with Swift.
//

#ifndef PAYPAL_MPL_PAYPAL_H
#define PAYPAL_MPL_PAYPAL_H

#import <Foundation/Foundation.h>

/* UIKit: on iOS the real one; on Linux (GNUstep) the stand-in of Samples/ObjC/Linux. macOS (not Mac Catalyst)
 * has no UIKit: there the class still declares the whole 2011 surface, UIButton is only forward-declared and
 * no button is made. MPL_HAS_UIKIT says which. */
#if defined(__APPLE__)
#include <TargetConditionals.h>
#if TARGET_OS_IPHONE
#import <UIKit/UIKit.h>
#define MPL_HAS_UIKIT 1
#endif
#else
#import <UIKit/UIKit.h>
#define MPL_HAS_UIKIT 1
#endif

#ifndef MPL_HAS_UIKIT
@class UIButton;
/** macOS: the 2011 web view delegate protocol PayPal adopted (empty here). */
@protocol UIWebViewDelegate <NSObject>
@end
#endif

/* UIWebView and its delegate protocol are deprecated on iOS and unavailable on Mac Catalyst, tvOS and visionOS:
 * PayPal adopts UIWebViewDelegate, as in 2011, wherever the protocol exists. */
#if defined(__APPLE__) && TARGET_OS_IPHONE && (!TARGET_OS_IOS || (defined(TARGET_OS_MACCATALYST) && TARGET_OS_MACCATALYST))
#define MPL_ADOPTS_UIWEBVIEWDELEGATE 0
#else
#define MPL_ADOPTS_UIWEBVIEWDELEGATE 1
#endif

#import "CLegacyMPL.h"

@class PPMEPRootViewController, PayPalContext, PayPalAmounts, PayPalAddress, PayPalPayment, PayPalAdvancedPayment,
	PayPalPreapprovalDetails;

/**
 * The callbacks of a payment or preapproval. Per flow the library calls exactly one of success, canceled or one
 * failure form, then exactly one paymentLibraryExit: asynchronously (never inside the call that started the flow),
 * on the main thread where a main run loop runs. As in 2011 the protocol does not adopt <NSObject>.
 */
@protocol PayPalPaymentDelegate
@required
/** The payment (or preapproval) completed. payKey identifies it (today the Orders v2 order id; the confirmed key
 *  for a preapproval); paymentStatus is STATUS_COMPLETED, STATUS_CREATED or STATUS_OTHER. */
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus;

@optional
// THE ONE DELIBERATE DIFFERENCE FROM EITHER 2011 HEADER: each generation declared its single failure callback
// @required — H1 (MPL 1.0/1.1) the three-argument form, H2 (MPL 1.5+) the one-argument form. A delegate implements
// only the form of its generation, so both are declared here, @optional; the library calls the H1 form when the
// delegate implements it, else the H2 form.

/** H1 (MPL 1.0/1.1): the payment failed. correlationID is PayPal's debug id; errorCode and errorMessage say why. */
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID andErrorCode:(NSString *)errorCode andErrorMessage:(NSString *)errorMessage;
/** H2 (MPL 1.5+): the payment failed. The details are in PayPal's responseMessage (severity, category, errorId,
 *  message). */
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID;

@required
/** The buyer canceled. */
- (void)paymentCanceled;
/** The library is done with the screen: update the user interface now. */
- (void)paymentLibraryExit;

@optional
/** Dynamic amounts of a simple payment, called once the buyer chose a shipping address (dynamicAmountUpdateEnabled):
 *  return the new amounts; set *outErrorCode to AMOUNT_ERROR_SERVER / AMOUNT_ERROR_OTHER to fail the payment or
 *  AMOUNT_CANCEL_TXN to cancel it. */
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping
	andErrorCode:(PayPalAmountErrorCode *)outErrorCode;
/** Dynamic amounts of an advanced payment: receiverAmounts holds one PayPalReceiverAmounts per receiver; return the
 *  adjusted array (the same error codes as above). */
- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andReceiverAmounts:(NSMutableArray *)receiverAmounts andErrorCode:(PayPalAmountErrorCode *)outErrorCode;
/** Deprecated: the simple form without the error code (called only when the form with it is not implemented). */
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping
	__attribute__((deprecated));
/** Deprecated: the advanced form without the error code (called only when the form with it is not implemented). */
- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
	andReceiverAmounts:(NSMutableArray *)receiverAmounts __attribute__((deprecated));
@end

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#endif
/** The library's entry point: a singleton (+getInstance in H1, +getPayPalInst in H2) made by +initializeWithAppID:. */
#if MPL_ADOPTS_UIWEBVIEWDELEGATE
@interface PayPal : NSObject <UIWebViewDelegate>
#else
@interface PayPal : NSObject
#endif
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

/** The object that receives the PayPalPaymentDelegate callbacks (an id<PayPalPaymentDelegate>);
 *  getPayButtonWithTarget: sets it to the button's target. */
@property (nonatomic, retain) id delegate;
/** Whether payments can be made: initialization succeeded. */
@property (nonatomic, readonly) BOOL paymentsEnabled;
/** Whether the buyer chooses a shipping address. */
@property (nonatomic, assign) BOOL shippingEnabled;
/** Whether the delegate adjusts the amounts once the buyer chose an address (the adjustAmounts… methods). */
@property (nonatomic, assign) BOOL dynamicAmountUpdateEnabled;
/** The application id given to +initializeWithAppID:. */
@property (nonatomic, retain, readonly) NSString *appID;
/** The language of the library's screens, for example @"en_US"; nil uses the device's. */
@property (nonatomic, retain) NSString *lang;
/** The environment given to +initializeWithAppID:forEnvironment: (ENV_LIVE by default). */
@property (nonatomic, readonly) PayPalEnvironment environment;
/** The text of the last button from getPayButtonWithTarget: (BUTTON_TEXT_PAY by default). */
@property (nonatomic, readonly) PayPalButtonText buttonText;
/** Who pays PayPal's fees. */
@property (nonatomic, assign) PayPalFeePayer feePayer;
/** H1 (removed in H2): the in-flight checkout; store its -serialize when the app terminates, and set a context
 *  read back with -deserialize: after a restart to resume the checkout. */
@property (nonatomic, retain) PayPalContext *payPalContext;
/** The payment of the current (or last) checkout, as an advanced payment (a simple payment has one receiver). */
@property (nonatomic, retain, readonly) PayPalAdvancedPayment *payment;
/** The preapproval of the current (or last) preapprovalWithKey:andMerchantName:. */
@property (nonatomic, retain, readonly) PayPalPreapprovalDetails *preapprovalDetails;
/** The buttons made by getPayButtonWithTarget:; they are enabled once initialization succeeded. */
@property (nonatomic, retain) NSMutableArray *payButtons;
/** H2 (MPL 1.5+): the details of the last failure, keys severity, category, errorId and message. */
@property (nonatomic, retain) NSMutableDictionary *responseMessage;

/** H1 (MPL 1.0/1.1): the singleton. */
+ (PayPal *)getInstance;
/** H2 (MPL 1.5+; H1's +getInstance renamed): the singleton. */
+ (PayPal *)getPayPalInst;
/** Initializes the library for ENV_LIVE and returns the singleton. */
+ (PayPal *)initializeWithAppID:(NSString const *)inAppID;
/** Initializes the library for env (ENV_LIVE, ENV_SANDBOX, or ENV_NONE for demonstrations without a network) and
 *  returns the singleton. */
+ (PayPal *)initializeWithAppID:(NSString const *)inAppID forEnvironment:(PayPalEnvironment)env;
/** The state of initialization: STATUS_NOT_STARTED, STATUS_INPROGRESS, STATUS_COMPLETED_SUCCESS or
 *  STATUS_COMPLETED_ERROR (then it may be retried). */
+ (PayPalInitializationStatus)initializationStatus;
/** The library's version. */
+ (NSString *)buildVersion;

/** The "Pay with PayPal" (or "Donate with PayPal") button of size theButtonType; touching it sends action to
 *  target, which also becomes the delegate. Disabled until initialization succeeded; nil for an invalid type. */
- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action
	andButtonType:(PayPalButtonType)theButtonType andButtonText:(PayPalButtonText)theButtonText;
/** The same with BUTTON_TEXT_PAY ("calls getPayButton with text PAY"). */
- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action
	andButtonType:(PayPalButtonType)theButtonType;
/** Pays a simple payment (one recipient); the outcome arrives through the delegate. */
- (void)checkoutWithPayment:(PayPalPayment *)inPayment;
/** Pays a parallel or chained payment (several receivers); the outcome arrives through the delegate. */
- (void)advancedCheckoutWithPayment:(PayPalAdvancedPayment *)inPayment;
/** Has the buyer approve the preapproval preapprovalKey (created by the merchant's server) for merchantName; on
 *  success paymentSuccessWithKey:andStatus: receives the confirmed key. */
- (void)preapprovalWithKey:(NSString *)preapprovalKey andMerchantName:(NSString *)merchantName;

// ---------------------------------------------------------------------------------------------------------------
// Not part of the 2011 API: the Orders v2 back end and the library's own settings.
// ---------------------------------------------------------------------------------------------------------------

/** Configures the Orders v2 back end of ENV_SANDBOX and ENV_LIVE in code (else Info.plist's LegacyMPLClientID or
 *  the environment's LEGACY_MPL_CLIENT_ID is read): the REST client id, a secret (tests only: never ship one in an
 *  app) and the API's base URL. Any argument may be nil. Call it before +initializeWithAppID:forEnvironment:. */
+ (void)configureOrdersV2WithClientID:(NSString *)clientID secret:(NSString *)secret baseURL:(NSString *)baseURL;
/** Whether a payment refused by validation also shows an alert, as the 2011 library's UIAlertView did (default
 *  YES); the failure callback comes either way. */
@property (nonatomic, assign) BOOL alertsOnInvalidPayment;
/** ENV_NONE only: a new pending preapproval key on the in-process simulator, as a merchant's server would create
 *  it (demonstrations and tests); nil in other environments. */
+ (NSString *)demoPreapprovalKey;

@end

#endif
