//
//  PayPalReceiverPaymentDetails.h
//  PayPalMPL — one receiver of an advanced payment (H2, MPL 1.5+, with NSCopying; H1 named it
//  PPReceiverPaymentDetails, see PPReceiverPaymentDetails.h).
//

#import <Foundation/Foundation.h>
#import "PayPal.h"
#import "PayPalInvoiceData.h"

/** One receiver: required recipient and subTotal. If paymentType or paymentSubType is not set, the value passed
 *  to the button is used. */
@interface PayPalReceiverPaymentDetails : NSObject <NSCopying> {
	NSString *recipient;
	NSDecimalNumber *subTotal;
	BOOL isPrimary;
	PayPalPaymentType paymentType;
	PayPalPaymentSubType paymentSubType;
	PayPalInvoiceData *invoiceData;
	NSString *description;
	NSString *customId;
	NSString *merchantName;
}

/** The receiver's email address or phone number. */
@property (nonatomic, retain) NSString *recipient;
/** The receiver's amount, not including taxes and shipping. */
@property (nonatomic, retain) NSDecimalNumber *subTotal;
/** Whether this is the primary receiver of a chained payment. */
@property (nonatomic, assign) BOOL isPrimary;
/** The purpose of the payment to this receiver. */
@property (nonatomic, assign) PayPalPaymentType paymentType;
/** The pricing-plan subtype. */
@property (nonatomic, assign) PayPalPaymentSubType paymentSubType;
/** Tax, shipping and items for this receiver. */
@property (nonatomic, retain) PayPalInvoiceData *invoiceData;
/** The payment note for this receiver (replaces NSObject's description; @"" when none was set). */
@property (nonatomic, retain) NSString *description;
/** The merchant's own id for this receiver's part. */
@property (nonatomic, retain) NSString *customId;
/** The name identifying the receiver to the buyer. */
@property (nonatomic, retain) NSString *merchantName;
/** subTotal + tax + shipping. */
@property (nonatomic, readonly) NSDecimalNumber *total;

@end
