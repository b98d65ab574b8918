//
//  DelegateDispatchTests.m
//  The 2011 Objective-C surface against the Swift engine, as an app uses it (MRC, gcc/GNUstep or clang):
//  H1-only, H2-only and both-forms delegates, a subclass's optional adjust method and its override, the deprecated
//  form, a delegate set by hand, callbacks never inside the starting call (main thread with a run loop, the
//  engine's serial queue without), the pay button, payPalContext, preapproval, one PayPal class in the runtime, and
//  every field of a payment across the seam (PayPal.payment, which the engine keeps).
//  Build and run: bash Tests/ObjCTests/run.sh
//

#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#import <PayPal.h>
#import "PayPalPayment.h"
#import "PayPalAdvancedPayment.h"
#import "PPReceiverPaymentDetails.h"
#import "PayPalInvoiceData.h"
#import "PayPalInvoiceItem.h"
#import "PayPalAddress.h"
#import "PayPalAmounts.h"
#import "PayPalReceiverAmounts.h"
#import "PayPalContext.h"
#import "PayPalPreapprovalDetails.h"
#import "MPLTestSupport.h"

#pragma mark - Delegates

/** The thread of the call that starts a flow, while it runs (a callback on it then is "inside the call"). */
static NSThread *MPLStartingThread = nil;

/** Records every callback in order, where it ran, and whether it came inside the starting call. */
@interface RecordingDelegate : NSObject <PayPalPaymentDelegate> {
@public
	NSMutableArray *calls;
	volatile BOOL exited;
	BOOL allOnMainThread;
	BOOL anyInsideStartingCall;
}
- (void)record:(NSString *)call;
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus;
- (void)paymentCanceled;
- (void)paymentLibraryExit;
- (void)payWithPayPal;
@end

@implementation RecordingDelegate
- (id)init {
	if ((self = [super init])) {
		calls = [[NSMutableArray alloc] init];
		allOnMainThread = YES;
	}
	return self;
}
- (void)dealloc {
	[calls release];
	[super dealloc];
}
- (void)record:(NSString *)call {
	@synchronized (self) {
		[calls addObject:call];
		if (![NSThread isMainThread]) allOnMainThread = NO;
		if (MPLStartingThread == [NSThread currentThread]) anyInsideStartingCall = YES;
	}
}
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus {
	[self record:[NSString stringWithFormat:@"paymentSuccessWithKey:andStatus: %d", (int)paymentStatus]];
}
- (void)paymentCanceled {
	[self record:@"paymentCanceled"];
}
- (void)paymentLibraryExit {
	[self record:@"paymentLibraryExit"];
	exited = YES;
}
- (void)payWithPayPal {
	[self record:@"payWithPayPal"];
}
@end

/** An H2 (MPL 1.5+) delegate: the one-argument failure, details in responseMessage. */
@interface H2Delegate : RecordingDelegate
@end
@implementation H2Delegate
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {
	[self record:[NSString stringWithFormat:@"paymentFailedWithCorrelationID: %@", [[PayPal getPayPalInst].responseMessage objectForKey:@"errorId"]]];
}
@end

/** An H1 (MPL 1.0/1.1) delegate: the three-argument failure. */
@interface H1Delegate : RecordingDelegate
@end
@implementation H1Delegate
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID andErrorCode:(NSString *)errorCode andErrorMessage:(NSString *)errorMessage {
	[self record:[NSString stringWithFormat:@"paymentFailedWithCorrelationID:andErrorCode:andErrorMessage: %@", errorCode]];
}
@end

/** A delegate with both failure forms: it gets the H1 form only. */
@interface BothFormsDelegate : H1Delegate
@end
@implementation BothFormsDelegate
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {
	[self record:@"H2 form (must not be called when H1 exists)"];
}
@end

/** The guide's DynamicAmountViewController : PaymentViewController: only the subclass adds the adjust method. */
@interface AdjustingSubclass : H2Delegate
- (NSString *)shipping;
@end
@implementation AdjustingSubclass
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
		andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax
		andShipping:(NSDecimalNumber const *)inShipping andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
	[self record:[NSString stringWithFormat:@"adjust %@ %@ %@", inCurrency, inAmount, [self shipping]]];
	PayPalAmounts *amounts = [[[PayPalAmounts alloc] init] autorelease];
	amounts.currency = (NSString *)inCurrency;
	amounts.payment_amount = (NSDecimalNumber *)inAmount;
	amounts.tax = (NSDecimalNumber *)inTax;
	amounts.shipping = [NSDecimalNumber decimalNumberWithString:[self shipping]];
	*outErrorCode = AMOUNT_ERROR_NONE;
	return amounts;
}
- (NSString *)shipping {
	return @"2.00";
}
@end

/** A subclass of the subclass that overrides the adjust method: the override is the one called. */
@interface OverridingSubclass : AdjustingSubclass
@end
@implementation OverridingSubclass
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
		andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax
		andShipping:(NSDecimalNumber const *)inShipping andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
	[self record:@"override"];
	return [super adjustAmountsForAddress:inAddress andCurrency:inCurrency andAmount:inAmount andTax:inTax andShipping:inShipping andErrorCode:outErrorCode];
}
- (NSString *)shipping {
	return @"3.50";
}
@end

/** Only the deprecated simple form (no error code). */
@interface DeprecatedAdjuster : H2Delegate
@end
@implementation DeprecatedAdjuster
- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
		andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping {
	[self record:[NSString stringWithFormat:@"deprecated adjust %@", inAddress.countrycode != nil ? @"with address" : @"without address"]];
	return nil;
}
@end

/** The advanced form, answering AMOUNT_CANCEL_TXN: the payment is canceled. */
@interface CancelingAdvancedAdjuster : H2Delegate
@end
@implementation CancelingAdvancedAdjuster
- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency
		andReceiverAmounts:(NSMutableArray *)receiverAmounts andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
	PayPalReceiverAmounts *first = [receiverAmounts objectAtIndex:0];
	[self record:[NSString stringWithFormat:@"adjust advanced %d %@ %@", (int)[receiverAmounts count], first.recipient, first.amounts.payment_amount]];
	*outErrorCode = AMOUNT_CANCEL_TXN;
	return receiverAmounts;
}
@end

/** Starts a preapproval as the guide's sample does, for RunFlow. */
@interface PreapprovalStarter : NSObject
- (void)start:(NSString *)key;
@end
@implementation PreapprovalStarter
- (void)start:(NSString *)key {
	[[PayPal getPayPalInst] preapprovalWithKey:key andMerchantName:@"Joe's Bear Emporium"];
}
@end

#pragma mark - Payments

static PayPalPayment *SimplePayment(NSString *subTotal) {
	PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];
	payment.recipient = @"example-merchant-1@paypal.com";
	payment.paymentCurrency = @"USD";
	payment.subTotal = [NSDecimalNumber decimalNumberWithString:subTotal];
	payment.description = @"Teddy Bear";
	return payment;
}

static PayPalAdvancedPayment *ParallelPayment(void) {
	PayPalAdvancedPayment *payment = [[[PayPalAdvancedPayment alloc] init] autorelease];
	payment.paymentCurrency = @"USD";
	NSArray *emails = [NSArray arrayWithObjects:@"recipient1@email.com", @"recipient2@email.com", nil];
	NSUInteger i;
	for (i = 0; i < [emails count]; i++) {
		PayPalReceiverPaymentDetails *details = [[[PayPalReceiverPaymentDetails alloc] init] autorelease];
		details.recipient = [emails objectAtIndex:i];
		details.subTotal = [NSDecimalNumber decimalNumberWithString:i == 0 ? @"10.00" : @"20.00"];
		[payment.receiverPaymentDetails addObject:details];
	}
	return payment;
}

/** Sets `delegate` by hand, runs `start` as the starting call, and pumps the main run loop until the exit. */
static NSArray *RunFlow(RecordingDelegate *delegate, SEL start, id target, id argument) {
	[PayPal getPayPalInst].delegate = delegate;
	MPLStartingThread = [NSThread currentThread];
	[target performSelector:start withObject:argument];
	MPLStartingThread = nil;
	CHECK(MPLRunLoopUntilFlag(&delegate->exited, 30), @"paymentLibraryExit arrived: %@", delegate->calls);
	CHECK(!delegate->anyInsideStartingCall, @"no callback inside the starting call");
	CHECK(delegate->allOnMainThread, @"callbacks on the main thread while the main run loop runs");
	return delegate->calls;
}

static NSArray *Expected(NSString *first, ...) {
	NSMutableArray *array = [NSMutableArray array];
	va_list list;
	va_start(list, first);
	NSString *item;
	for (item = first; item != nil; item = va_arg(list, NSString *)) [array addObject:item];
	va_end(list);
	return array;
}

#pragma mark - Tests

/** Starts a checkout on the thread it runs on (a background thread, with no run loop of its own). */
@interface BackgroundStarter : NSObject
- (void)checkout:(PayPalPayment *)payment;
@end
@implementation BackgroundStarter
- (void)checkout:(PayPalPayment *)payment {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	MPLStartingThread = [NSThread currentThread];
	[[PayPal getPayPalInst] checkoutWithPayment:payment];
	MPLStartingThread = nil;
	[pool release];
}
@end

static void NotInitializedOffTheMainThreadWithoutARunLoop(void) {
	MPLTestBegin("not initialized, started off the main thread before any run loop ran: on the engine's queue, later");
	H2Delegate *delegate = [[[H2Delegate alloc] init] autorelease];
	[PayPal getPayPalInst].delegate = delegate;
	BackgroundStarter *starter = [[[BackgroundStarter alloc] init] autorelease];
	[NSThread detachNewThreadSelector:@selector(checkout:) toTarget:starter withObject:SimplePayment(@"10.00")];
	CHECK(MPLSleepUntilFlag(&delegate->exited, 10), @"exit arrived without a run loop: %@", delegate->calls);
	CHECK([delegate->calls isEqual:Expected(@"paymentFailedWithCorrelationID: NOT_INITIALIZED", @"paymentLibraryExit", nil)], @"%@", delegate->calls);
	CHECK(!delegate->anyInsideStartingCall, @"not inside checkoutWithPayment:");
	CHECK(!delegate->allOnMainThread, @"started off the main thread with no main run loop: the engine's serial queue");
}

static void NotInitializedOnTheMainThreadBeforeTheRunLoopRuns(void) {
	MPLTestBegin("not initialized, started on the main thread before its run loop ran: on the main thread, as a validation failure");
	H2Delegate *delegate = [[[H2Delegate alloc] init] autorelease];
	[PayPal getPayPalInst].delegate = delegate;
	MPLStartingThread = [NSThread currentThread];
	[[PayPal getPayPalInst] checkoutWithPayment:SimplePayment(@"10.00")];
	MPLStartingThread = nil;
	CHECK(!MPLSleepUntilFlag(&delegate->exited, 0.5), @"nothing arrives while the main thread does not run its loop: %@", delegate->calls);
	CHECK(MPLRunLoopUntilFlag(&delegate->exited, 30), @"exit arrived once the run loop ran: %@", delegate->calls);
	CHECK([delegate->calls isEqual:Expected(@"paymentFailedWithCorrelationID: NOT_INITIALIZED", @"paymentLibraryExit", nil)], @"%@", delegate->calls);
	CHECK(!delegate->anyInsideStartingCall, @"not inside checkoutWithPayment:");
	CHECK(delegate->allOnMainThread, @"started on the main thread: every callback there");
	H2Delegate *invalid = [[[H2Delegate alloc] init] autorelease];
	PayPalPayment *payment = SimplePayment(@"10.00");
	payment.recipient = nil;
	CHECK([RunFlow(invalid, @selector(checkoutWithPayment:), [PayPal getPayPalInst], payment) count] == 2, @"%@", invalid->calls);
}

static void OnePayPalClassInTheRuntime(void) {
	MPLTestBegin("one PayPal class in the Objective-C runtime (and one of each value class)");
	int count = objc_getClassList(NULL, 0);
	Class *classes = malloc(sizeof(Class) * (size_t)count);
	count = objc_getClassList(classes, count);
	NSArray *names = [NSArray arrayWithObjects:@"PayPal", @"PayPalPayment", @"PayPalAdvancedPayment", @"PayPalReceiverPaymentDetails",
		@"PayPalInvoiceData", @"PayPalInvoiceItem", @"PayPalAddress", @"PayPalAmounts", @"PayPalReceiverAmounts", @"PayPalContext",
		@"PayPalPreapprovalDetails", nil];
	NSUInteger n;
	for (n = 0; n < [names count]; n++) {
		int found = 0, i;
		for (i = 0; i < count; i++) {
			if (strcmp(class_getName(classes[i]), [[names objectAtIndex:n] UTF8String]) == 0) found++;
		}
		CHECK(found == 1, @"classes named %@: %d", [names objectAtIndex:n], found);
	}
	free(classes);
	CHECK([PPReceiverPaymentDetails class] == [PayPalReceiverPaymentDetails class], @"H1's name is the same class");
	CHECK([[PayPal getPayPalInst] isKindOfClass:[PayPal class]] && [PayPal getInstance] == [PayPal getPayPalInst], @"one singleton");
}

static void InitializeAndTheButton(void) {
	MPLTestBegin("initializeWithAppID:forEnvironment:, the pay button, the target becomes the delegate");
	H2Delegate *target = [[[H2Delegate alloc] init] autorelease];
	UIButton *early = [[PayPal getPayPalInst] getPayButtonWithTarget:target andAction:@selector(payWithPayPal) andButtonType:BUTTON_152x33];
	CHECK(early != nil && !early.enabled, @"a button made before initialization is disabled");
	[PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
	CHECK([PayPal initializationStatus] == STATUS_COMPLETED_SUCCESS, @"status %d", (int)[PayPal initializationStatus]);
	CHECK([PayPal getPayPalInst].paymentsEnabled && [PayPal getPayPalInst].environment == ENV_NONE, @"enabled for ENV_NONE");
	CHECK([[PayPal getPayPalInst].appID isEqual:@"APP-80W284485P519543T"], @"appID %@", [PayPal getPayPalInst].appID);
	MPLRunLoopUntilFlag(&target->exited, 0.2);
	CHECK(early.enabled, @"the early button is enabled once initialization succeeded");
	UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:target andAction:@selector(payWithPayPal)
												   andButtonType:BUTTON_278x43 andButtonText:BUTTON_TEXT_DONATE];
	CHECK(button.frame.size.width == 278 && button.frame.size.height == 43 && button.enabled, @"278x43, enabled");
	CHECK([[button titleForState:UIControlStateNormal] length] > 0, @"a title");
	CHECK([PayPal getPayPalInst].delegate == target && [PayPal getPayPalInst].buttonText == BUTTON_TEXT_DONATE, @"target is the delegate");
	CHECK([[PayPal getPayPalInst].payButtons containsObject:button], @"payButtons holds the button");
	[button sendActionsForControlEvents:UIControlEventTouchUpInside];
	CHECK([target->calls containsObject:@"payWithPayPal"], @"touching the button sends the action: %@", target->calls);
	CHECK([[PayPal getPayPalInst] getPayButtonWithTarget:target andAction:@selector(payWithPayPal) andButtonType:BUTTON_TYPE_COUNT] == nil, @"no such size");
	CHECK([[[PayPal getPayPalInst].responseMessage objectForKey:@"errorId"] isEqual:@"INVALID_BUTTON_TYPE"], @"%@", [PayPal getPayPalInst].responseMessage);
	CHECK([[PayPal buildVersion] length] > 0, @"buildVersion");
	CHECK([PayPal getPayPalInst].alertsOnInvalidPayment, @"the invalid-payment alert is on by default");
	[PayPal getPayPalInst].alertsOnInvalidPayment = NO;
	CHECK(![PayPal getPayPalInst].alertsOnInvalidPayment, @"and can be turned off (the engine holds it)");
	[PayPal getPayPalInst].alertsOnInvalidPayment = YES;
}

static void FailureForms(void) {
	MPLTestBegin("H2-only, H1-only and both-forms delegates, set by hand");
	PayPal *paypal = [PayPal getPayPalInst];
	NSArray *h2 = RunFlow([[[H2Delegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"-5"));
	CHECK([h2 isEqual:Expected(@"paymentFailedWithCorrelationID: LEGACY_VALIDATION_FAILED", @"paymentLibraryExit", nil)], @"H2: %@", h2);
	CHECK([[paypal.responseMessage objectForKey:@"category"] isEqual:@"Application"], @"responseMessage %@", paypal.responseMessage);
	NSArray *h1 = RunFlow([[[H1Delegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, nil);
	CHECK([h1 isEqual:Expected(@"paymentFailedWithCorrelationID:andErrorCode:andErrorMessage: LEGACY_VALIDATION_FAILED", @"paymentLibraryExit", nil)], @"H1: %@", h1);
	NSArray *both = RunFlow([[[BothFormsDelegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"0"));
	CHECK([both isEqual:Expected(@"paymentFailedWithCorrelationID:andErrorCode:andErrorMessage: LEGACY_VALIDATION_FAILED", @"paymentLibraryExit", nil)], @"both: %@", both);
}

static void SimpleCheckoutSucceeds(void) {
	MPLTestBegin("checkoutWithPayment: in ENV_NONE: success, then exit; payment and payPalContext");
	PayPal *paypal = [PayPal getPayPalInst];
	paypal.shippingEnabled = FALSE;
	paypal.dynamicAmountUpdateEnabled = FALSE;
	NSArray *calls = RunFlow([[[H2Delegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"10.00"));
	CHECK([calls isEqual:Expected(@"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"%@", calls);
	CHECK([paypal.payment.singleReceiver.recipient isEqual:@"example-merchant-1@paypal.com"], @"payment %@", paypal.payment.singleReceiver.recipient);
	CHECK(paypal.payPalContext == nil, @"the context is cleared when the flow ends");
}

static void DynamicAmounts(void) {
	MPLTestBegin("dynamic amounts: a subclass's adjust method, an override, the deprecated form, the advanced cancel");
	PayPal *paypal = [PayPal getPayPalInst];
	paypal.shippingEnabled = TRUE;
	paypal.dynamicAmountUpdateEnabled = TRUE;
	NSArray *subclass = RunFlow([[[AdjustingSubclass alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"10.00"));
	CHECK([subclass isEqual:Expected(@"adjust USD 10 2.00", @"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"%@", subclass);
	NSArray *override = RunFlow([[[OverridingSubclass alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"10.00"));
	CHECK([override isEqual:Expected(@"override", @"adjust USD 10 3.50", @"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"%@", override);
	NSArray *deprecated = RunFlow([[[DeprecatedAdjuster alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"10.00"));
	CHECK([deprecated isEqual:Expected(@"deprecated adjust with address", @"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"%@", deprecated);
	NSArray *none = RunFlow([[[H2Delegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, SimplePayment(@"10.00"));
	CHECK([none isEqual:Expected(@"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"no adjust method: the amounts stay: %@", none);
	NSArray *canceled = RunFlow([[[CancelingAdvancedAdjuster alloc] init] autorelease], @selector(advancedCheckoutWithPayment:), paypal, ParallelPayment());
	CHECK([canceled isEqual:Expected(@"adjust advanced 2 recipient1@email.com 10", @"paymentCanceled", @"paymentLibraryExit", nil)], @"%@", canceled);
	paypal.dynamicAmountUpdateEnabled = FALSE;
}

static void ContextAndPreapproval(void) {
	MPLTestBegin("PayPalContext serialize/deserialize through the engine; preapproval with a demo key");
	PayPalContext *context = [[[PayPalContext alloc] init] autorelease];
	context.amount = @"10.00";
	context.currencyCode = @"USD";
	context.shippable = YES;
	context.environment = ENV_NONE;
	PayPalContext *copy = [[[PayPalContext alloc] init] autorelease];
	CHECK([copy deserialize:[context serialize]], @"a serialized context reads back");
	CHECK([copy.amount isEqual:@"10.00"] && copy.shippable && copy.environment == ENV_NONE, @"fields %@ %d", copy.amount, (int)copy.environment);
	NSMutableDictionary *wrong = [NSMutableDictionary dictionaryWithDictionary:[context serialize]];
	[wrong setObject:[NSNumber numberWithInt:10] forKey:@"amount"];
	CHECK(![copy deserialize:wrong] && [copy.amount isEqual:@"10.00"], @"a wrong type is refused and changes nothing");
	NSString *key = [PayPal demoPreapprovalKey];
	CHECK([key length] > 0, @"ENV_NONE creates a demo preapproval key");
	NSArray *calls = RunFlow([[[H2Delegate alloc] init] autorelease], @selector(start:), [[[PreapprovalStarter alloc] init] autorelease], key);
	CHECK([calls isEqual:Expected(@"paymentSuccessWithKey:andStatus: 0", @"paymentLibraryExit", nil)], @"%@", calls);
	CHECK([PayPal getPayPalInst].preapprovalDetails.approved, @"approved");
	CHECK([[PayPal getPayPalInst].preapprovalDetails.merchantName isEqual:@"Joe's Bear Emporium"], @"merchant %@", [PayPal getPayPalInst].preapprovalDetails.merchantName);
}

/** Whether two amounts are the same number, by their decimal text (the engine writes 10.00 as 10, as NSDecimalNumber). */
static BOOL SameAmount(NSNumber *a, NSNumber *b) {
	return a != nil && b != nil && [[a descriptionWithLocale:nil] isEqual:[b descriptionWithLocale:nil]];
}

/** Invoice data with every field set: tax, shipping and one item. */
static PayPalInvoiceData *FullInvoice(void) {
	PayPalInvoiceData *invoice = [[[PayPalInvoiceData alloc] init] autorelease];
	invoice.totalTax = [NSDecimalNumber decimalNumberWithString:@"0.80"];
	invoice.totalShipping = [NSDecimalNumber decimalNumberWithString:@"2.00"];
	PayPalInvoiceItem *item = [[[PayPalInvoiceItem alloc] init] autorelease];
	item.name = @"Teddy Bear";
	item.itemId = @"TB-1";
	item.totalPrice = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	item.itemPrice = [NSDecimalNumber decimalNumberWithString:@"5.00"];
	item.itemCount = [NSNumber numberWithInt:2];
	[invoice.invoiceItems addObject:item];
	return invoice;
}

/** Checks, field by field and by name, that `shown` (PayPal.payment's receiver) carries `invoice`. */
static void CheckInvoice(NSString *where, PayPalInvoiceData *shown, PayPalInvoiceData *invoice) {
	CHECK(SameAmount(shown.totalTax, invoice.totalTax), @"%@ invoiceData.totalTax: %@", where, shown.totalTax);
	CHECK(SameAmount(shown.totalShipping, invoice.totalShipping), @"%@ invoiceData.totalShipping: %@", where, shown.totalShipping);
	CHECK([shown.invoiceItems count] == 1, @"%@ invoiceData.invoiceItems: %@", where, shown.invoiceItems);
	if ([shown.invoiceItems count] != 1) return;
	PayPalInvoiceItem *item = [shown.invoiceItems objectAtIndex:0], *expected = [invoice.invoiceItems objectAtIndex:0];
	CHECK([item.name isEqual:expected.name], @"%@ invoiceItems[0].name: %@", where, item.name);
	CHECK([item.itemId isEqual:expected.itemId], @"%@ invoiceItems[0].itemId: %@", where, item.itemId);
	CHECK(SameAmount(item.totalPrice, expected.totalPrice), @"%@ invoiceItems[0].totalPrice: %@", where, item.totalPrice);
	CHECK(SameAmount(item.itemPrice, expected.itemPrice), @"%@ invoiceItems[0].itemPrice: %@", where, item.itemPrice);
	CHECK(SameAmount(item.itemCount, expected.itemCount), @"%@ invoiceItems[0].itemCount: %@", where, item.itemCount);
}

static void PaymentCrossesTheSeamWithEveryField(void) {
	MPLTestBegin("every field of a payment crosses to the engine and back: PayPal.payment (the engine wraps a simple payment)");
	PayPal *paypal = [PayPal getPayPalInst];
	paypal.shippingEnabled = FALSE;
	paypal.dynamicAmountUpdateEnabled = FALSE;
	PayPalPayment *simple = [[[PayPalPayment alloc] init] autorelease];
	simple.paymentCurrency = @"EUR";
	simple.subTotal = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	simple.recipient = @"example-merchant-1@paypal.com";
	simple.paymentType = TYPE_SERVICE;
	simple.paymentSubType = SUBTYPE_DONATIONS;
	simple.invoiceData = FullInvoice();
	simple.description = @"A note";
	simple.customId = @"custom-1";
	simple.merchantName = @"Joe's Bear Emporium";
	simple.ipnUrl = @"https://example.com/ipn";
	simple.memo = @"A memo";
	RunFlow([[[H2Delegate alloc] init] autorelease], @selector(checkoutWithPayment:), paypal, simple);
	PayPalAdvancedPayment *shown = paypal.payment;
	CHECK([shown.paymentCurrency isEqual:@"EUR"], @"paymentCurrency: %@", shown.paymentCurrency);
	CHECK([shown.merchantName isEqual:simple.merchantName], @"merchantName: %@", shown.merchantName);
	CHECK([shown.ipnUrl isEqual:simple.ipnUrl], @"ipnUrl: %@", shown.ipnUrl);
	CHECK([shown.memo isEqual:simple.memo], @"memo: %@", shown.memo);
	CHECK([shown.receiverPaymentDetails count] == 1, @"receiverPaymentDetails: %@", shown.receiverPaymentDetails);
	PayPalReceiverPaymentDetails *receiver = shown.singleReceiver;
	CHECK([receiver.recipient isEqual:simple.recipient], @"recipient: %@", receiver.recipient);
	CHECK(SameAmount(receiver.subTotal, simple.subTotal), @"subTotal: %@", receiver.subTotal);
	CHECK(receiver.paymentType == TYPE_SERVICE, @"paymentType: %d", (int)receiver.paymentType);
	CHECK(receiver.paymentSubType == SUBTYPE_DONATIONS, @"paymentSubType: %d", (int)receiver.paymentSubType);
	CHECK([receiver.description isEqual:@"A note"], @"description (the note): %@", receiver.description);
	CHECK([receiver.customId isEqual:simple.customId], @"customId: %@", receiver.customId);
	CHECK([receiver.merchantName isEqual:simple.merchantName], @"receiver merchantName: %@", receiver.merchantName);
	CHECK(!receiver.isPrimary, @"isPrimary: a simple payment's receiver is not primary");
	CheckInvoice(@"simple", receiver.invoiceData, simple.invoiceData);

	PayPalAdvancedPayment *advanced = ParallelPayment();
	advanced.merchantName = @"Parallel Merchant";
	advanced.ipnUrl = @"https://example.com/ipn2";
	advanced.memo = @"Memo 2";
	PayPalReceiverPaymentDetails *first = [advanced.receiverPaymentDetails objectAtIndex:0];
	first.isPrimary = YES;
	first.paymentType = TYPE_GOODS;
	first.invoiceData = FullInvoice();
	first.description = @"First note";
	first.customId = @"custom-2";
	first.merchantName = @"Receiver Merchant";
	RunFlow([[[H2Delegate alloc] init] autorelease], @selector(advancedCheckoutWithPayment:), paypal, advanced);
	shown = paypal.payment;
	CHECK([shown.merchantName isEqual:advanced.merchantName] && [shown.ipnUrl isEqual:advanced.ipnUrl] && [shown.memo isEqual:advanced.memo],
		@"merchantName, ipnUrl, memo: %@ %@ %@", shown.merchantName, shown.ipnUrl, shown.memo);
	CHECK([shown.receiverPaymentDetails count] == [advanced.receiverPaymentDetails count], @"receiverPaymentDetails: %@", shown.receiverPaymentDetails);
	if ([shown.receiverPaymentDetails count] == 0) return;
	receiver = [shown.receiverPaymentDetails objectAtIndex:0];
	CHECK(receiver.isPrimary, @"isPrimary");
	CHECK(receiver.paymentType == TYPE_GOODS, @"receiver paymentType: %d", (int)receiver.paymentType);
	CHECK([receiver.description isEqual:@"First note"], @"receiver description (the note): %@", receiver.description);
	CHECK([receiver.customId isEqual:@"custom-2"] && [receiver.merchantName isEqual:@"Receiver Merchant"], @"customId, merchantName: %@ %@",
		receiver.customId, receiver.merchantName);
	CHECK([receiver.recipient isEqual:first.recipient] && SameAmount(receiver.subTotal, first.subTotal), @"recipient, subTotal: %@ %@",
		receiver.recipient, receiver.subTotal);
	CheckInvoice(@"advanced", receiver.invoiceData, first.invoiceData);
}

int main(void) {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	NotInitializedOffTheMainThreadWithoutARunLoop();
	NotInitializedOnTheMainThreadBeforeTheRunLoopRuns();
	OnePayPalClassInTheRuntime();
	InitializeAndTheButton();
	FailureForms();
	SimpleCheckoutSucceeds();
	DynamicAmounts();
	ContextAndPreapproval();
	PaymentCrossesTheSeamWithEveryField();
	int status = MPLTestFinish();
	[pool release];
	return status;
}
