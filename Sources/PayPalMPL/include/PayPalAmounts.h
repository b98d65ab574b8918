//
//  PayPalAmounts.h
//  PayPalMPL — new amounts returned by a dynamic-amount delegate (2011).
//

#import <Foundation/Foundation.h>

/** Amounts in one currency. */
@interface PayPalAmounts : NSObject {
	NSString *currency;
	NSDecimalNumber *payment_amount;
	NSDecimalNumber *tax;
	NSDecimalNumber *shipping;
}

/** The currency code (default USD; must be the payment's). */
@property (nonatomic, retain) NSString *currency;
/** The amount before tax and shipping (the 2011 name, with its underscore). */
@property (nonatomic, retain) NSDecimalNumber *payment_amount;
/** The tax; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *tax;
/** The shipping; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *shipping;

@end
