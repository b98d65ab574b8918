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

/** Sets the invoice data under "invoiceData" when it is a PayPalInvoiceData; else leaves the key out. */
static void MPLPutInvoice(NSMutableDictionary *dictionary, id invoiceData) {
	if ([invoiceData isKindOfClass:[PayPalInvoiceData class]]) {
		[dictionary setObject:[(PayPalInvoiceData *)invoiceData mpl_dictionary] forKey:@"invoiceData"];
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

/* ---- Encoding ---- */

@implementation PayPalInvoiceItem (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"name", self.name);
	MPLPutString(dictionary, @"itemId", self.itemId);
	MPLPutAmount(dictionary, @"totalPrice", self.totalPrice);
	MPLPutAmount(dictionary, @"itemPrice", self.itemPrice);
	MPLPutAmount(dictionary, @"itemCount", self.itemCount);
	return dictionary;
}
@end

@implementation PayPalInvoiceData (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutAmount(dictionary, @"totalTax", self.totalTax);
	MPLPutAmount(dictionary, @"totalShipping", self.totalShipping);
	NSArray *items = self.invoiceItems;
	if (items != nil) {
		NSMutableArray *entries = [NSMutableArray arrayWithCapacity:[items count]];
		NSUInteger i;
		for (i = 0; i < [items count]; i++) {
			id item = [items objectAtIndex:i];
			[entries addObject:[item isKindOfClass:[PayPalInvoiceItem class]] ? (id)[item mpl_dictionary] : (id)[NSNull null]];
		}
		[dictionary setObject:entries forKey:@"invoiceItems"];
	}
	return dictionary;
}
@end

/** The fields a simple payment and a receiver share: "paymentType", "paymentSubType", "invoiceData", "description"
 *  (the note, when set), "customId", "merchantName". */
static void MPLPutReceiverFields(NSMutableDictionary *dictionary, PayPalPaymentType type, PayPalPaymentSubType subType,
		id invoiceData, NSString *note, NSString *customId, NSString *merchantName) {
	MPLPutInteger(dictionary, @"paymentType", (int)type);
	MPLPutInteger(dictionary, @"paymentSubType", (int)subType);
	MPLPutInvoice(dictionary, invoiceData);
	MPLPutString(dictionary, @"description", note);
	MPLPutString(dictionary, @"customId", customId);
	MPLPutString(dictionary, @"merchantName", merchantName);
}

@implementation PayPalPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"paymentCurrency", self.paymentCurrency);
	MPLPutAmount(dictionary, @"subTotal", self.subTotal);
	MPLPutString(dictionary, @"recipient", self.recipient);
	MPLPutReceiverFields(dictionary, self.paymentType, self.paymentSubType, self.invoiceData, [self mpl_note], self.customId,
		self.merchantName);
	MPLPutString(dictionary, @"ipnUrl", self.ipnUrl);
	MPLPutString(dictionary, @"memo", self.memo);
	return dictionary;
}
@end

@implementation PayPalReceiverPaymentDetails (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"recipient", self.recipient);
	MPLPutAmount(dictionary, @"subTotal", self.subTotal);
	MPLPutBool(dictionary, @"isPrimary", self.isPrimary);
	MPLPutReceiverFields(dictionary, self.paymentType, self.paymentSubType, self.invoiceData, [self mpl_note], self.customId,
		self.merchantName);
	return dictionary;
}
@end

@implementation PayPalAdvancedPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"paymentCurrency", self.paymentCurrency);
	MPLPutString(dictionary, @"merchantName", self.merchantName);
	MPLPutString(dictionary, @"ipnUrl", self.ipnUrl);
	MPLPutString(dictionary, @"memo", self.memo);
	NSArray *receivers = self.receiverPaymentDetails;
	if (receivers != nil) {
		NSMutableArray *entries = [NSMutableArray arrayWithCapacity:[receivers count]];
		NSUInteger i;
		for (i = 0; i < [receivers count]; i++) {
			id receiver = [receivers objectAtIndex:i];
			[entries addObject:[receiver isKindOfClass:[PayPalReceiverPaymentDetails class]] ? (id)[receiver mpl_dictionary]
				: (id)[NSNull null]];
		}
		[dictionary setObject:entries forKey:@"receiverPaymentDetails"];
	}
	return dictionary;
}

+ (PayPalAdvancedPayment *)mpl_advancedPaymentWrapping:(PayPalPayment *)payment {
	PayPalAdvancedPayment *advanced = MPL_AUTORELEASE([[PayPalAdvancedPayment alloc] init]);
	advanced.paymentCurrency = payment.paymentCurrency;
	advanced.merchantName = payment.merchantName;
	advanced.ipnUrl = payment.ipnUrl;
	advanced.memo = payment.memo;
	PayPalReceiverPaymentDetails *receiver = MPL_AUTORELEASE([[PayPalReceiverPaymentDetails alloc] init]);
	receiver.recipient = payment.recipient;
	receiver.subTotal = payment.subTotal;
	receiver.paymentType = payment.paymentType;
	receiver.paymentSubType = payment.paymentSubType;
	id invoiceData = payment.invoiceData;
	if ([invoiceData isKindOfClass:[PayPalInvoiceData class]]) receiver.invoiceData = MPL_AUTORELEASE([invoiceData copy]);
	receiver.customId = payment.customId;
	receiver.merchantName = payment.merchantName;
	if ([payment mpl_note] != nil) receiver.description = [payment mpl_note];
	advanced.receiverPaymentDetails = [NSMutableArray arrayWithObject:receiver];
	return advanced;
}
@end

@implementation PayPalAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"currency", self.currency);
	MPLPutAmount(dictionary, @"payment_amount", self.payment_amount);
	MPLPutAmount(dictionary, @"tax", self.tax);
	MPLPutAmount(dictionary, @"shipping", self.shipping);
	return dictionary;
}

+ (PayPalAmounts *)mpl_amountsWithDictionary:(id)dictionary {
	if (![dictionary isKindOfClass:[NSDictionary class]]) return nil;
	PayPalAmounts *amounts = MPL_AUTORELEASE([[PayPalAmounts alloc] init]);
	amounts.currency = MPLStringValue(dictionary, @"currency");
	amounts.payment_amount = MPLAmountValue(dictionary, @"payment_amount");
	amounts.tax = MPLAmountValue(dictionary, @"tax");
	amounts.shipping = MPLAmountValue(dictionary, @"shipping");
	return amounts;
}
@end

@implementation PayPalReceiverAmounts (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"recipient", self.recipient);
	id value = self.amounts;
	if ([value isKindOfClass:[PayPalAmounts class]]) [dictionary setObject:[value mpl_dictionary] forKey:@"amounts"];
	return dictionary;
}

+ (PayPalReceiverAmounts *)mpl_receiverAmountsWithDictionary:(id)dictionary {
	PayPalReceiverAmounts *receiver = MPL_AUTORELEASE([[PayPalReceiverAmounts alloc] init]);
	if ([dictionary isKindOfClass:[NSDictionary class]]) {
		receiver.recipient = MPLStringValue(dictionary, @"recipient");
		receiver.amounts = [PayPalAmounts mpl_amountsWithDictionary:[dictionary objectForKey:@"amounts"]];
	}
	return receiver;
}
@end

@implementation PayPalAddress (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"name", self.name);
	MPLPutString(dictionary, @"street1", self.street1);
	MPLPutString(dictionary, @"street2", self.street2);
	MPLPutString(dictionary, @"city", self.city);
	MPLPutString(dictionary, @"state", self.state);
	MPLPutString(dictionary, @"postalcode", self.postalcode);
	MPLPutString(dictionary, @"countrycode", self.countrycode);
	return dictionary;
}

+ (PayPalAddress *)mpl_addressWithDictionary:(id)dictionary {
	if (![dictionary isKindOfClass:[NSDictionary class]]) dictionary = nil;
	return MPL_AUTORELEASE([[PayPalAddress alloc] initWithMPLName:MPLStringValue(dictionary, @"name")
		street1:MPLStringValue(dictionary, @"street1") street2:MPLStringValue(dictionary, @"street2")
		city:MPLStringValue(dictionary, @"city") state:MPLStringValue(dictionary, @"state")
		postalcode:MPLStringValue(dictionary, @"postalcode") countrycode:MPLStringValue(dictionary, @"countrycode")]);
}
@end
