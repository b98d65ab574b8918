//
//  PayPalInvoiceData.h
//  PayPalMPL — tax, shipping and the items of a payment or a receiver (2011; H2 adds NSCopying).
//

#import <Foundation/Foundation.h>
#import "PayPalInvoiceItem.h"

/** Tax and shipping are added to the subtotal; the items' totalPrices add up to it. */
@interface PayPalInvoiceData : NSObject <NSCopying> {
	NSDecimalNumber *totalTax;
	NSDecimalNumber *totalShipping;
	NSMutableArray *invoiceItems;
}

/** The tax (Orders v2 breakdown.tax_total). */
@property (nonatomic, retain) NSDecimalNumber *totalTax;
/** The shipping (Orders v2 breakdown.shipping). */
@property (nonatomic, retain) NSDecimalNumber *totalShipping;
/** The items: PayPalInvoiceItem objects. */
@property (nonatomic, retain) NSMutableArray *invoiceItems;

@end
