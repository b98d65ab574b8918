//
//  PayPalInvoiceItem.h
//  PayPalMPL — one line of an invoice (2011; H2 adds NSCopying). Orders v2: an item of the purchase unit.
//

#import <Foundation/Foundation.h>

/** One invoice line: itemPrice × itemCount should equal totalPrice. */
@interface PayPalInvoiceItem : NSObject <NSCopying> {
	NSString *name;
	NSString *itemId;
	NSDecimalNumber *totalPrice;
	NSDecimalNumber *itemPrice;
	NSNumber *itemCount;
}

/** The item's name (required; at most 127 characters). */
@property (nonatomic, retain) NSString *name;
/** The merchant's item id (Orders v2 sku). */
@property (nonatomic, retain) NSString *itemId;
/** The price of the whole line. */
@property (nonatomic, retain) NSDecimalNumber *totalPrice;
/** The price of one unit. */
@property (nonatomic, retain) NSDecimalNumber *itemPrice;
/** The quantity, a whole number of at least 1. */
@property (nonatomic, retain) NSNumber *itemCount;

@end
