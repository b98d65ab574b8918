//
//  SampleDriver.m
//  Runs the 2011 sample view controllers of Samples/ObjC, unchanged, as an app would: the view loads, the
//  "Pay with PayPal" button is touched, the main run loop runs until the library exits. Prints what the samples
//  log (their delegate callbacks) in mpl-demo's format, so CI can compare the two: "flow simple", then
//  "  callback paymentSuccessWithKey:andStatus: <key> 0", …
//
//  ENV_NONE (default): the in-process simulator. --sandbox: the samples' own SampleAppDelegate initializes for
//  ENV_SANDBOX on a background thread, exactly as written in 2011; the REST client id, the base URL and the
//  scripted buyer come from the environment (LEGACY_MPL_CLIENT_ID, LEGACY_MPL_BASE_URL, LEGACY_MPL_SECRET,
//  LEGACY_MPL_SANDBOX_BUYER): no code change. --preapproval-key KEY: the key the merchant's server created.
//  Linux build: bash Samples/ObjC/build-linux.sh sample-driver Samples/ObjC/Driver/SampleDriver.m Samples/ObjC/*/*.m
//

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#import "PayPal.h"
#import "SampleAppDelegate.h"
#import "SimplePaymentViewController.h"
#import "ParallelPaymentViewController.h"
#import "ChainedPaymentViewController.h"
#import "PreapprovalViewController.h"
#import "DynamicAmountViewController.h"

static volatile BOOL MPLLibraryExited = NO;

/** The samples log their callbacks with NSLog: print each line as "  callback <line>" and notice the exit. */
static void DriverLog(NSString *message) {
	NSRange prefix = [message rangeOfString:@"] "];
	NSString *line = prefix.location == NSNotFound ? message : [message substringFromIndex:NSMaxRange(prefix)];
	line = [line stringByTrimmingCharactersInSet:[NSCharacterSet newlineCharacterSet]];
	if ([line hasPrefix:@"LegacyMPL: "]) {
		fprintf(stderr, "%s\n", [line UTF8String]);
		return;
	}
	printf("  callback %s\n", [line UTF8String]);
	fflush(stdout);
	if ([line isEqual:@"paymentLibraryExit"]) MPLLibraryExited = YES;
}

/** Touches the button of `controller` whose action is `action`, as the buyer does. */
static BOOL TouchButton(UIViewController *controller, SEL action) {
	NSArray *subviews = [controller.view subviews];
	NSUInteger i;
	for (i = 0; i < [subviews count]; i++) {
		UIButton *button = [subviews objectAtIndex:i];
		if ([button isKindOfClass:[UIButton class]] && [[button actionsForTarget:controller forControlEvent:UIControlEventTouchUpInside]
				containsObject:NSStringFromSelector(action)]) {
			[button sendActionsForControlEvents:UIControlEventTouchUpInside];
			return YES;
		}
	}
	return NO;
}

/** Runs one flow: load the view, touch the button, run the main run loop until paymentLibraryExit. */
static BOOL RunFlow(NSString *name, PaymentViewController *controller, SEL action) {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	printf("flow %s\n", [name UTF8String]);
	fflush(stdout);
	MPLLibraryExited = NO;
	[controller view]; // loads the view: viewDidLoad places the button
	BOOL touched = TouchButton(controller, action);
	if (!touched) printf("  driver: no button sends %s\n", [NSStringFromSelector(action) UTF8String]);
	NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:60];
	while (touched && !MPLLibraryExited && [deadline timeIntervalSinceNow] > 0) {
		NSAutoreleasePool *inner = [[NSAutoreleasePool alloc] init];
		[[NSRunLoop mainRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.05]];
		[inner release];
	}
	BOOL exited = MPLLibraryExited;
	[controller release];
	[pool release];
	return exited;
}

int main(int argc, const char *argv[]) {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	_NSLog_printf_handler = DriverLog;
	BOOL sandbox = NO;
	NSString *preapprovalKey = nil;
	NSArray *flows = [NSArray arrayWithObjects:@"simple", @"parallel", @"chained", @"preapproval", @"dynamicAmounts", @"dynamicAmountsAdvanced", nil];
	int i;
	for (i = 1; i < argc; i++) {
		NSString *argument = [NSString stringWithUTF8String:argv[i]];
		if ([argument isEqual:@"--sandbox"]) sandbox = YES;
		else if ([argument isEqual:@"--preapproval-key"] && i + 1 < argc) preapprovalKey = [NSString stringWithUTF8String:argv[++i]];
		else if ([argument isEqual:@"--flows"] && i + 1 < argc) flows = [[NSString stringWithUTF8String:argv[++i]] componentsSeparatedByString:@","];
		else {
			fprintf(stderr, "usage: %s [--sandbox] [--preapproval-key KEY] [--flows simple,parallel,…]\n", argv[0]);
			return 2;
		}
	}

	SampleAppDelegate *appDelegate = [[SampleAppDelegate alloc] init];
	[UIApplication sharedApplication].delegate = appDelegate;
	if (sandbox) {
		// As the 2011 app: initialize on a background thread at launch; the view controllers wait for it.
		[NSThread detachNewThreadSelector:@selector(initializePayPal) toTarget:appDelegate withObject:nil];
		NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:10];
		while ([PayPal initializationStatus] != STATUS_COMPLETED_SUCCESS && [PayPal initializationStatus] != STATUS_COMPLETED_ERROR
			   && [deadline timeIntervalSinceNow] > 0) {
			[[NSRunLoop mainRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.02]];
		}
	} else {
		[PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
	}
	printf("initialized %s: status %d\n", sandbox ? "ENV_SANDBOX" : "ENV_NONE (in-process simulator)", (int)[PayPal initializationStatus]);
	if ([PayPal initializationStatus] != STATUS_COMPLETED_SUCCESS) {
		fprintf(stderr, "initialization failed: set LEGACY_MPL_CLIENT_ID (and LEGACY_MPL_BASE_URL) for --sandbox\n");
		return 1;
	}

	int failures = 0;
	NSUInteger f;
	for (f = 0; f < [flows count]; f++) {
		NSString *flow = [flows objectAtIndex:f];
		BOOL exited;
		if ([flow isEqual:@"simple"]) {
			exited = RunFlow(flow, [[SimplePaymentViewController alloc] init], @selector(payWithPayPal));
		} else if ([flow isEqual:@"parallel"]) {
			exited = RunFlow(flow, [[ParallelPaymentViewController alloc] init], @selector(payWithPayPal));
		} else if ([flow isEqual:@"chained"]) {
			exited = RunFlow(flow, [[ChainedPaymentViewController alloc] init], @selector(payWithPayPal));
		} else if ([flow isEqual:@"preapproval"]) {
			PreapprovalViewController *controller = [[PreapprovalViewController alloc] init];
			controller.preapprovalKey = preapprovalKey != nil ? preapprovalKey : [PayPal demoPreapprovalKey];
			exited = RunFlow(flow, controller, @selector(payWithPayPal));
		} else if ([flow isEqual:@"dynamicAmounts"]) {
			exited = RunFlow(flow, [[DynamicAmountViewController alloc] init], @selector(payWithPayPal));
		} else if ([flow isEqual:@"dynamicAmountsAdvanced"]) {
			exited = RunFlow(flow, [[DynamicAmountViewController alloc] init], @selector(payAdvancedWithPayPal));
		} else {
			fprintf(stderr, "unknown flow %s\n", [flow UTF8String]);
			return 2;
		}
		if (!exited) {
			printf("  driver: flow %s did not end with paymentLibraryExit\n", [flow UTF8String]);
			failures++;
		}
	}
	[appDelegate release];
	[pool release];
	return failures == 0 ? 0 : 1;
}
