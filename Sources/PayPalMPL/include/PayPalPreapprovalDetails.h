//
//  PayPalPreapprovalDetails.h
//  PayPalMPL — the terms of a preapproval (2011, H1 = H2), PayPal's preapprovalDetails.
//

#import <Foundation/Foundation.h>
#import "PayPal.h"

/** Required: merchantName, currency, maxTotalAmountOfAllPayments, startDate, endDate. */
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

/** The merchant asking for the preapproval. */
@property (nonatomic, retain) NSString *merchantName;
/** The most payments allowed. */
@property (nonatomic, assign) NSUInteger maxNumPayments;
/** The most one payment may be. */
@property (retain) NSDecimalNumber *maxPerPayment;
/** The currency code. */
@property (retain) NSString *currency;
/** The most all payments together may be. */
@property (retain) NSDecimalNumber *maxTotalAmountOfAllPayments;
/** When the preapproval starts. */
@property (retain) NSDate *startDate;
/** When it ends. */
@property (retain) NSDate *endDate;
/** Whether the buyer approved. */
@property (assign) BOOL approved;
/** Whether payments need the buyer's PIN. */
@property (assign) BOOL pinRequired;
/** The payment period. */
@property (assign) PayPalPaymentPeriod paymentPeriod;
/** The day of the month of the payments. */
@property (assign) NSUInteger dateOfMonth;
/** The day of the week of the payments. */
@property (assign) PayPalDayOfWeek dayOfWeek;
/** The most payments per period. */
@property (assign) NSUInteger maxNumPaymentsPerPeriod;
/** The IPN URL. */
@property (retain) NSString *ipnUrl;
/** A memo. */
@property (retain) NSString *memo;
/** The sender's email. */
@property (retain) NSString *senderEmail;

@end
