//
//  PayPalInvoiceItem.h
//  PayPalMPL — declares PayPalInvoiceItem, one line of an invoice (2011; H2 adds NSCopying).
//

#ifndef PAYPAL_MPL_PAYPALINVOICEITEM_H
#define PAYPAL_MPL_PAYPALINVOICEITEM_H

#import <Foundation/Foundation.h>

/** One invoice line: itemPrice × itemCount should equal totalPrice. */
@interface PayPalInvoiceItem : NSObject <NSCopying> {
	NSString *name;
	NSString *itemId;
	NSDecimalNumber *totalPrice;
	NSDecimalNumber *itemPrice;
	NSNumber *itemCount;
}

/** The item's name. */
@property (nonatomic, retain) NSString *name;
/** The merchant's id of the item. */
@property (nonatomic, retain) NSString *itemId;
/** The price of the whole line. */
@property (nonatomic, retain) NSDecimalNumber *totalPrice;
/** The price of one unit. */
@property (nonatomic, retain) NSDecimalNumber *itemPrice;
/** The quantity, a whole number. */
@property (nonatomic, retain) NSNumber *itemCount;

@end

#endif
