//
//  PayPalReceiverPaymentDetails.m
//  PayPalMPL — a value object (MRC and ARC); H1's PPReceiverPaymentDetails is the same class.
//

#import "PayPalReceiverPaymentDetails.h"
#import "MPLCompat.h"
#import "MPLDecimalSum.h"

@implementation PayPalReceiverPaymentDetails

@synthesize recipient, subTotal, isPrimary, paymentType, paymentSubType, invoiceData, customId, merchantName;

- (id)init {
	if ((self = [super init])) {
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

/** subTotal + invoiceData.totalTax + invoiceData.totalShipping (nil parts count as zero). */
- (NSDecimalNumber *)total {
	return MPLDecimalAdd(MPLDecimalAdd(MPLDecimalAdd([NSDecimalNumber zero], subTotal), invoiceData.totalTax), invoiceData.totalShipping);
}

/** A copy with a copy of the invoice data. */
- (id)copyWithZone:(NSZone *)zone {
	PayPalReceiverPaymentDetails *copy = [[PayPalReceiverPaymentDetails allocWithZone:zone] init];
	copy.recipient = recipient;
	copy.subTotal = subTotal;
	copy.isPrimary = isPrimary;
	copy.paymentType = paymentType;
	copy.paymentSubType = paymentSubType;
	copy.invoiceData = MPL_AUTORELEASE([invoiceData copyWithZone:zone]);
	copy->description = MPL_RETAIN(description);
	copy.customId = customId;
	copy.merchantName = merchantName;
	return copy;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[recipient release];
	[subTotal release];
	[invoiceData release];
	[description release];
	[customId release];
	[merchantName release];
	[super dealloc];
}
#endif

@end
