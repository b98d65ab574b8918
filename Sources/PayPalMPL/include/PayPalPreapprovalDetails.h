//
//  PayPalPreapprovalDetails.h
//  PayPalMPL — declares PayPalPreapprovalDetails, the terms of a preapproval (2011, H1 = H2), PayPal's
//  preapprovalDetails during -[PayPal preapprovalWithKey:andMerchantName:].
//

#ifndef PAYPAL_MPL_PAYPALPREAPPROVALDETAILS_H
#define PAYPAL_MPL_PAYPALPREAPPROVALDETAILS_H

#import <Foundation/Foundation.h>
#import "PayPal.h"

/** The terms the buyer agrees to. Required: merchantName, currency, maxTotalAmountOfAllPayments, startDate and
 *  endDate. */
@interface PayPalPreapprovalDetails : NSObject {
	NSString *merchantName;
	NSUInteger maxNumPayments;
	NSDecimalNumber *maxPerPayment;
	NSString *currency;
	NSDecimalNumber *maxTotalAmountOfAllPayments;
	NSDate *startDate;
	NSDate *endDate;
	BOOL approved;
	BOOL pinRequired;
	PayPalPaymentPeriod paymentPeriod;
	NSUInteger dateOfMonth;
	PayPalDayOfWeek dayOfWeek;
	NSUInteger maxNumPaymentsPerPeriod;
	NSString *ipnUrl;
	NSString *memo;
	NSString *senderEmail;
}

/** Required: the merchant asking for the preapproval. */
@property (nonatomic, retain) NSString *merchantName;
/** The most payments allowed. */
@property (nonatomic, assign) NSUInteger maxNumPayments;
/** The most one payment may be. */
@property (retain) NSDecimalNumber *maxPerPayment;
/** Required: the currency code. */
@property (retain) NSString *currency;
/** Required: the most all payments together may be. */
@property (retain) NSDecimalNumber *maxTotalAmountOfAllPayments;
/** Required: when the preapproval starts. */
@property (retain) NSDate *startDate;
/** Required: when it ends. */
@property (retain) NSDate *endDate;
/** Whether the buyer approved. */
@property (assign) BOOL approved;
/** Whether payments need the buyer's PIN. */
@property (assign) BOOL pinRequired;
/** The payment period (default PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED). */
@property (assign) PayPalPaymentPeriod paymentPeriod;
/** The day of the month of the payments. */
@property (assign) NSUInteger dateOfMonth;
/** The day of the week of the payments (default PP_DAYOFWEEK_NO_DAY_SPECIFIED). */
@property (assign) PayPalDayOfWeek dayOfWeek;
/** The most payments per period. */
@property (assign) NSUInteger maxNumPaymentsPerPeriod;
/** The Instant Payment Notification URL. */
@property (retain) NSString *ipnUrl;
/** A memo. */
@property (retain) NSString *memo;
/** The sender's email. */
@property (retain) NSString *senderEmail;

@end

#endif
