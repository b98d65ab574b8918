//
//  PayPalPayment.m
//  PayPalMPL — PayPalPayment, a value object (MRC and ARC); validation and translation happen in the engine.
//

#import "PayPalPayment.h"
#import "MPLCompat.h"
#import "MPLCoding.h"

@implementation PayPalPayment

@synthesize paymentCurrency, subTotal, recipient, paymentType, paymentSubType, invoiceData, customId, merchantName, ipnUrl, memo;

- (id)init {
	if ((self = [super init])) {
		paymentCurrency = MPL_RETAIN(@"USD");
		paymentType = TYPE_NOT_SET;
		paymentSubType = SUBTYPE_NOT_SET;
	}
	return self;
}

/** The payment note; @"" when none was set. */
- (NSString *)description {
	return description != nil ? description : @"";
}

/** Sets the payment note (retained, as the 2011 property). */
- (void)setDescription:(NSString *)note {
	if (note != description) {
		MPL_RELEASE(description);
		description = MPL_RETAIN(note);
	}
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(paymentCurrency);
	MPL_RELEASE(subTotal);
	MPL_RELEASE(recipient);
	MPL_RELEASE(invoiceData);
	MPL_RELEASE(description);
	MPL_RELEASE(customId);
	MPL_RELEASE(merchantName);
	MPL_RELEASE(ipnUrl);
	MPL_RELEASE(memo);
	MPL_SUPER_DEALLOC();
}
#endif

@end

@implementation PayPalPayment (MPLPrivate)

- (NSString *)mpl_note {
	return description;
}

@end
