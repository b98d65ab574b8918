//
//  PayPalAddress.m
//  PayPalMPL — PayPalAddress, a read-only value object (MRC and ARC); the library makes it from the engine's JSON
//  with the private initializer of MPLCoding.h (named in ARC's init family: it assigns self).
//

#import "PayPalAddress.h"
#import "MPLCompat.h"
#import "MPLCoding.h"

@implementation PayPalAddress

@synthesize name, street1, street2, city, state, postalcode, countrycode;

#if !MPL_ARC
- (void)dealloc {
	MPL_RELEASE(name);
	MPL_RELEASE(street1);
	MPL_RELEASE(street2);
	MPL_RELEASE(city);
	MPL_RELEASE(state);
	MPL_RELEASE(postalcode);
	MPL_RELEASE(countrycode);
	MPL_SUPER_DEALLOC();
}
#endif

@end

@implementation PayPalAddress (MPLPrivate)

- (id)initWithMPLName:(NSString *)aName street1:(NSString *)aStreet1 street2:(NSString *)aStreet2 city:(NSString *)aCity
	state:(NSString *)aState postalcode:(NSString *)aPostalcode countrycode:(NSString *)aCountrycode {
	if ((self = [self init])) {
		name = [aName copy];
		street1 = [aStreet1 copy];
		street2 = [aStreet2 copy];
		city = [aCity copy];
		state = [aState copy];
		postalcode = [aPostalcode copy];
		countrycode = [aCountrycode copy];
	}
	return self;
}

@end
