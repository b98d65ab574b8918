//
//  PayPalPayment.m
//  PayPalMPL — a value object (MRC and ARC); validation and translation happen in the engine.
//

#import "PayPalPayment.h"
#import "MPLCompat.h"

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

- (void)setDescription:(NSString *)note {
	if (note != description) {
		MPL_RELEASE(description);
		description = MPL_RETAIN(note);
	}
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[paymentCurrency release];
	[subTotal release];
	[recipient release];
	[invoiceData release];
	[description release];
	[customId release];
	[merchantName release];
	[ipnUrl release];
	[memo release];
	[super dealloc];
}
#endif

@end
