//
//  CheckoutScreen.h
//  The checkout of an Objective-C app that moved from libPayPalMPL.a to the PayPalMPL package product.
//

#import <Foundation/Foundation.h>

/** Pays $10.00 with the 2011 API and records the delegate callbacks. */
@interface CheckoutScreen : NSObject

/** The callbacks so far, in order ("success COMPLETED", "failed", "canceled", "exit"; " off the main thread" after
 *  one that was). */
@property (nonatomic, readonly) NSArray *calls;
/** Whether paymentLibraryExit arrived. */
@property (nonatomic, readonly) BOOL finished;

/** Initializes the library in ENV_NONE (no network) and starts the checkout; callbacks come on the main run loop. */
- (void)pay;

@end

@interface CheckoutScreen (LibraryVersion)

/** The library's build version, read through `@import PayPalMPL;`. */
+ (NSString *)libraryVersion;

@end
