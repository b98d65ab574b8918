//
//  PayPalReceiverPaymentDetails.h
//  PayPalMPL — declares PayPalReceiverPaymentDetails, one receiver of an advanced payment (H2, MPL 1.5+, with
//  NSCopying). H1 named the class PPReceiverPaymentDetails: see PPReceiverPaymentDetails.h.
//

#ifndef PAYPAL_MPL_PAYPALRECEIVERPAYMENTDETAILS_H
#define PAYPAL_MPL_PAYPALRECEIVERPAYMENTDETAILS_H

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PayPalInvoiceData.h"

/** One receiver. Required: recipient and subTotal. If paymentType or paymentSubType is not set, the value passed
 *  into getPayButton will be used. */
@interface PayPalReceiverPaymentDetails : NSObject <NSCopying> {
	NSString *recipient;
	NSDecimalNumber *subTotal;
	BOOL isPrimary;
	PayPalPaymentType paymentType;
	PayPalPaymentSubType paymentSubType;
	PayPalInvoiceData *invoiceData;
	NSString *description;
	NSString *customId;
	NSString *merchantName;
}

/** Required: the receiver's email address or phone number. */
@property (nonatomic, retain) NSString *recipient;
/** Required: the receiver's amount, not including taxes and shipping. */
@property (nonatomic, retain) NSDecimalNumber *subTotal;
/** Optional, chained payments only: whether this is the primary receiver. */
@property (nonatomic, assign) BOOL isPrimary;
/** Optional: the purpose of the payment to this receiver; defaults to TYPE_NOT_SET. */
@property (nonatomic, assign) PayPalPaymentType paymentType;
/** Optional: the pricing-plan subtype; defaults to SUBTYPE_NOT_SET. */
@property (nonatomic, assign) PayPalPaymentSubType paymentSubType;
/** Optional: tax, shipping and the items for this receiver. */
@property (nonatomic, retain) PayPalInvoiceData *invoiceData;
/** Optional: the payment note for this receiver. As in 2011 it replaces NSObject's -description; it reads @""
 *  when no note was set. */
@property (nonatomic, retain) NSString *description;
/** Optional: the merchant's own id for this receiver's part. */
@property (nonatomic, retain) NSString *customId;
/** Optional: the name identifying the receiver to the buyer. */
@property (nonatomic, retain) NSString *merchantName;
/** subTotal + invoiceData.totalTax + invoiceData.totalShipping (a nil amount counts as zero). */
@property (nonatomic, readonly) NSDecimalNumber *total;

@end

#endif
