//
//  PayPal.m
//  PayPalMPL: the PayPal class of the 2011 PayPal.h, thin over the Swift engine (MPLEngine.h).
//
//  Every setting, the validation, the Orders v2 flow and payPalContext live in the engine; this class keeps what
//  only Objective-C can hold (the delegate, the UIButtons) and delivers the engine's
//  callbacks to the delegate with respondsToSelector:, on the thread decided when the flow started: the main thread
//  for a flow started on it or while a main run loop runs (iOS always), else the engine's one serial delivery
//  queue; never inside the starting call.
//  Compiles under manual reference counting (gcc with GNUstep, Xcode MRC) and ARC.
//

#import "PayPal.h"
#import "PayPalPayment.h"
#import "PayPalAdvancedPayment.h"
#import "PayPalReceiverPaymentDetails.h"
#import "PayPalInvoiceData.h"
#import "PayPalAddress.h"
#import "PayPalAmounts.h"
#import "PayPalReceiverAmounts.h"
#import "PayPalContext.h"
#import "PayPalPreapprovalDetails.h"
#import "MPLCompat.h"
#import "MPLCoding.h"
#import "MPLEngine.h"

/** The singleton's Objective-C state (the rest is the engine's). Guarded by @synchronized on the class. */
static PayPal *MPLSharedInstance = nil;
static id MPLDelegate = nil;
static NSMutableArray *MPLPayButtons = nil;

#pragma mark - Delivery to the delegate

/** One callback for the delegate: on the main thread when the flow's callbacks go there (queued in order; an adjust
 *  call waits for the delegate's answer), else right here on the engine's serial delivery queue. */
@interface MPLDelegateCall : NSObject {
@public
	int kind;
	NSString *payKey;
	int status;
	NSString *correlationID;
	NSString *errorCode;
	NSString *errorMessage;
	NSDictionary *request;
	NSString *replyJSON;
	int replyErrorCode;
	int implemented;
}
- (void)run;
- (void)adjustSimple:(id)delegate;
- (void)adjustAdvanced:(id)delegate;
@end

enum { MPLCallSuccess, MPLCallFailed, MPLCallCanceled, MPLCallExit, MPLCallAdjust, MPLCallAdjustAdvanced };

static NSString *MPLString(const char *text) {
	return text ? [NSString stringWithUTF8String:text] : nil;
}

/** Whether a flow is under way: started by -checkoutWithPayment:, -advancedCheckoutWithPayment: or
 *  -preapprovalWithKey:andMerchantName:, until its paymentLibraryExit is handed on. */
static BOOL MPLFlowUnderWay = NO;
/** Where the callbacks of the current flow go: YES the main thread, NO the engine's serial delivery queue. */
static BOOL MPLFlowCallbacksOnMain = NO;

/** Decides, once per flow and before the engine can fail it, where its callbacks go (the rule of the Swift engine's
 *  LegacyCallbackDelivery): the main thread when the flow starts on it (an app, which then returns to its run loop)
 *  or while a main run loop runs; else the engine's serial queue. Every early failure (nil or invalid payment, not
 *  initialized, …) follows the same decision as a whole checkout. A start refused because a flow is under way
 *  changes nothing. `startsFlow` is NO for a context set back (it resumes a checkout only if it carries resume data):
 *  decided, not marked. */
static void MPLDecideFlowThread(BOOL startsFlow) {
	BOOL onMain = [NSThread isMainThread] || MPLEngineMainRunLoopRuns();
	@synchronized ([PayPal class]) {
		if (MPLFlowUnderWay) return;
		MPLFlowCallbacksOnMain = onMain;
		MPLFlowUnderWay = startsFlow;
	}
}

static void MPLDeliver(MPLDelegateCall *call) {
	BOOL onMain;
	@synchronized ([PayPal class]) {
		onMain = MPLFlowCallbacksOnMain;
		if (call->kind == MPLCallExit) MPLFlowUnderWay = NO;
	}
	if (!onMain || [NSThread isMainThread]) {
		[call run];
	} else {
		BOOL needsAnswer = call->kind == MPLCallAdjust || call->kind == MPLCallAdjustAdvanced;
		[call performSelectorOnMainThread:@selector(run) withObject:nil waitUntilDone:needsAnswer];
	}
}

/** Enters a callback on a thread the engine owns: GNUstep must know the thread, and it needs a pool. */
#ifdef GNUSTEP
#define MPL_ENTER_ENGINE_THREAD() GSRegisterCurrentThread()
#else
#define MPL_ENTER_ENGINE_THREAD() ((void)0)
#endif

static MPLDelegateCall *MPLNewCall(int kind) {
	MPLDelegateCall *call = MPL_AUTORELEASE([[MPLDelegateCall alloc] init]);
	call->kind = kind;
	return call;
}

static void MPLCallbackSuccess(const char *payKey, int status) {
	MPL_ENTER_ENGINE_THREAD();
	MPL_POOL_BEGIN
	MPLDelegateCall *call = MPLNewCall(MPLCallSuccess);
	call->payKey = MPL_RETAIN(MPLString(payKey));
	call->status = status;
	MPLDeliver(call);
	MPL_POOL_END
}

static void MPLCallbackFailed(const char *correlationID, const char *errorCode, const char *errorMessage) {
	MPL_ENTER_ENGINE_THREAD();
	MPL_POOL_BEGIN
	MPLDelegateCall *call = MPLNewCall(MPLCallFailed);
	call->correlationID = MPL_RETAIN(MPLString(correlationID));
	call->errorCode = MPL_RETAIN(MPLString(errorCode));
	call->errorMessage = MPL_RETAIN(MPLString(errorMessage));
	MPLDeliver(call);
	MPL_POOL_END
}

static void MPLCallbackCanceled(void) {
	MPL_ENTER_ENGINE_THREAD();
	MPL_POOL_BEGIN
	MPLDeliver(MPLNewCall(MPLCallCanceled));
	MPL_POOL_END
}

static void MPLCallbackExit(void) {
	MPL_ENTER_ENGINE_THREAD();
	MPL_POOL_BEGIN
	MPLDeliver(MPLNewCall(MPLCallExit));
	MPL_POOL_END
}

static char *MPLCallbackAdjust(int kind, const char *requestJSON, int *errorCode, int *implemented) {
	char *reply = NULL;
	MPL_ENTER_ENGINE_THREAD();
	MPL_POOL_BEGIN
	MPLDelegateCall *call = MPLNewCall(kind);
	id request = MPLJSONObject(requestJSON);
	call->request = MPL_RETAIN([request isKindOfClass:[NSDictionary class]] ? request : nil);
	MPLDeliver(call);
	if (errorCode) *errorCode = call->replyErrorCode;
	if (implemented) *implemented = call->implemented;
	reply = MPLCopyUTF8(call->replyJSON);
	MPL_POOL_END
	return reply;
}

static char *MPLCallbackAdjustSimple(const char *requestJSON, int *errorCode, int *implemented) {
	return MPLCallbackAdjust(MPLCallAdjust, requestJSON, errorCode, implemented);
}

static char *MPLCallbackAdjustAdvanced(const char *requestJSON, int *errorCode, int *implemented) {
	return MPLCallbackAdjust(MPLCallAdjustAdvanced, requestJSON, errorCode, implemented);
}

/** A decimal of an adjust request (the engine sends decimal strings; null stays nil). */
static NSDecimalNumber *MPLDecimal(id value) {
	if (![value isKindOfClass:[NSString class]]) return nil;
	return [NSDecimalNumber decimalNumberWithString:value locale:nil];
}

@implementation MPLDelegateCall

- (void)run {
	id delegate = MPL_AUTORELEASE(MPL_RETAIN([PayPal getPayPalInst].delegate));
	switch (kind) {
	case MPLCallSuccess:
		if ([delegate respondsToSelector:@selector(paymentSuccessWithKey:andStatus:)]) {
			[delegate paymentSuccessWithKey:payKey andStatus:(PayPalPaymentStatus)status];
		}
		break;
	case MPLCallFailed:
		// Exactly one form: H1 when the delegate implements it, else H2 (responseMessage is filled already).
		if ([delegate respondsToSelector:@selector(paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:)]) {
			[delegate paymentFailedWithCorrelationID:correlationID andErrorCode:errorCode andErrorMessage:errorMessage];
		} else if ([delegate respondsToSelector:@selector(paymentFailedWithCorrelationID:)]) {
			[delegate paymentFailedWithCorrelationID:correlationID];
		}
		break;
	case MPLCallCanceled:
		if ([delegate respondsToSelector:@selector(paymentCanceled)]) [delegate paymentCanceled];
		break;
	case MPLCallExit:
		if ([delegate respondsToSelector:@selector(paymentLibraryExit)]) [delegate paymentLibraryExit];
		break;
	case MPLCallAdjust:
		[self adjustSimple:delegate];
		break;
	case MPLCallAdjustAdvanced:
		[self adjustAdvanced:delegate];
		break;
	}
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/** adjustAmountsForAddress:…andErrorCode:, else the deprecated form without the error code. */
- (void)adjustSimple:(id)delegate {
	PayPalAddress *address = [PayPalAddress mpl_addressWithDictionary:[request objectForKey:@MPLEngineKeyAddress]];
	NSString *currency = [request objectForKey:@MPLEngineKeyCurrency];
	NSDecimalNumber *amount = MPLDecimal([request objectForKey:@MPLEngineKeyAmount]);
	NSDecimalNumber *tax = MPLDecimal([request objectForKey:@MPLEngineKeyTax]);
	NSDecimalNumber *shipping = MPLDecimal([request objectForKey:@MPLEngineKeyShipping]);
	PayPalAmountErrorCode code = AMOUNT_ERROR_NONE;
	PayPalAmounts *amounts = nil;
	implemented = 1;
	if ([delegate respondsToSelector:@selector(adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode:)]) {
		amounts = [delegate adjustAmountsForAddress:address andCurrency:currency andAmount:amount andTax:tax andShipping:shipping andErrorCode:&code];
	} else if ([delegate respondsToSelector:@selector(adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:)]) {
		amounts = [delegate adjustAmountsForAddress:address andCurrency:currency andAmount:amount andTax:tax andShipping:shipping];
	} else {
		implemented = 0;
	}
	replyErrorCode = (int)code;
	replyJSON = MPL_RETAIN([amounts isKindOfClass:[PayPalAmounts class]] ? MPLJSONString([amounts mpl_dictionary]) : nil);
}

/** adjustAmountsAdvancedForAddress:…andErrorCode:, else the deprecated form. */
- (void)adjustAdvanced:(id)delegate {
	PayPalAddress *address = [PayPalAddress mpl_addressWithDictionary:[request objectForKey:@MPLEngineKeyAddress]];
	NSString *currency = [request objectForKey:@MPLEngineKeyCurrency];
	NSMutableArray *receiverAmounts = [NSMutableArray array];
	NSArray *entries = [request objectForKey:@MPLEngineKeyReceiverAmounts];
	NSUInteger i;
	for (i = 0; [entries isKindOfClass:[NSArray class]] && i < [entries count]; i++) {
		[receiverAmounts addObject:[PayPalReceiverAmounts mpl_receiverAmountsWithDictionary:[entries objectAtIndex:i]]];
	}
	PayPalAmountErrorCode code = AMOUNT_ERROR_NONE;
	NSMutableArray *answer = nil;
	implemented = 1;
	if ([delegate respondsToSelector:@selector(adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode:)]) {
		answer = [delegate adjustAmountsAdvancedForAddress:address andCurrency:currency andReceiverAmounts:receiverAmounts andErrorCode:&code];
	} else if ([delegate respondsToSelector:@selector(adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:)]) {
		answer = [delegate adjustAmountsAdvancedForAddress:address andCurrency:currency andReceiverAmounts:receiverAmounts];
	} else {
		implemented = 0;
	}
	replyErrorCode = (int)code;
	if ([answer isKindOfClass:[NSArray class]]) {
		NSMutableArray *encoded = [NSMutableArray arrayWithCapacity:[answer count]];
		for (i = 0; i < [answer count]; i++) {
			id entry = [answer objectAtIndex:i];
			[encoded addObject:[entry isKindOfClass:[PayPalReceiverAmounts class]] ? (id)[entry mpl_dictionary] : (id)[NSNull null]];
		}
		replyJSON = MPL_RETAIN(MPLJSONString(encoded));
	}
}

#pragma GCC diagnostic pop

#if !__has_feature(objc_arc)
- (void)dealloc {
	[payKey release];
	[correlationID release];
	[errorCode release];
	[errorMessage release];
	[request release];
	[replyJSON release];
	[super dealloc];
}
#endif

@end

#pragma mark - PayPal

/** Text the engine returned, as an NSString (freed here). */
static NSString *MPLEngineString(int which) {
	char *text = MPLEngineCopyText(which);
	NSString *string = MPLString(text);
	MPLEngineFree(text);
	return string;
}

/** JSON the engine returned, parsed. */
static id MPLEngineJSON(int which) {
	char *text = MPLEngineCopyText(which);
	id object = MPLJSONObject(text);
	MPLEngineFree(text);
	return object;
}

@interface PayPal (MPLPrivate)
+ (void)mpl_mainRunLoopServed;
- (void)enablePayButtons;
- (void)enablePayButtonsOnDelegateThread;
@end

/** The engine's function to call when the main run loop serves PayPal's marker (MPLQueueMainRunLoopMarker). */
static void (*MPLMainRunLoopServedFunction)(void) = NULL;

/** MPLEngineCallbacks.queueMainRunLoopMarker: the main run loop of this runtime (GNUstep's NSRunLoop on Linux, not
 *  Foundation's) tells the engine, the first time it performs a selector for PayPal, that it runs; the engine's
 *  MPLEngineMainRunLoopRuns is the one test of it. GNUstep performs a request made on the main thread at once, so
 *  there it goes straight to the run loop. */
static void MPLQueueMainRunLoopMarker(void (*served)(void)) {
	MPLMainRunLoopServedFunction = served;
	if ([NSThread isMainThread]) {
		[[NSRunLoop mainRunLoop] performSelector:@selector(mpl_mainRunLoopServed) target:[PayPal class] argument:nil order:0
			modes:[NSArray arrayWithObject:NSDefaultRunLoopMode]];
	} else {
		[PayPal performSelectorOnMainThread:@selector(mpl_mainRunLoopServed) withObject:nil waitUntilDone:NO];
	}
}

/** MPLEngineCallbacks.mainRunLoopInMode: whether the main run loop runs a mode now (a program that pumps it in
 *  slices, between slices, too). */
static int MPLMainRunLoopInMode(void) {
	return [[NSRunLoop mainRunLoop] currentMode] != nil ? 1 : 0;
}

@implementation PayPal

+ (void)initialize {
	if (self == [PayPal class]) {
		MPLEngineCallbacks callbacks;
		callbacks.paymentSuccess = MPLCallbackSuccess;
		callbacks.paymentFailed = MPLCallbackFailed;
		callbacks.paymentCanceled = MPLCallbackCanceled;
		callbacks.paymentLibraryExit = MPLCallbackExit;
		callbacks.adjustAmounts = MPLCallbackAdjustSimple;
		callbacks.adjustAmountsAdvanced = MPLCallbackAdjustAdvanced;
		callbacks.queueMainRunLoopMarker = MPLQueueMainRunLoopMarker;
		callbacks.mainRunLoopInMode = MPLMainRunLoopInMode;
		MPLEngineRegisterCallbacks(&callbacks); // queues the main run loop's marker
	}
}

+ (void)mpl_mainRunLoopServed {
	if (MPLMainRunLoopServedFunction != NULL) MPLMainRunLoopServedFunction();
}

#pragma mark Class methods

+ (PayPal *)getPayPalInst {
	@synchronized ([PayPal class]) {
		if (MPLSharedInstance == nil) {
			MPLSharedInstance = [[PayPal alloc] init];
			MPLPayButtons = [[NSMutableArray alloc] init];
		}
	}
	return MPLSharedInstance;
}

+ (PayPal *)getInstance {
	return [self getPayPalInst];
}

+ (PayPal *)initializeWithAppID:(NSString const *)inAppID {
	return [self initializeWithAppID:inAppID forEnvironment:ENV_LIVE];
}

+ (PayPal *)initializeWithAppID:(NSString const *)inAppID forEnvironment:(PayPalEnvironment)env {
	PayPal *paypal = [self getPayPalInst];
	MPLEngineInitialize([(NSString *)inAppID UTF8String], (int)env);
	[paypal enablePayButtonsOnDelegateThread];
	return paypal;
}

+ (PayPalInitializationStatus)initializationStatus {
	return (PayPalInitializationStatus)MPLEngineGetNumber(MPLEngineNumberInitializationStatus);
}

+ (NSString *)buildVersion {
	return MPLEngineString(MPLEngineTextBuildVersion);
}

+ (NSString *)demoPreapprovalKey {
	return MPLEngineString(MPLEngineTextDemoPreapprovalKey);
}

+ (void)configureOrdersV2WithClientID:(NSString *)clientID secret:(NSString *)secret baseURL:(NSString *)baseURL {
	MPLEngineConfigureOrdersV2([clientID UTF8String], [secret UTF8String], [baseURL UTF8String]);
}

#pragma mark Properties

- (id)delegate {
	@synchronized ([PayPal class]) {
		return MPL_AUTORELEASE(MPL_RETAIN(MPLDelegate));
	}
}

- (void)setDelegate:(id)delegate {
	@synchronized ([PayPal class]) {
		if (delegate != MPLDelegate) {
			MPL_RELEASE(MPLDelegate);
			MPLDelegate = MPL_RETAIN(delegate);
		}
	}
	MPLEngineSetDelegatePresent(delegate != nil);
}

- (BOOL)paymentsEnabled { return MPLEngineGetNumber(MPLEngineNumberPaymentsEnabled) != 0; }
- (BOOL)shippingEnabled { return MPLEngineGetNumber(MPLEngineNumberShippingEnabled) != 0; }
- (void)setShippingEnabled:(BOOL)value { MPLEngineSetNumber(MPLEngineNumberShippingEnabled, value ? 1 : 0); }
- (BOOL)dynamicAmountUpdateEnabled { return MPLEngineGetNumber(MPLEngineNumberDynamicAmountUpdateEnabled) != 0; }
- (void)setDynamicAmountUpdateEnabled:(BOOL)value { MPLEngineSetNumber(MPLEngineNumberDynamicAmountUpdateEnabled, value ? 1 : 0); }
- (NSString *)appID { return MPLEngineString(MPLEngineTextAppID); }
- (NSString *)lang { return MPLEngineString(MPLEngineTextLang); }
- (void)setLang:(NSString *)lang { MPLEngineSetText(MPLEngineTextLang, [lang UTF8String]); }
- (PayPalEnvironment)environment { return (PayPalEnvironment)MPLEngineGetNumber(MPLEngineNumberEnvironment); }
- (PayPalButtonText)buttonText { return (PayPalButtonText)MPLEngineGetNumber(MPLEngineNumberButtonText); }
- (BOOL)alertsOnInvalidPayment { return MPLEngineGetNumber(MPLEngineNumberAlertsOnInvalidPayment) != 0; }
- (void)setAlertsOnInvalidPayment:(BOOL)value { MPLEngineSetNumber(MPLEngineNumberAlertsOnInvalidPayment, value ? 1 : 0); }
- (PayPalFeePayer)feePayer { return (PayPalFeePayer)MPLEngineGetNumber(MPLEngineNumberFeePayer); }
- (void)setFeePayer:(PayPalFeePayer)feePayer { MPLEngineSetNumber(MPLEngineNumberFeePayer, (int)feePayer); }

- (PayPalContext *)payPalContext {
	id object = MPLEngineJSON(MPLEngineTextPayPalContext);
	return [object isKindOfClass:[NSDictionary class]] ? [PayPalContext mpl_contextWithDictionary:object] : nil;
}

- (void)setPayPalContext:(PayPalContext *)context {
	// The engine reads the context as -[PayPalContext deserialize:] does; one with resume data resumes its checkout.
	if (context) MPLDecideFlowThread(NO);
	NSString *json = context ? MPLJSONString([context serialize]) : nil;
	MPLEngineSetText(MPLEngineTextPayPalContext, [json UTF8String]);
}

/** The engine's: the last checkout's payment, a simple one wrapped as an advanced one with its one receiver. */
- (PayPalAdvancedPayment *)payment {
	return [PayPalAdvancedPayment mpl_paymentWithDictionary:MPLEngineJSON(MPLEngineTextPayment)];
}

- (PayPalPreapprovalDetails *)preapprovalDetails {
	NSDictionary *object = MPLEngineJSON(MPLEngineTextPreapprovalDetails);
	if (![object isKindOfClass:[NSDictionary class]]) return nil;
	PayPalPreapprovalDetails *details = MPL_AUTORELEASE([[PayPalPreapprovalDetails alloc] init]);
	id merchantName = [object objectForKey:@MPLEngineKeyMerchantName];
	details.merchantName = [merchantName isKindOfClass:[NSString class]] ? merchantName : nil;
	details.approved = [[object objectForKey:@MPLEngineKeyApproved] boolValue];
	return details;
}

- (NSMutableArray *)payButtons {
	@synchronized ([PayPal class]) {
		return MPL_AUTORELEASE(MPL_RETAIN(MPLPayButtons));
	}
}

- (void)setPayButtons:(NSMutableArray *)buttons {
	@synchronized ([PayPal class]) {
		if (buttons != MPLPayButtons) {
			MPL_RELEASE(MPLPayButtons);
			MPLPayButtons = MPL_RETAIN(buttons);
		}
	}
}

- (NSMutableDictionary *)responseMessage {
	id object = MPLEngineJSON(MPLEngineTextResponseMessage);
	return [object isKindOfClass:[NSDictionary class]] ? [NSMutableDictionary dictionaryWithDictionary:object] : nil;
}

- (void)setResponseMessage:(NSMutableDictionary *)message {
	NSString *json = message ? MPLJSONString(message) : nil;
	MPLEngineSetText(MPLEngineTextResponseMessage, [json UTF8String]);
}

#pragma mark Buttons

- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action
		andButtonType:(PayPalButtonType)theButtonType andButtonText:(PayPalButtonText)theButtonText {
	self.delegate = (id)target;
	char *descriptor = MPLEnginePayButton((int)theButtonType, (int)theButtonText, action ? [NSStringFromSelector(action) UTF8String] : NULL);
	NSDictionary *object = MPLJSONObject(descriptor);
	MPLEngineFree(descriptor);
	if (![object isKindOfClass:[NSDictionary class]]) return nil; // an invalid type: responseMessage says why
#ifdef MPL_HAS_UIKIT
	CGRect frame = CGRectMake(0, 0, [[object objectForKey:@MPLEngineKeyWidth] floatValue], [[object objectForKey:@MPLEngineKeyHeight] floatValue]);
	UIButton *button = MPL_AUTORELEASE([[UIButton alloc] initWithFrame:frame]);
	[button setTitle:[object objectForKey:@MPLEngineKeyTitle] forState:UIControlStateNormal];
	button.enabled = [[object objectForKey:@MPLEngineKeyEnabled] boolValue];
	if (action) [button addTarget:(id)target action:action forControlEvents:UIControlEventTouchUpInside];
	@synchronized ([PayPal class]) {
		if (MPLPayButtons == nil) MPLPayButtons = [[NSMutableArray alloc] init];
		[MPLPayButtons addObject:button];
	}
	return button;
#else
	return nil; // no UIKit (macOS): the target is the delegate all the same
#endif
}

- (UIButton *)getPayButtonWithTarget:(const id<PayPalPaymentDelegate>)target andAction:(SEL)action andButtonType:(PayPalButtonType)theButtonType {
	return [self getPayButtonWithTarget:target andAction:action andButtonType:theButtonType andButtonText:BUTTON_TEXT_PAY];
}

/** Enables the pay buttons when initialization succeeded (on the main thread where UIKit wants it). */
- (void)enablePayButtons {
#ifdef MPL_HAS_UIKIT
	BOOL enabled = self.paymentsEnabled;
	NSArray *buttons = self.payButtons;
	NSUInteger i;
	for (i = 0; i < [buttons count]; i++) {
		UIButton *button = [buttons objectAtIndex:i];
		if ([button isKindOfClass:[UIButton class]]) button.enabled = enabled;
	}
#endif
}

/** -enablePayButtons on the thread the delegate is called on: here when this is the main thread or no main run loop
 *  runs, else queued on the main thread. A typed message, not -performSelector: with a selector variable, which ARC
 *  cannot check (it would not know whether the method returns a retained object). */
- (void)enablePayButtonsOnDelegateThread {
	if ([NSThread isMainThread] || !MPLEngineMainRunLoopRuns()) {
		[self enablePayButtons];
	} else {
		[self performSelectorOnMainThread:@selector(enablePayButtons) withObject:nil waitUntilDone:NO];
	}
}

#pragma mark Checkout

- (void)checkoutWithPayment:(PayPalPayment *)inPayment {
	MPLDecideFlowThread(YES);
	NSString *json = inPayment ? MPLJSONString([inPayment mpl_dictionary]) : nil;
	MPLEngineCheckout([json UTF8String], 0);
}

- (void)advancedCheckoutWithPayment:(PayPalAdvancedPayment *)inPayment {
	MPLDecideFlowThread(YES);
	NSString *json = inPayment ? MPLJSONString([inPayment mpl_dictionary]) : nil;
	MPLEngineCheckout([json UTF8String], 1);
}

- (void)preapprovalWithKey:(NSString *)preapprovalKey andMerchantName:(NSString *)merchantName {
	MPLDecideFlowThread(YES);
	MPLEnginePreapproval([preapprovalKey UTF8String], [merchantName UTF8String]);
}

#pragma mark UIWebViewDelegate

// The 2011 class adopted UIWebViewDelegate for its own screens; approval now runs in the engine's presenter.

@end
