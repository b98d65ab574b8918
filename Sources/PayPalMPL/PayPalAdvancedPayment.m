//
//  PayPalAdvancedPayment.m
//  PayPalMPL — a value object (MRC and ARC) with the totals over its receivers.
//

#import "PayPalAdvancedPayment.h"
#import "MPLCompat.h"
#import "MPLDecimalSum.h"

/** Which amount mpl_sum: adds up. */
typedef enum { MPLSubtotal, MPLTax, MPLShipping } MPLAmountKind;

@implementation PayPalAdvancedPayment

@synthesize paymentCurrency, receiverPaymentDetails, merchantName, ipnUrl, memo;

- (id)init {
	if ((self = [super init])) {
		paymentCurrency = MPL_RETAIN(@"USD");
		receiverPaymentDetails = [[NSMutableArray alloc] init];
	}
	return self;
}

/** The receivers that are PayPalReceiverPaymentDetails, in order. */
- (NSArray *)mpl_receivers {
	NSMutableArray *receivers = [NSMutableArray array];
	NSUInteger i;
	for (i = 0; i < [receiverPaymentDetails count]; i++) {
		id receiver = [receiverPaymentDetails objectAtIndex:i];
		if ([receiver isKindOfClass:[PayPalReceiverPaymentDetails class]]) [receivers addObject:receiver];
	}
	return receivers;
}

/** The sum over the receivers of one amount. */
- (NSDecimalNumber *)mpl_sum:(MPLAmountKind)kind {
	NSArray *receivers = [self mpl_receivers];
	NSDecimalNumber *sum = [NSDecimalNumber zero];
	NSUInteger i;
	for (i = 0; i < [receivers count]; i++) {
		PayPalReceiverPaymentDetails *receiver = [receivers objectAtIndex:i];
		id part = kind == MPLSubtotal ? (id)receiver.subTotal
			: kind == MPLTax ? (id)receiver.invoiceData.totalTax : (id)receiver.invoiceData.totalShipping;
		sum = MPLDecimalAdd(sum, part);
	}
	return sum;
}

- (NSDecimalNumber *)subtotal { return [self mpl_sum:MPLSubtotal]; }
- (NSDecimalNumber *)tax { return [self mpl_sum:MPLTax]; }
- (NSDecimalNumber *)shipping { return [self mpl_sum:MPLShipping]; }

- (NSDecimalNumber *)total {
	return MPLDecimalAdd(MPLDecimalAdd([self subtotal], [self tax]), [self shipping]);
}

/** The primary receiver of a chained payment, or the only receiver; else nil. */
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

/** A copy with copies of the receivers. */
- (id)copyWithZone:(NSZone *)zone {
	PayPalAdvancedPayment *copy = [[PayPalAdvancedPayment allocWithZone:zone] init];
	copy.paymentCurrency = paymentCurrency;
	if (receiverPaymentDetails == nil) {
		copy.receiverPaymentDetails = nil;
	} else {
		NSMutableArray *receivers = [NSMutableArray arrayWithCapacity:[receiverPaymentDetails count]];
		NSUInteger i;
		for (i = 0; i < [receiverPaymentDetails count]; i++) {
			id receiver = [receiverPaymentDetails objectAtIndex:i];
			[receivers addObject:[receiver isKindOfClass:[PayPalReceiverPaymentDetails class]] ? MPL_AUTORELEASE([receiver copyWithZone:zone]) : receiver];
		}
		copy.receiverPaymentDetails = receivers;
	}
	copy.merchantName = merchantName;
	copy.ipnUrl = ipnUrl;
	copy.memo = memo;
	return copy;
}

#if !__has_feature(objc_arc)
- (void)dealloc {
	[paymentCurrency release];
	[receiverPaymentDetails release];
	[merchantName release];
	[ipnUrl release];
	[memo release];
	[super dealloc];
}
#endif

@end
