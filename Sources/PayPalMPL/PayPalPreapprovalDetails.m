//
//  PayPalPreapprovalDetails.m
//  PayPalMPL — a value object (MRC and ARC); the terms are checked by the engine.
//

#import "PayPalPreapprovalDetails.h"
#import "MPLCompat.h"

@implementation PayPalPreapprovalDetails

@synthesize merchantName, maxNumPayments, maxPerPayment, currency, maxTotalAmountOfAllPayments, startDate, endDate, approved,
	pinRequired, paymentPeriod, dateOfMonth, dayOfWeek, maxNumPaymentsPerPeriod, ipnUrl, memo, senderEmail;

- (id)init {
	if ((self = [super init])) {
		paymentPeriod = PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED;
		dayOfWeek = PP_DAYOFWEEK_NO_DAY_SPECIFIED;
	}
	return self;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[merchantName release];
	[maxPerPayment release];
	[currency release];
	[maxTotalAmountOfAllPayments release];
	[startDate release];
	[endDate release];
	[ipnUrl release];
	[memo release];
	[senderEmail release];
	[super dealloc];
}
#endif

@end
