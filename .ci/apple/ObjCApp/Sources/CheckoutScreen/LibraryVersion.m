//
//  LibraryVersion.m
//  The modules way: the whole library through its Clang module.
//

@import PayPalMPL;

#import "CheckoutScreen.h"

@implementation CheckoutScreen (LibraryVersion)

+ (NSString *)libraryVersion {
    return [PayPal buildVersion];
}

@end
