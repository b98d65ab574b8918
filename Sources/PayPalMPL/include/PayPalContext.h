//
//  PayPalContext.h
//  PayPalMPL — the state of an in-flight payment, to store when the app terminates and resume after a restart
//  (H1's PayPal.payPalContext).
//

#import <Foundation/Foundation.h>
#import "PayPal.h"

/** A checkout's context; serialize gives a property-list dictionary, deserialize: reads one back. */
@interface PayPalContext : NSObject {
	NSString *sessionToken;
	NSString *amount;
	NSString *tax;
	NSString *shipping;
	NSString *currencyCode;
	NSString *itemDesc;
	NSString *recipientEmail;
	NSString *merchantName;
	BOOL shippable;
	PayPalEnvironment environment;
	BOOL recipientPaysFee;
	BOOL enableDynamicAmountUpdate;
	/** The engine's resume data (the ordersV2… keys of serialize). */
	NSDictionary *engineData;
}

/** The session token (the Orders v2 order id once a checkout started). */
@property (nonatomic, retain) NSString *sessionToken;
/** The amount, as text. */
@property (nonatomic, retain) NSString *amount;
/** The tax, as text. */
@property (nonatomic, retain) NSString *tax;
/** The shipping, as text. */
@property (nonatomic, retain) NSString *shipping;
/** The currency code. */
@property (nonatomic, retain) NSString *currencyCode;
/** What is bought. */
@property (nonatomic, retain) NSString *itemDesc;
/** Whether a shipping address is asked for. */
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

/** The context as a property-list dictionary (the engine's resume data included). */
- (NSDictionary *)serialize;
/** Reads a dictionary made by serialize; NO (changing nothing) when a value has the wrong type. */
- (BOOL)deserialize:(NSDictionary *)contextData;

@end
