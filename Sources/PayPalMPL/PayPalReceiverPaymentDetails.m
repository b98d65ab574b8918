//
//  PayPalReceiverPaymentDetails.m
//  PayPalMPL — PayPalReceiverPaymentDetails (H1's PPReceiverPaymentDetails is the same class), a value object (MRC
//  and ARC) with its computed total.
//

#import "PayPalReceiverPaymentDetails.h"
#import "MPLCompat.h"
#import "MPLCoding.h"

/** `sum + part` with NSDecimal arithmetic (as Swift's Decimal +: no exception, never float or double); a nil part,
 *  or one that is not a number, counts as zero. */
static NSDecimal MPLReceiverAdd(NSDecimal sum, id part) {
	if (![part isKindOfClass:[NSNumber class]]) return sum;
	NSDecimal value = [part decimalValue], result;
	NSDecimalAdd(&result, &sum, &value, NSRoundPlain);
	return result;
}

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

/** Sets the payment note (retained, as the 2011 property). */
- (void)setDescription:(NSString *)note {
	if (note != description) {
		MPL_RELEASE(description);
		description = MPL_RETAIN(note);
	}
}

/** subTotal + invoiceData.totalTax + invoiceData.totalShipping; nil parts count as zero. */
- (NSDecimalNumber *)total {
	NSDecimal sum = [[NSDecimalNumber zero] decimalValue];
	sum = MPLReceiverAdd(sum, subTotal);
	if ([invoiceData isKindOfClass:[PayPalInvoiceData class]]) {
		sum = MPLReceiverAdd(sum, invoiceData.totalTax);
		sum = MPLReceiverAdd(sum, invoiceData.totalShipping);
	}
	return [NSDecimalNumber decimalNumberWithDecimal:sum];
}

/** A copy with a copy of the invoice data (H2 NSCopying). */
- (id)copyWithZone:(NSZone *)zone {
	PayPalReceiverPaymentDetails *copy = [[[self class] allocWithZone:zone] init];
	copy.recipient = recipient;
	copy.subTotal = subTotal;
	copy.isPrimary = isPrimary;
	copy.paymentType = paymentType;
	copy.paymentSubType = paymentSubType;
	if ([invoiceData isKindOfClass:[PayPalInvoiceData class]]) {
		copy.invoiceData = MPL_AUTORELEASE([invoiceData copyWithZone:zone]);
	}
	copy.description = description; /* nil stays nil: the copy has no note either */
	copy.customId = customId;
	copy.merchantName = merchantName;
	return copy;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(recipient);
	MPL_RELEASE(subTotal);
	MPL_RELEASE(invoiceData);
	MPL_RELEASE(description);
	MPL_RELEASE(customId);
	MPL_RELEASE(merchantName);
	MPL_SUPER_DEALLOC();
}
#endif

@end

@implementation PayPalReceiverPaymentDetails (MPLPrivate)

- (NSString *)mpl_note {
	return description;
}

@end
