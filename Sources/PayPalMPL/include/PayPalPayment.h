//
//  PayPalPayment.h
//  PayPalMPL — a simple payment: one recipient, one amount (2011, H1 = H2), for checkoutWithPayment:.
//

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PayPalInvoiceData.h"

/** A payment to one recipient. Required: paymentCurrency, subTotal, recipient. */
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

/** The ISO-4217 currency code (default USD). */
@property (nonatomic, retain) NSString *paymentCurrency;
/** The amount, not including taxes and shipping. */
@property (nonatomic, retain) NSDecimalNumber *subTotal;
/** The recipient's email address or phone number. */
@property (nonatomic, retain) NSString *recipient;
/** The purpose of the payment; defaults to TYPE_NOT_SET. */
@property (nonatomic, assign) PayPalPaymentType paymentType;
/** The pricing-plan subtype of a service payment; defaults to SUBTYPE_NOT_SET. */
@property (nonatomic, assign) PayPalPaymentSubType paymentSubType;
/** Tax, shipping and items. */
@property (nonatomic, retain) PayPalInvoiceData *invoiceData;
/** The payment note (replaces NSObject's description, as in 2011; @"" when none was set). */
@property (nonatomic, retain) NSString *description;
/** The merchant's own id for the payment (Orders v2 custom_id). */
@property (nonatomic, retain) NSString *customId;
/** The name shown to the buyer (Orders v2 brand_name). */
@property (nonatomic, retain) NSString *merchantName;
/** The IPN URL (Orders v2 uses webhooks; reported as not sent). */
@property (nonatomic, retain) NSString *ipnUrl;
/** A memo (reported as not sent). */
@property (nonatomic, retain) NSString *memo;

@end
