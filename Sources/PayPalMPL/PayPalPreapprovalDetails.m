//
//  PayPalPreapprovalDetails.m
//  PayPalMPL — PayPalPreapprovalDetails, a value object (MRC and ARC); the terms are checked by the engine.
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

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(merchantName);
	MPL_RELEASE(maxPerPayment);
	MPL_RELEASE(currency);
	MPL_RELEASE(maxTotalAmountOfAllPayments);
	MPL_RELEASE(startDate);
	MPL_RELEASE(endDate);
	MPL_RELEASE(ipnUrl);
	MPL_RELEASE(memo);
	MPL_RELEASE(senderEmail);
	MPL_SUPER_DEALLOC();
}
#endif

@end
