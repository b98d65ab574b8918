//
//  PayPalAdvancedPayment.h
//  PayPalMPL — a parallel or chained payment to several receivers (2011; H2 adds NSCopying and -getMerchantName),
//  for advancedCheckoutWithPayment:.
//

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PayPalReceiverPaymentDetails.h"

/** Without a primary receiver a parallel payment (2–6 receivers); with one primary a chained payment. */
@interface PayPalAdvancedPayment : NSObject <NSCopying> {
	NSString *paymentCurrency;
	NSMutableArray *receiverPaymentDetails;
	NSString *merchantName;
	NSString *ipnUrl;
	NSString *memo;
}

/** The one currency of every receiver's amounts (default USD). */
@property (nonatomic, retain) NSString *paymentCurrency;
/** The receivers: PayPalReceiverPaymentDetails (PPReceiverPaymentDetails in H1). */
@property (nonatomic, retain) NSMutableArray *receiverPaymentDetails;
/** The name shown at the top of the library's screens. */
@property (nonatomic, retain) NSString *merchantName;
/** The IPN URL. */
@property (nonatomic, retain) NSString *ipnUrl;
/** A memo. */
@property (nonatomic, retain) NSString *memo;
/** The receivers' subtotals, summed. */
@property (nonatomic, readonly) NSDecimalNumber *subtotal;
/** The receivers' taxes, summed. */
@property (nonatomic, readonly) NSDecimalNumber *tax;
/** The receivers' shipping, summed. */
@property (nonatomic, readonly) NSDecimalNumber *shipping;
/** subtotal + tax + shipping. */
@property (nonatomic, readonly) NSDecimalNumber *total;
/** The primary receiver of a chained payment, or the only receiver; else nil. */
@property (nonatomic, readonly) PayPalReceiverPaymentDetails *singleReceiver;
/** TRUE if any receiver's paymentType is TYPE_PERSONAL. */
@property (nonatomic, readonly) BOOL isPersonal;

/** H2: the merchant name. */
- (NSString *)getMerchantName;

@end
