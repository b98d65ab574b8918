//
//  PayPalAdvancedPayment.m
//  PayPalMPL — PayPalAdvancedPayment, a value object (MRC and ARC) with the totals over its receivers.
//

#import "PayPalAdvancedPayment.h"
#import "MPLCompat.h"

/** Which amount of the receivers -mpl_sum: adds up. */
typedef enum { MPLSumSubtotal, MPLSumTax, MPLSumShipping } MPLSumKind;

/** `sum + part` with NSDecimal arithmetic (as Swift's Decimal +: no exception, never float or double); a nil part,
 *  or one that is not a number, counts as zero. */
static NSDecimal MPLAdvancedAdd(NSDecimal sum, id part) {
	if (![part isKindOfClass:[NSNumber class]]) return sum;
	NSDecimal value = [part decimalValue], result;
	NSDecimalAdd(&result, &sum, &value, NSRoundPlain);
	return result;
}

@implementation PayPalAdvancedPayment

@synthesize paymentCurrency, receiverPaymentDetails, merchantName, ipnUrl, memo;

- (id)init {
	if ((self = [super init])) {
		paymentCurrency = MPL_RETAIN(@"USD");
		receiverPaymentDetails = [[NSMutableArray alloc] init];
	}
	return self;
}

/** The entries of receiverPaymentDetails that are PayPalReceiverPaymentDetails, in order (others are ignored). */
- (NSArray *)mpl_receivers {
	NSMutableArray *receivers = [NSMutableArray array];
	NSUInteger i;
	for (i = 0; i < [receiverPaymentDetails count]; i++) {
		id receiver = [receiverPaymentDetails objectAtIndex:i];
		if ([receiver isKindOfClass:[PayPalReceiverPaymentDetails class]]) [receivers addObject:receiver];
	}
	return receivers;
}

/** One amount of every receiver, summed. */
- (NSDecimal)mpl_sum:(MPLSumKind)kind {
	NSArray *receivers = [self mpl_receivers];
	NSDecimal sum = [[NSDecimalNumber zero] decimalValue];
	NSUInteger i;
	for (i = 0; i < [receivers count]; i++) {
		PayPalReceiverPaymentDetails *receiver = [receivers objectAtIndex:i];
		id invoice = receiver.invoiceData;
		if (![invoice isKindOfClass:[PayPalInvoiceData class]]) invoice = nil;
		switch (kind) {
		case MPLSumSubtotal: sum = MPLAdvancedAdd(sum, receiver.subTotal); break;
		case MPLSumTax: sum = MPLAdvancedAdd(sum, [invoice totalTax]); break;
		case MPLSumShipping: sum = MPLAdvancedAdd(sum, [invoice totalShipping]); break;
		}
	}
	return sum;
}

- (NSDecimalNumber *)subtotal {
	return [NSDecimalNumber decimalNumberWithDecimal:[self mpl_sum:MPLSumSubtotal]];
}

- (NSDecimalNumber *)tax {
	return [NSDecimalNumber decimalNumberWithDecimal:[self mpl_sum:MPLSumTax]];
}

- (NSDecimalNumber *)shipping {
	return [NSDecimalNumber decimalNumberWithDecimal:[self mpl_sum:MPLSumShipping]];
}

- (NSDecimalNumber *)total {
	NSDecimal sum = [[NSDecimalNumber zero] decimalValue];
	sum = MPLAdvancedAdd(sum, [self subtotal]);
	sum = MPLAdvancedAdd(sum, [self tax]);
	sum = MPLAdvancedAdd(sum, [self shipping]);
	return [NSDecimalNumber decimalNumberWithDecimal:sum];
}

- (PayPalReceiverPaymentDetails *)singleReceiver {
	NSArray *receivers = [self mpl_receivers];
	NSUInteger i;
	for (i = 0; i < [receivers count]; i++) {
		PayPalReceiverPaymentDetails *receiver = [receivers objectAtIndex:i];
		if (receiver.isPrimary) return receiver;
	}
	return [receivers count] == 1 ? [receivers objectAtIndex:0] : nil;
}

- (BOOL)isPersonal {
	NSArray *receivers = [self mpl_receivers];
	NSUInteger i;
	for (i = 0; i < [receivers count]; i++) {
		if (((PayPalReceiverPaymentDetails *)[receivers objectAtIndex:i]).paymentType == TYPE_PERSONAL) return YES;
	}
	return NO;
}

- (NSString *)getMerchantName {
	return merchantName;
}

/** A copy with copies of the receivers (an entry that is not a receiver is shared, as in Swift) (H2 NSCopying). */
- (id)copyWithZone:(NSZone *)zone {
	PayPalAdvancedPayment *copy = [[[self class] allocWithZone:zone] init];
	copy.paymentCurrency = paymentCurrency;
	if (receiverPaymentDetails == nil) {
		copy.receiverPaymentDetails = nil;
	} else {
		NSMutableArray *receivers = [NSMutableArray arrayWithCapacity:[receiverPaymentDetails count]];
		NSUInteger i;
		for (i = 0; i < [receiverPaymentDetails count]; i++) {
			id receiver = [receiverPaymentDetails objectAtIndex:i];
			[receivers addObject:[receiver isKindOfClass:[PayPalReceiverPaymentDetails class]]
				? MPL_AUTORELEASE([receiver copyWithZone:zone]) : receiver];
		}
		copy.receiverPaymentDetails = receivers;
	}
	copy.merchantName = merchantName;
	copy.ipnUrl = ipnUrl;
	copy.memo = memo;
	return copy;
}

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(paymentCurrency);
	MPL_RELEASE(receiverPaymentDetails);
	MPL_RELEASE(merchantName);
	MPL_RELEASE(ipnUrl);
	MPL_RELEASE(memo);
	MPL_SUPER_DEALLOC();
}
#endif

@end
