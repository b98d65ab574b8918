//
//  MPLCoding.h (private)
//  The value objects as JSON-ready dictionaries for the Swift engine (MPLEngine.h), the engine's JSON back as
//  value objects, and the JSON/UTF-8 helpers. Apps never include it.
//
//  Format: keys are the Objective-C property names, spelled once for this layer and the Swift engine in CMPLEngine's
//  MPLEngineKeys.h (written `@MPLEngineKeyMemo` here; a note, the `description` property, is MPLEngineKeyNote); strings
//  stay strings; a nil property leaves its key out; BOOLs are JSON booleans; enums are integers; every amount
//  (NSDecimalNumber or NSNumber, itemCount included) is a decimal string made by -descriptionWithLocale:nil ("10.5";
//  never through double), and an NSString stored where an amount was expected passes through as that string. An
//  array entry of the wrong class becomes NSNull.
//

#ifndef MPL_CODING_H
#define MPL_CODING_H

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
#include "MPLEngineKeys.h"

/* ---- JSON and UTF-8 ---- */

/** The JSON text of `object`, an NSDictionary or NSArray of JSON values (NSString, finite NSNumber, NSNull, NSArray,
 *  NSDictionary with string keys), or nil when it is anything else (checked before NSJSONSerialization, which on
 *  GNUstep silently drops what it cannot write). */
NSString *MPLJSONString(id object);
/** The JSON value in the UTF-8 text `utf8` (fragments allowed; NSNull for null), or nil for NULL or bad JSON. */
id MPLJSONObject(const char *utf8);
/** A malloc'd UTF-8 copy of `string` (whoever receives it frees it), or NULL for nil. */
char *MPLCopyUTF8(NSString *string);

/* ---- Encoding (MPLCoding.m) ---- */

/** A simple payment as JSON: {paymentCurrency, subTotal, recipient, paymentType, paymentSubType, invoiceData, note
 *  (only when one was set), customId, merchantName, ipnUrl, memo} (MPLEngineKeys.h). */
@interface PayPalPayment (MPLCoding)
/** The payment as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
@end

/** An advanced payment as JSON: {paymentCurrency, merchantName, ipnUrl, memo, receiverPaymentDetails}, and back. */
@interface PayPalAdvancedPayment (MPLCoding)
/** The payment and each receiver (an entry that is not a PayPalReceiverPaymentDetails becomes NSNull). */
- (NSDictionary *)mpl_dictionary;
/** An advanced payment read from the engine's JSON object (PayPal.payment: the engine wraps a simple payment), or nil
 *  when it is not a dictionary; a receiver that is not an object stays NSNull. */
+ (PayPalAdvancedPayment *)mpl_paymentWithDictionary:(id)dictionary;
@end

/** A receiver as JSON: {recipient, subTotal, isPrimary, paymentType, paymentSubType, invoiceData, note (only when one
 *  was set), customId, merchantName}. */
@interface PayPalReceiverPaymentDetails (MPLCoding)
/** The receiver as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
@end

/** Invoice data as JSON: {totalTax, totalShipping, invoiceItems}. */
@interface PayPalInvoiceData (MPLCoding)
/** The invoice data and each item (an entry that is not a PayPalInvoiceItem becomes NSNull). */
- (NSDictionary *)mpl_dictionary;
@end

/** An invoice item as JSON: {name, itemId, totalPrice, itemPrice, itemCount} (itemCount a string too). */
@interface PayPalInvoiceItem (MPLCoding)
/** The item as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
@end

/** Amounts as JSON: {currency, payment_amount, tax, shipping}, and back. */
@interface PayPalAmounts (MPLCoding)
/** The amounts as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
/** Amounts read from the engine's JSON object (amounts as decimal strings), or nil when it is not a dictionary. */
+ (PayPalAmounts *)mpl_amountsWithDictionary:(id)dictionary;
@end

/** A receiver's amounts as JSON: {recipient, amounts}, and back. */
@interface PayPalReceiverAmounts (MPLCoding)
/** The receiver's amounts as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
/** Receiver amounts read from the engine's JSON object; never nil (empty when it is not a dictionary). */
+ (PayPalReceiverAmounts *)mpl_receiverAmountsWithDictionary:(id)dictionary;
@end

/** An address as JSON: {name, street1, street2, city, state, postalcode, countrycode}, and back. */
@interface PayPalAddress (MPLCoding)
/** The address as a JSON-ready dictionary. */
- (NSDictionary *)mpl_dictionary;
/** An address read from the engine's JSON object; never nil (empty when it is not a dictionary). */
+ (PayPalAddress *)mpl_addressWithDictionary:(id)dictionary;
@end

/* ---- Private accessors (implemented in the classes' own files) ---- */

/** The note of a simple payment (PayPalPayment.m). */
@interface PayPalPayment (MPLPrivate)
/** The payment note, nil when none was set (-description reads @"" then). */
- (NSString *)mpl_note;
@end

/** The note of a receiver (PayPalReceiverPaymentDetails.m). */
@interface PayPalReceiverPaymentDetails (MPLPrivate)
/** The payment note, nil when none was set (-description reads @"" then). */
- (NSString *)mpl_note;
@end

/** The only way to make a filled address: its public properties are read-only (PayPalAddress.m). */
@interface PayPalAddress (MPLPrivate)
/** An address with these fields (each may be nil). The name starts with `init` so that ARC counts it in the init
 *  family (it assigns self and returns a retained object); the MPL after it keeps it apart from any app category. */
- (id)initWithMPLName:(NSString *)name street1:(NSString *)street1 street2:(NSString *)street2 city:(NSString *)city
	state:(NSString *)state postalcode:(NSString *)postalcode countrycode:(NSString *)countrycode;
@end

/** A context from the engine (PayPalContext.m). */
@interface PayPalContext (MPLPrivate)
/** A context with every property read from a serialized dictionary the engine normalized; its other keys (the
 *  ordersV2… resume data) are kept for -serialize. */
+ (PayPalContext *)mpl_contextWithDictionary:(NSDictionary *)dictionary;
@end

#endif
