//
//  PayPalContext.h
//  PayPalMPL — declares PayPalContext, the state of an in-flight payment (H1's PayPal.payPalContext): store its
//  -serialize when the app terminates, read it back with -deserialize: after a restart to resume the payment.
//

#ifndef PAYPAL_MPL_PAYPALCONTEXT_H
#define PAYPAL_MPL_PAYPALCONTEXT_H

#import <Foundation/Foundation.h>
#import "PayPal.h"

/** A payment's context; -serialize gives a property-list dictionary, -deserialize: reads one back. */
@interface PayPalContext : NSObject {
	NSString *sessionToken;
	NSString *amount;
	NSString *tax;
	NSString *shipping;
	NSString *currencyCode;
	NSString *itemDesc;
	BOOL shippable;
	NSString *recipientEmail;
	NSString *merchantName;
	PayPalEnvironment environment;
	BOOL recipientPaysFee;
	BOOL enableDynamicAmountUpdate;
@private
	/** What resuming the Orders v2 checkout needs (the ordersV2… keys of -serialize). */
	NSDictionary *engineData;
}

/** The session token of the in-flight payment (the Orders v2 order id once a checkout started). */
@property (nonatomic, retain) NSString *sessionToken;
/** The amount, as text. */
@property (nonatomic, retain) NSString *amount;
/** The tax, as text. */
@property (nonatomic, retain) NSString *tax;
/** The shipping, as text. */
@property (nonatomic, retain) NSString *shipping;
/** The currency code. */
@property (nonatomic, retain) NSString *currencyCode;
/** A description of what is bought. */
@property (nonatomic, retain) NSString *itemDesc;
/** Whether the payment asks for a shipping address. */
@property BOOL shippable;
/** The recipient's email. */
@property (nonatomic, retain) NSString *recipientEmail;
/** The merchant name. */
@property (nonatomic, retain) NSString *merchantName;
/** The environment the payment runs in. */
@property PayPalEnvironment environment;
/** Whether the recipient pays the fees. */
@property BOOL recipientPaysFee;
/** Whether dynamic amount updates are on. */
@property BOOL enableDynamicAmountUpdate;

/** The context as a property-list dictionary: the properties that are set (keyed by their names; the BOOLs and the
 *  environment as NSNumbers) and the resume data of the in-flight checkout. */
- (NSDictionary *)serialize;
/** Reads a dictionary made by -serialize: YES when read; NO, changing nothing, when a value has the wrong type or
 *  the resume data is malformed. */
- (BOOL)deserialize:(NSDictionary *)contextData;

@end

#endif
