//
//  PayPalAddress.h
//  PayPalMPL — the buyer's chosen shipping address, given to the dynamic-amount delegate methods (2011: every
//  property read-only and atomic).
//

#import <Foundation/Foundation.h>

/** A shipping address. */
@interface PayPalAddress : NSObject {
	NSString *name;
	NSString *street1;
	NSString *street2;
	NSString *city;
	NSString *state;
	NSString *postalcode;
	NSString *countrycode;
}

/** The name. */
@property (readonly) NSString *name;
/** The first street line. */
@property (readonly) NSString *street1;
/** The second street line. */
@property (readonly) NSString *street2;
/** The city. */
@property (readonly) NSString *city;
/** The state or province. */
@property (readonly) NSString *state;
/** The postal code. */
@property (readonly) NSString *postalcode;
/** The two-letter country code. */
@property (readonly) NSString *countrycode;

@end
