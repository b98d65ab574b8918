// Lets the Swift code see the Objective-C Mobile Payments Library.
#import "AFNetworking.h"
#import "PayPal.h"
#import "PayPalPayment.h"
