//
//  SampleAppDelegate.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: SampleSetup.initialize in Samples/Swift/SampleFlow.swift
//  (the Swift port defaults to ENV_NONE; pass ENV_SANDBOX to match this file).
//

#import "SampleAppDelegate.h"
#import "PayPal.h"

@implementation SampleAppDelegate

@synthesize window, navController;

- (void)applicationDidFinishLaunching:(UIApplication *)application {
	[window addSubview:navController.view];
	[window makeKeyAndVisible];
	[NSThread detachNewThreadSelector:@selector(initializePayPal) toTarget:self withObject:nil];
}

//Runs on its own thread, so it needs its own autorelease pool.
-(void)initializePayPal {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	[PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_SANDBOX];
	if ([PayPal initializationStatus] == STATUS_COMPLETED_ERROR) {
		NSLog(@"PayPal initialization failed; PaymentViewController retries in viewDidLoad");
	}
	[pool release];
}

- (void)dealloc {
	[navController release];
	[window release];
	[super dealloc];
}

@end
