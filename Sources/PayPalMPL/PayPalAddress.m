//
//  PayPalAddress.m
//  PayPalMPL — a read-only value object; the engine's buyer address arrives through MPLCoding.
//

#import "PayPalAddress.h"
#import "MPLCompat.h"

@implementation PayPalAddress

@synthesize name, street1, street2, city, state, postalcode, countrycode;

#if !__has_feature(objc_arc)
- (void)dealloc {
	[name release];
	[street1 release];
	[street2 release];
	[city release];
	[state release];
	[postalcode release];
	[countrycode release];
	[super dealloc];
}
#endif

@end
