//
//  PayPalAdvancedPayment.h
//  PayPalMPL — declares PayPalAdvancedPayment, a parallel or chained payment to several receivers (2011; H2 adds
//  NSCopying and -getMerchantName), for -[PayPal advancedCheckoutWithPayment:].
//

#ifndef PAYPAL_MPL_PAYPALADVANCEDPAYMENT_H
#define PAYPAL_MPL_PAYPALADVANCEDPAYMENT_H

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PPReceiverPaymentDetails.h" /* PayPalReceiverPaymentDetails, and H1's name for it */

/** Several receivers in one currency: without a primary receiver a parallel payment, with exactly one primary
 *  receiver a chained payment. */
@interface PayPalAdvancedPayment : NSObject <NSCopying> {
	NSString *paymentCurrency;
	NSMutableArray *receiverPaymentDetails;
	NSString *merchantName;
	NSString *ipnUrl;
	NSString *memo;
}

/** The one currency of every receiver's amounts (default @"USD"). */
@property (nonatomic, retain) NSString *paymentCurrency;
/** The receivers: PayPalReceiverPaymentDetails objects (PPReceiverPaymentDetails in H1); an empty array at first. */
@property (nonatomic, retain) NSMutableArray *receiverPaymentDetails;
/** The name shown at the top of the library's screens. */
@property (nonatomic, retain) NSString *merchantName;
/** The Instant Payment Notification URL. */
@property (nonatomic, retain) NSString *ipnUrl;
/** A memo. */
@property (nonatomic, retain) NSString *memo;
/** The receivers' subTotals, summed (a nil amount counts as zero). */
@property (nonatomic, readonly) NSDecimalNumber *subtotal;
/** The receivers' invoiceData.totalTax, summed. */
@property (nonatomic, readonly) NSDecimalNumber *tax;
/** The receivers' invoiceData.totalShipping, summed. */
@property (nonatomic, readonly) NSDecimalNumber *shipping;
/** subtotal + tax + shipping. */
@property (nonatomic, readonly) NSDecimalNumber *total;
/** The primary receiver of a chained payment, or the only receiver; else nil. */
@property (nonatomic, readonly) PayPalReceiverPaymentDetails *singleReceiver;
/** TRUE if any receiver's paymentType is TYPE_PERSONAL. */
@property (nonatomic, readonly) BOOL isPersonal;

/** H2: the merchant name (merchantName). */
- (NSString *)getMerchantName;

@end

#endif
