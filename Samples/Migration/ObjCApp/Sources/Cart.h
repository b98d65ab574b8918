#import <Foundation/Foundation.h>

// The app's own cart. Its method names overlap with the library's on purpose: none of this is legacy API.
@interface Cart : NSObject

@property (nonatomic, assign) BOOL shippingEnabled;
@property (nonatomic, retain) NSDecimalNumber *subtotal;

- (void)checkoutWithPayment:(id)payment;
- (void)markPaidWithKey:(NSString *)payKey;
- (void)paymentCanceled;
- (void)reopen;

@end
