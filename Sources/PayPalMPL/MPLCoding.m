//
//  MPLCoding.m (private)
//  The value objects as JSON for the engine, and the engine's JSON as value objects.
//

#import "MPLCoding.h"
#import "MPLCompat.h"
#include <stdlib.h>
#include <string.h>

NSString *MPLJSONString(id object) {
	if (object == nil || ![NSJSONSerialization isValidJSONObject:object]) return nil;
	NSData *data = [NSJSONSerialization dataWithJSONObject:object options:0 error:NULL];
	return data ? MPL_AUTORELEASE([[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]) : nil;
}

id MPLJSONObject(const char *text) {
	if (text == NULL) return nil;
	NSData *data = [NSData dataWithBytes:text length:strlen(text)];
	return [NSJSONSerialization JSONObjectWithData:data options:NSJSONReadingAllowFragments error:NULL];
}

char *MPLCopyUTF8(NSString *string) {
	if (string == nil) return NULL;
	const char *utf8 = [string UTF8String];
	return utf8 ? strdup(utf8) : NULL;
}

/** Sets `value` (a string) under `key` unless it is nil; a non-string is written as its description. */
static void MPLPutString(NSMutableDictionary *dictionary, NSString *key, id value) {
	if (value == nil) return;
	[dictionary setObject:[value isKindOfClass:[NSString class]] ? value : [value description] forKey:key];
}

/** Sets an amount under `key` as a decimal string (never through double); a string passes through as is. */
static void MPLPutAmount(NSMutableDictionary *dictionary, NSString *key, id value) {
	if (value == nil) return;
	if ([value isKindOfClass:[NSDecimalNumber class]]) {
		[dictionary setObject:[value descriptionWithLocale:nil] forKey:key];
	} else if ([value isKindOfClass:[NSNumber class]]) {
		[dictionary setObject:[[NSDecimalNumber decimalNumberWithDecimal:[value decimalValue]] descriptionWithLocale:nil] forKey:key];
	} else {
		[dictionary setObject:[value description] forKey:key];
	}
}

static id MPLStringValue(NSDictionary *dictionary, NSString *key) {
	id value = [dictionary objectForKey:key];
	return [value isKindOfClass:[NSString class]] ? value : nil;
}

static NSDecimalNumber *MPLAmountValue(NSDictionary *dictionary, NSString *key) {
	id value = [dictionary objectForKey:key];
	return [value isKindOfClass:[NSString class]] ? [NSDecimalNumber decimalNumberWithString:value locale:nil] : nil;
}

static id MPLInvoiceDictionary(PayPalInvoiceData *invoice) {
	if (![invoice isKindOfClass:[PayPalInvoiceData class]]) return nil;
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutAmount(dictionary, @"totalTax", invoice.totalTax);
	MPLPutAmount(dictionary, @"totalShipping", invoice.totalShipping);
	if (invoice.invoiceItems != nil) {
		NSMutableArray *items = [NSMutableArray array];
		NSUInteger i;
		for (i = 0; i < [invoice.invoiceItems count]; i++) {
			PayPalInvoiceItem *item = [invoice.invoiceItems objectAtIndex:i];
			if (![item isKindOfClass:[PayPalInvoiceItem class]]) {
				[items addObject:[NSNull null]];
				continue;
			}
			NSMutableDictionary *entry = [NSMutableDictionary dictionary];
			MPLPutString(entry, @"name", item.name);
			MPLPutString(entry, @"itemId", item.itemId);
			MPLPutAmount(entry, @"totalPrice", item.totalPrice);
			MPLPutAmount(entry, @"itemPrice", item.itemPrice);
			MPLPutAmount(entry, @"itemCount", item.itemCount);
			[items addObject:entry];
		}
		[dictionary setObject:items forKey:@"invoiceItems"];
	}
	return dictionary;
}

/** The note of a payment or receiver, when one was set (its description is @"" otherwise). */
static void MPLPutNote(NSMutableDictionary *dictionary, NSString *note) {
	if ([note length] > 0) [dictionary setObject:note forKey:@"description"];
}

@implementation PayPalPayment (MPLCoding)
- (NSDictionary *)mpl_dictionary {
	NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
	MPLPutString(dictionary, @"paymentCurrency", self.paymentCurrency);
	MPLPutAmount(dictionary, @"subTotal", self.subTotal);
	MPLPutString(dictionary, @"recipient", self.recipient);
	[dictionary setObject:[NSNumber numberWithInt:(int)self.paymentType] forKey:@"paymentType"];
	[dictionary setObject:[NSNumber numberWithInt:(int)self.paymentSubType] forKey:@"paymentSubType"];
	id invoice = MPLInvoiceDictionary(self.invoiceData);
	if (invoice != nil) [dictionary setObject:invoice forKey:@"invoiceData"];
	MPLPutNote(dictionary, self.description);
	MPLPutString(dictionary, @"customId", self.customId);
	MPLPutString(dictionary, @"merchantName", self.merchantName);
	MPLPutString(dictionary, @"ipnUrl", self.ipnUrl);
	MPLPutString(dictionary, @"memo", self.memo);
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
	if (self.receiverPaymentDetails != nil) {
		NSMutableArray *receivers = [NSMutableArray array];
		NSUInteger i;
		for (i = 0; i < [self.receiverPaymentDetails count]; i++) {
			PayPalReceiverPaymentDetails *receiver = [self.receiverPaymentDetails objectAtIndex:i];
			if (![receiver isKindOfClass:[PayPalReceiverPaymentDetails class]]) {
				[receivers addObject:[NSNull null]];
				continue;
			}
			NSMutableDictionary *entry = [NSMutableDictionary dictionary];
			MPLPutString(entry, @"recipient", receiver.recipient);
			MPLPutAmount(entry, @"subTotal", receiver.subTotal);
			[entry setObject:[NSNumber numberWithBool:receiver.isPrimary] forKey:@"isPrimary"];
			[entry setObject:[NSNumber numberWithInt:(int)receiver.paymentType] forKey:@"paymentType"];
			[entry setObject:[NSNumber numberWithInt:(int)receiver.paymentSubType] forKey:@"paymentSubType"];
			id invoice = MPLInvoiceDictionary(receiver.invoiceData);
			if (invoice != nil) [entry setObject:invoice forKey:@"invoiceData"];
			MPLPutNote(entry, receiver.description);
			MPLPutString(entry, @"customId", receiver.customId);
			MPLPutString(entry, @"merchantName", receiver.merchantName);
			[receivers addObject:entry];
		}
		[dictionary setObject:receivers forKey:@"receiverPaymentDetails"];
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
	receiver.invoiceData = MPL_AUTORELEASE([payment.invoiceData copy]);
	receiver.customId = payment.customId;
	receiver.merchantName = payment.merchantName;
	if ([payment.description length] > 0) receiver.description = payment.description;
	[advanced.receiverPaymentDetails addObject:receiver];
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
	if ([self.amounts isKindOfClass:[PayPalAmounts class]]) [dictionary setObject:[self.amounts mpl_dictionary] forKey:@"amounts"];
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
+ (PayPalAddress *)mpl_addressWithDictionary:(id)dictionary {
	PayPalAddress *address = MPL_AUTORELEASE([[PayPalAddress alloc] init]);
	if ([dictionary isKindOfClass:[NSDictionary class]]) {
		address->name = MPL_RETAIN(MPLStringValue(dictionary, @"name"));
		address->street1 = MPL_RETAIN(MPLStringValue(dictionary, @"street1"));
		address->street2 = MPL_RETAIN(MPLStringValue(dictionary, @"street2"));
		address->city = MPL_RETAIN(MPLStringValue(dictionary, @"city"));
		address->state = MPL_RETAIN(MPLStringValue(dictionary, @"state"));
		address->postalcode = MPL_RETAIN(MPLStringValue(dictionary, @"postalcode"));
		address->countrycode = MPL_RETAIN(MPLStringValue(dictionary, @"countrycode"));
	}
	return address;
}
@end
