//
//  PayPalInvoiceData.h
//  PayPalMPL — declares PayPalInvoiceData: the tax, shipping and items of a payment or receiver (2011; H2 adds
//  NSCopying).
//

#ifndef PAYPAL_MPL_PAYPALINVOICEDATA_H
#define PAYPAL_MPL_PAYPALINVOICEDATA_H

#import <Foundation/Foundation.h>
#import "PayPalInvoiceItem.h"

/** totalTax and totalShipping are added to the subTotal of the payment or receiver; the items' totalPrices add up
 *  to that subTotal. */
@interface PayPalInvoiceData : NSObject <NSCopying> {
	NSDecimalNumber *totalTax;
	NSDecimalNumber *totalShipping;
	NSMutableArray *invoiceItems;
}

/** The tax; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *totalTax;
/** The shipping; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *totalShipping;
/** The items: PayPalInvoiceItem objects; an empty array at first. */
@property (nonatomic, retain) NSMutableArray *invoiceItems;

@end

#endif
