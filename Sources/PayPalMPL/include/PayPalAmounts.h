//
//  PayPalAmounts.h
//  PayPalMPL — declares PayPalAmounts, the amounts a dynamic-amount delegate returns (2011).
//

#ifndef PAYPAL_MPL_PAYPALAMOUNTS_H
#define PAYPAL_MPL_PAYPALAMOUNTS_H

#import <Foundation/Foundation.h>

/** Amounts in one currency. */
@interface PayPalAmounts : NSObject {
	NSString *currency;
	NSDecimalNumber *payment_amount;
	NSDecimalNumber *tax;
	NSDecimalNumber *shipping;
}

/** The currency code (default @"USD"); it must be the payment's. */
@property (nonatomic, retain) NSString *currency;
/** The amount before tax and shipping (the 2011 name, with its underscore). */
@property (nonatomic, retain) NSDecimalNumber *payment_amount;
/** The tax; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *tax;
/** The shipping; nil for none. */
@property (nonatomic, retain) NSDecimalNumber *shipping;

@end

#endif
