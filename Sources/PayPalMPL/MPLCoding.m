//
//  MPLCoding.m (private)
//  The value objects as JSON-ready dictionaries for the engine, the engine's JSON as value objects, and the
//  JSON/UTF-8 helpers (see MPLCoding.h for the format). MRC and ARC.
//

#import "MPLCoding.h"
#import "MPLCompat.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- JSON and UTF-8 ---- */

/** Whether `value` can be written as JSON: NSString, NSNull, a finite NSNumber, or an NSArray / NSDictionary (string
 *  keys) of such values. Checked here because GNUstep's NSJSONSerialization accepts anything: it silently drops
 *  objects it cannot write (an NSDate, NSData) and writes inf and nan, which are not JSON. */
static BOOL MPLIsJSONValue(id value, unsigned depth) {
	if (depth > 512) return NO;
	if ([value isKindOfClass:[NSString class]] || value == (id)[NSNull null]) return YES;
	if ([value isKindOfClass:[NSNumber class]]) {
		if ([value isKindOfClass:[NSDecimalNumber class]]) {
			NSDecimal decimal = [value decimalValue];
			return !NSDecimalIsNotANumber(&decimal);
		}
		const char *type = [value objCType];
		if (type != NULL && (strcmp(type, @encode(double)) == 0 || strcmp(type, @encode(float)) == 0)) {
			return isfinite([value doubleValue]) ? YES : NO;
		}
		return YES;
	}
	if ([value isKindOfClass:[NSArray class]]) {
		NSUInteger i;
		for (i = 0; i < [value count]; i++) {
			if (!MPLIsJSONValue([value objectAtIndex:i], depth + 1)) return NO;
		}
		return YES;
	}
	if ([value isKindOfClass:[NSDictionary class]]) {
		NSArray *keys = [value allKeys];
		NSUInteger i;
		for (i = 0; i < [keys count]; i++) {
			id key = [keys objectAtIndex:i];
			if (![key isKindOfClass:[NSString class]] || !MPLIsJSONValue([value objectForKey:key], depth + 1)) return NO;
		}
		return YES;
	}
	return NO;
}

NSString *MPLJSONString(id object) {
	if (![object isKindOfClass:[NSArray class]] && ![object isKindOfClass:[NSDictionary class]]) return nil;
	if (!MPLIsJSONValue(object, 0) || ![NSJSONSerialization isValidJSONObject:object]) return nil;
	NSData *data = nil;
	@try {
		data = [NSJSONSerialization dataWithJSONObject:object options:0 error:NULL];
	} @catch (NSException *exception) {
		data = nil;
	}
	if (data == nil) return nil;
	return MPL_AUTORELEASE([[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]);
}

id MPLJSONObject(const char *utf8) {
	if (utf8 == NULL) return nil;
	NSData *data = [NSData dataWithBytes:utf8 length:strlen(utf8)];
	return [NSJSONSerialization JSONObjectWithData:data options:NSJSONReadingAllowFragments error:NULL];
}

char *MPLCopyUTF8(NSString *string) {
	if (string == nil) return NULL;
	const char *utf8 = [string UTF8String];
	return utf8 != NULL ? strdup(utf8) : NULL;
}

/* ---- Writing values ---- */

/** Sets a text value under `key`; nil (or NSNull) leaves the key out; a value that is not a string is written as
 *  its description. */
static void MPLPutString(NSMutableDictionary *dictionary, NSString *key, id value) {
	if (value == nil || value == (id)[NSNull null]) return;
	[dictionary setObject:[value isKindOfClass:[NSString class]] ? value : [value description] forKey:key];
}

/** Sets an amount under `key` as a decimal string: a number (NSDecimalNumber or NSNumber) by
 *  -descriptionWithLocale:nil, never through double; a string passes through; nil (or NSNull) leaves the key out. */
static void MPLPutAmount(NSMutableDictionary *dictionary, NSString *key, id value) {
	if (value == nil || value == (id)[NSNull null]) return;
	if ([value isKindOfClass:[NSNumber class]]) {
		[dictionary setObject:[value descriptionWithLocale:nil] forKey:key];
	} else if ([value isKindOfClass:[NSString class]]) {
		[dictionary setObject:value forKey:key];
	} else {
		[dictionary setObject:[value description] forKey:key];
	}
}

/** Sets an enum under `key` as a JSON integer. */
static void MPLPutInteger(NSMutableDictionary *dictionary, NSString *key, int value) {
	[dictionary setObject:[NSNumber numberWithInt:value] forKey:key];
}

/** Sets a BOOL under `key` as a JSON boolean. */
static void MPLPutBool(NSMutableDictionary *dictionary, NSString *key, BOOL value) {
	[dictionary setObject:[NSNumber numberWithBool:value] forKey:key];
}

/** Sets the invoice data under MPLEngineKeyInvoiceData when it is a PayPalInvoiceData; else leaves the key out. */
static void MPLPutInvoice(NSMutableDictionary *dictionary, id invoiceData) {
	if ([invoiceData isKindOfClass:[PayPalInvoiceData class]]) {
		[dictionary setObject:[(PayPalInvoiceData *)invoiceData mpl_dictionary] forKey:@MPLEngineKeyInvoiceData];
	}
}

/* ---- Reading values ---- */

/** The string under `key`, or nil (absent, or not a string). */
static NSString *MPLStringValue(NSDictionary *dictionary, NSString *key) {
	id value = [dictionary objectForKey:key];
	return [value isKindOfClass:[NSString class]] ? value : nil;
}

/** The amount under `key` (a decimal string, or a JSON number read through its text), or nil. */
static NSDecimalNumber *MPLAmountValue(NSDictionary *dictionary, NSString *key) {
	id value = [dictionary objectForKey:key];
	if ([value isKindOfClass:[NSDecimalNumber class]]) return value;
	if ([value isKindOfClass:[NSNumber class]]) value = [value descriptionWithLocale:nil];
	if (![value isKindOfClass:[NSString class]]) return nil;
	return [NSDecimalNumber decimalNumberWithString:value locale:nil];
}

/** A BOOL read from a JSON boolean (NO when absent or not a number). */
static BOOL MPLBoolValue(NSDictionary *dictionary, NSString *key) {
	id value = [dictionary objectForKey:key];
	return [value isKindOfClass:[NSNumber class]] ? [value boolValue] : NO;
}

/** An enum read from a JSON integer, or `absent`. */
static int MPLIntegerValue(NSDictionary *dictionary, NSString *key, int absent) {
	id value = [dictionary objectForKey:key];
	return [value isKindOfClass:[NSNumber class]] ? [value intValue] : absent;
}

/** The objects `decode` reads from the dictionaries of a JSON array (an entry that is not a dictionary becomes NSNull),
 *  or nil when `entries` is not an array. */
static NSMutableArray *MPLObjectsWithArray(id entries, id (*decode)(NSDictionary *)) {
	if (![entries isKindOfClass:[NSArray class]]) return nil;
	NSMutableArray *objects = [NSMutableArray arrayWithCapacity:[entries count]];
	NSUInteger i;
	for (i = 0; i < [entries count]; i++) {
		id entry = [entries objectAtIndex:i];
		[objects addObject:[entry isKindOfClass:[NSDictionary class]] ? decode(entry) : (id)[NSNull null]];
	}
	return objects;
}

/** An invoice item read from the engine's JSON object (a dictionary). */
static id MPLInvoiceItemWithDictionary(NSDictionary *dictionary) {
	PayPalInvoiceItem *item = MPL_AUTORELEASE([[PayPalInvoiceItem alloc] init]);
	item.name = MPLStringValue(dictionary, @MPLEngineKeyName);
	item.itemId = MPLStringValue(dictionary, @MPLEngineKeyItemId);
	item.totalPrice = MPLAmountValue(dictionary, @MPLEngineKeyTotalPrice);
	item.itemPrice = MPLAmountValue(dictionary, @MPLEngineKeyItemPrice);
	item.itemCount = MPLAmountValue(dictionary, @MPLEngineKeyItemCount);
	return item;
}

/** Invoice data read from the engine's JSON object, or nil when it is not a dictionary. */
static PayPalInvoiceData *MPLInvoiceDataWithDictionary(id dictionary) {
	if (![dictionary isKindOfClass:[NSDictionary class]]) return nil;
	PayPalInvoiceData *data = MPL_AUTORELEASE([[PayPalInvoiceData alloc] init]);
	data.totalTax = MPLAmountValue(dictionary, @MPLEngineKeyTotalTax);
	data.totalShipping = MPLAmountValue(dictionary, @MPLEngineKeyTotalShipping);
	data.invoiceItems = MPLObjectsWithArray([dictionary objectForKey:@MPLEngineKeyInvoiceItems], MPLInvoiceItemWithDictionary);
	return data;
}

/** A receiver read from the engine's JSON object (a dictionary). */
static id MPLReceiverWithDictionary(NSDictionary *dictionary) {
	PayPalReceiverPaymentDetails *receiver = MPL_AUTORELEASE([[PayPalReceiverPaymentDetails alloc] init]);
	receiver.recipient = MPLStringValue(dictionary, @MPLEngineKeyRecipient);
	receiver.subTotal = MPLAmountValue(dictionary, @MPLEngineKeySubTotal);
	receiver.isPrimary = MPLBoolValue(dictionary, @MPLEngineKeyIsPrimary);
	receiver.paymentType = (PayPalPaymentType)MPLIntegerValue(dictionary, @MPLEngineKeyPaymentType, (int)TYPE_NOT_SET);
	receiver.paymentSubType = (PayPalPaymentSubType)MPLIntegerValue(dictionary, @MPLEngineKeyPaymentSubType, (int)SUBTYPE_NOT_SET);
	receiver.invoiceData = MPLInvoiceDataWithDictionary([dictionary objectForKey:@MPLEngineKeyInvoiceData]);
	NSString *note = MPLStringValue(dictionary, @MPLEngineKeyNote);
	if (note != nil) receiver.description = note;
	receiver.customId = MPLStringValue(dictionary, @MPLEngineKeyCustomId);
	receiver.merchantName = MPLStringValue(dictionary, @MPLEngineKeyMerchantName);
	return receiver;
}

/* ---- Encoding ---- */

@implementation PayPalInvoiceItem (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyName, self.name);
	MPLPutString(dictionary, @MPLEngineKeyItemId, self.itemId);
	MPLPutAmount(dictionary, @MPLEngineKeyTotalPrice, self.totalPrice);
	MPLPutAmount(dictionary, @MPLEngineKeyItemPrice, self.itemPrice);
	MPLPutAmount(dictionary, @MPLEngineKeyItemCount, self.itemCount);
	return dictionary;
}
@end

@implementation PayPalInvoiceData (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutAmount(dictionary, @MPLEngineKeyTotalTax, self.totalTax);
	MPLPutAmount(dictionary, @MPLEngineKeyTotalShipping, self.totalShipping);
	NSArray *items = self.invoiceItems;
	if (items != nil) {
		NSMutableArray *entries = [NSMutableArray arrayWithCapacity:[items count]];
		NSUInteger i;
		for (i = 0; i < [items count]; i++) {
			id item = [items objectAtIndex:i];
			[entries addObject:[item isKindOfClass:[PayPalInvoiceItem class]] ? (id)[item mpl_dictionary] : (id)[NSNull null]];
		}
		[dictionary setObject:entries forKey:@MPLEngineKeyInvoiceItems];
	}
	return dictionary;
}
@end

/** The fields a simple payment and a receiver share: MPLEngineKeyPaymentType, MPLEngineKeyPaymentSubType,
 *  MPLEngineKeyInvoiceData, MPLEngineKeyNote (the note, when set), MPLEngineKeyCustomId, MPLEngineKeyMerchantName. */
static void MPLPutReceiverFields(NSMutableDictionary *dictionary, PayPalPaymentType type, PayPalPaymentSubType subType,
		id invoiceData, NSString *note, NSString *customId, NSString *merchantName) {
	MPLPutInteger(dictionary, @MPLEngineKeyPaymentType, (int)type);
	MPLPutInteger(dictionary, @MPLEngineKeyPaymentSubType, (int)subType);
	MPLPutInvoice(dictionary, invoiceData);
	MPLPutString(dictionary, @MPLEngineKeyNote, note);
	MPLPutString(dictionary, @MPLEngineKeyCustomId, customId);
	MPLPutString(dictionary, @MPLEngineKeyMerchantName, merchantName);
}

@implementation PayPalPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyPaymentCurrency, self.paymentCurrency);
	MPLPutAmount(dictionary, @MPLEngineKeySubTotal, self.subTotal);
	MPLPutString(dictionary, @MPLEngineKeyRecipient, self.recipient);
	MPLPutReceiverFields(dictionary, self.paymentType, self.paymentSubType, self.invoiceData, [self mpl_note], self.customId,
		self.merchantName);
	MPLPutString(dictionary, @MPLEngineKeyIpnUrl, self.ipnUrl);
	MPLPutString(dictionary, @MPLEngineKeyMemo, self.memo);
	return dictionary;
}
@end

@implementation PayPalReceiverPaymentDetails (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyRecipient, self.recipient);
	MPLPutAmount(dictionary, @MPLEngineKeySubTotal, self.subTotal);
	MPLPutBool(dictionary, @MPLEngineKeyIsPrimary, self.isPrimary);
	MPLPutReceiverFields(dictionary, self.paymentType, self.paymentSubType, self.invoiceData, [self mpl_note], self.customId,
		self.merchantName);
	return dictionary;
}
@end

@implementation PayPalAdvancedPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyPaymentCurrency, self.paymentCurrency);
	MPLPutString(dictionary, @MPLEngineKeyMerchantName, self.merchantName);
	MPLPutString(dictionary, @MPLEngineKeyIpnUrl, self.ipnUrl);
	MPLPutString(dictionary, @MPLEngineKeyMemo, self.memo);
	NSArray *receivers = self.receiverPaymentDetails;
	if (receivers != nil) {
		NSMutableArray *entries = [NSMutableArray arrayWithCapacity:[receivers count]];
		NSUInteger i;
		for (i = 0; i < [receivers count]; i++) {
			id receiver = [receivers objectAtIndex:i];
			[entries addObject:[receiver isKindOfClass:[PayPalReceiverPaymentDetails class]] ? (id)[receiver mpl_dictionary]
				: (id)[NSNull null]];
		}
		[dictionary setObject:entries forKey:@MPLEngineKeyReceiverPaymentDetails];
	}
	return dictionary;
}

+ (PayPalAdvancedPayment *)mpl_paymentWithDictionary:(id)dictionary {
	if (![dictionary isKindOfClass:[NSDictionary class]]) return nil;
	PayPalAdvancedPayment *payment = MPL_AUTORELEASE([[PayPalAdvancedPayment alloc] init]);
	payment.paymentCurrency = MPLStringValue(dictionary, @MPLEngineKeyPaymentCurrency);
	payment.merchantName = MPLStringValue(dictionary, @MPLEngineKeyMerchantName);
	payment.ipnUrl = MPLStringValue(dictionary, @MPLEngineKeyIpnUrl);
	payment.memo = MPLStringValue(dictionary, @MPLEngineKeyMemo);
	payment.receiverPaymentDetails = MPLObjectsWithArray([dictionary objectForKey:@MPLEngineKeyReceiverPaymentDetails], MPLReceiverWithDictionary);
	return payment;
}
@end

@implementation PayPalAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyCurrency, self.currency);
	MPLPutAmount(dictionary, @MPLEngineKeyPaymentAmount, self.payment_amount);
	MPLPutAmount(dictionary, @MPLEngineKeyTax, self.tax);
	MPLPutAmount(dictionary, @MPLEngineKeyShipping, self.shipping);
	return dictionary;
}

+ (PayPalAmounts *)mpl_amountsWithDictionary:(id)dictionary {
	if (![dictionary isKindOfClass:[NSDictionary class]]) return nil;
	PayPalAmounts *amounts = MPL_AUTORELEASE([[PayPalAmounts alloc] init]);
	amounts.currency = MPLStringValue(dictionary, @MPLEngineKeyCurrency);
	amounts.payment_amount = MPLAmountValue(dictionary, @MPLEngineKeyPaymentAmount);
	amounts.tax = MPLAmountValue(dictionary, @MPLEngineKeyTax);
	amounts.shipping = MPLAmountValue(dictionary, @MPLEngineKeyShipping);
	return amounts;
}
@end

@implementation PayPalReceiverAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyRecipient, self.recipient);
	id value = self.amounts;
	if ([value isKindOfClass:[PayPalAmounts class]]) [dictionary setObject:[value mpl_dictionary] forKey:@MPLEngineKeyAmounts];
	return dictionary;
}

+ (PayPalReceiverAmounts *)mpl_receiverAmountsWithDictionary:(id)dictionary {
	PayPalReceiverAmounts *receiver = MPL_AUTORELEASE([[PayPalReceiverAmounts alloc] init]);
	if ([dictionary isKindOfClass:[NSDictionary class]]) {
		receiver.recipient = MPLStringValue(dictionary, @MPLEngineKeyRecipient);
		receiver.amounts = [PayPalAmounts mpl_amountsWithDictionary:[dictionary objectForKey:@MPLEngineKeyAmounts]];
	}
	return receiver;
}
@end

@implementation PayPalAddress (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @MPLEngineKeyName, self.name);
	MPLPutString(dictionary, @MPLEngineKeyStreet1, self.street1);
	MPLPutString(dictionary, @MPLEngineKeyStreet2, self.street2);
	MPLPutString(dictionary, @MPLEngineKeyCity, self.city);
	MPLPutString(dictionary, @MPLEngineKeyState, self.state);
	MPLPutString(dictionary, @MPLEngineKeyPostalCode, self.postalcode);
	MPLPutString(dictionary, @MPLEngineKeyCountryCode, self.countrycode);
	return dictionary;
}

+ (PayPalAddress *)mpl_addressWithDictionary:(id)dictionary {
	if (![dictionary isKindOfClass:[NSDictionary class]]) dictionary = nil;
	return MPL_AUTORELEASE([[PayPalAddress alloc] initWithMPLName:MPLStringValue(dictionary, @MPLEngineKeyName)
		street1:MPLStringValue(dictionary, @MPLEngineKeyStreet1) street2:MPLStringValue(dictionary, @MPLEngineKeyStreet2)
		city:MPLStringValue(dictionary, @MPLEngineKeyCity) state:MPLStringValue(dictionary, @MPLEngineKeyState)
		postalcode:MPLStringValue(dictionary, @MPLEngineKeyPostalCode) countrycode:MPLStringValue(dictionary, @MPLEngineKeyCountryCode)]);
}
@end
