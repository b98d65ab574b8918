// Named by SWIFT_OBJC_BRIDGING_HEADER in Shop.xcodeproj: a bridging header, though its name does not say so.
#import "Analytics.h"
#import "PayPal.h"
#import <PayPalMPL/PayPalAdvancedPayment.h>
