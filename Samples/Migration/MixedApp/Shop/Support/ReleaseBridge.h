// Named by Config/Release.xcconfig.
#import "PayPal.h"
