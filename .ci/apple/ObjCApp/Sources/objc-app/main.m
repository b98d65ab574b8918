//
//  main.m
//  Pays once in ENV_NONE and runs the main run loop, as an app's UIApplicationMain would, until paymentLibraryExit.
//  Exit status 0 only for "success COMPLETED" then "exit", all on the main thread.
//

#import <Foundation/Foundation.h>
#import "CheckoutScreen.h"

int main(void) {
    @autoreleasepool {
        printf("PayPalMPL %s\n", [[CheckoutScreen libraryVersion] UTF8String]);
        CheckoutScreen *screen = [[CheckoutScreen alloc] init];
        [screen pay];
        NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:120];
        while (!screen.finished && [deadline timeIntervalSinceNow] > 0) {
            [[NSRunLoop mainRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
        }
        NSString *calls = [screen.calls componentsJoinedByString:@", "];
        printf("callbacks: %s\n", [calls UTF8String]);
        return [calls isEqualToString:@"success COMPLETED, exit"] ? 0 : 1;
    }
}
