//
//  PayPalPayment.h
//  PayPalMPL — declares PayPalPayment, a simple payment: one recipient, one amount (2011, H1 = H2), for
//  -[PayPal checkoutWithPayment:].
//

#ifndef PAYPAL_MPL_PAYPALPAYMENT_H
#define PAYPAL_MPL_PAYPALPAYMENT_H

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PayPalInvoiceData.h"

/** A payment to one recipient. Required: paymentCurrency, subTotal and recipient; the rest is optional. */
@interface PayPalPayment : NSObject {
	NSString *paymentCurrency;
	NSDecimalNumber *subTotal;
	NSString *recipient;
	PayPalPaymentType paymentType;
	PayPalPaymentSubType paymentSubType;
	PayPalInvoiceData *invoiceData;
	NSString *description;
	NSString *customId;
	NSString *merchantName;
	NSString *ipnUrl;
	NSString *memo;
}

/** Required: the ISO-4217 currency code (default @"USD"). */
@property (nonatomic, retain) NSString *paymentCurrency;
/** Required: the amount, not including taxes and shipping. */
@property (nonatomic, retain) NSDecimalNumber *subTotal;
/** Required: the recipient's email address or phone number. */
@property (nonatomic, retain) NSString *recipient;
/** Optional: the purpose of the payment; defaults to TYPE_NOT_SET (the value given to the button is used). */
@property (nonatomic, assign) PayPalPaymentType paymentType;
/** Optional: the pricing-plan subtype of a TYPE_SERVICE payment; defaults to SUBTYPE_NOT_SET. */
@property (nonatomic, assign) PayPalPaymentSubType paymentSubType;
/** Optional: tax, shipping and the items (PayPalInvoiceData). */
@property (nonatomic, retain) PayPalInvoiceData *invoiceData;
/** Optional: the payment note. As in 2011 it replaces NSObject's -description; it reads @"" when no note was set. */
@property (nonatomic, retain) NSString *description;
/** Optional: the merchant's own id for the payment. */
@property (nonatomic, retain) NSString *customId;
/** Optional: the name shown to the buyer at the top of the library's screens. */
@property (nonatomic, retain) NSString *merchantName;
/** Optional: the Instant Payment Notification URL. */
@property (nonatomic, retain) NSString *ipnUrl;
/** Optional: a memo. */
@property (nonatomic, retain) NSString *memo;

@end

#endif
