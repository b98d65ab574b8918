#import "AppDelegate.h"
#import "PayPal.h"

@implementation AppDelegate

@synthesize window;

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [NSThread detachNewThreadSelector:@selector(initializePayPal) toTarget:self withObject:nil];
    [window makeKeyAndVisible];
    return YES;
}

// Initialization talks to PayPal, so it runs off the main thread.
- (void)initializePayPal {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    [PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_SANDBOX];
    // [PayPal initializeWithAppID:@"APP-OLD" forEnvironment:ENV_LIVE];
    if ([PayPal initializationStatus] == STATUS_COMPLETED_SUCCESS) {
        NSLog(@"PayPal library %@ ready", [PayPal buildVersion]);
    }
    [pool release];
}

@end
