//
//  MPLCoding.h (private)
//  The value objects as JSON for the Swift engine (MPLEngine.h) and back: keys are the property names, amounts
//  decimal strings (never through double), nil values left out.
//

#import <Foundation/Foundation.h>
#import "PayPalPayment.h"
#import "PayPalAdvancedPayment.h"
#import "PayPalReceiverPaymentDetails.h"
#import "PayPalInvoiceData.h"
#import "PayPalInvoiceItem.h"
#import "PayPalAddress.h"
#import "PayPalAmounts.h"
#import "PayPalReceiverAmounts.h"
#import "PayPalContext.h"

/** JSON text of `object`, or nil when it cannot be written as JSON. */
NSString *MPLJSONString(id object);
/** The JSON value in UTF-8 `text`, or nil (NULL text, or not JSON). */
id MPLJSONObject(const char *text);
/** A malloc'd UTF-8 copy of `string` (the receiver frees it), or NULL for nil. */
char *MPLCopyUTF8(NSString *string);

/** Encoding for the engine. */
@interface PayPalPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary;
@end

@interface PayPalAdvancedPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary;
/** An advanced payment with `payment`'s one receiver, as PayPal.payment shows a simple payment. */
+ (PayPalAdvancedPayment *)mpl_advancedPaymentWrapping:(PayPalPayment *)payment;
@end

@interface PayPalAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary;
+ (PayPalAmounts *)mpl_amountsWithDictionary:(id)dictionary;
@end

@interface PayPalReceiverAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary;
+ (PayPalReceiverAmounts *)mpl_receiverAmountsWithDictionary:(id)dictionary;
@end

@interface PayPalAddress (MPLCoding)
/** An address from the engine's JSON (the only way to make one: the properties are read-only). */
+ (PayPalAddress *)mpl_addressWithDictionary:(id)dictionary;
@end

@interface PayPalContext (MPLCoding)
/** A context from a serialized dictionary the engine normalized. */
+ (PayPalContext *)mpl_contextWithDictionary:(NSDictionary *)dictionary;
@end
