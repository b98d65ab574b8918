//
//  PayPalAddress.h
//  PayPalMPL — declares PayPalAddress, the buyer's chosen shipping address given to the dynamic-amount delegate
//  methods (2011, H1 = H2: every property read-only and atomic).
//

#ifndef PAYPAL_MPL_PAYPALADDRESS_H
#define PAYPAL_MPL_PAYPALADDRESS_H

#import <Foundation/Foundation.h>

/** A shipping address, made by the library (its properties are read-only). */
@interface PayPalAddress : NSObject {
	NSString *name;
	NSString *street1;
	NSString *street2;
	NSString *city;
	NSString *state;
	NSString *postalcode;
	NSString *countrycode;
}

/** The name of the addressee. */
@property (readonly) NSString *name;
/** The first street line. */
@property (readonly) NSString *street1;
/** The second street line. */
@property (readonly) NSString *street2;
/** The city. */
@property (readonly) NSString *city;
/** The state or province. */
@property (readonly) NSString *state;
/** The ZIP or postal code. */
@property (readonly) NSString *postalcode;
/** The two-letter ISO 3166-1 country code. */
@property (readonly) NSString *countrycode;

@end

#endif
