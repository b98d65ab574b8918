#import "PayPal.h"
#import "PayPalPayment.h"
