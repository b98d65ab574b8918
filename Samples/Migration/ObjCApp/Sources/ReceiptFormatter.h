#import <Foundation/Foundation.h>

// Formats receipts. No PayPal API here: "PayPalPayment" in this comment is only a word.
@interface ReceiptFormatter : NSObject
- (NSString *)legacyHint;
- (NSString *)environmentName;
- (NSString *)versionLine;
- (BOOL)isLive;
@end
