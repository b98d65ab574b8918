#import <UIKit/UIKit.h>
#import "Cart.h"

// The conformance to PayPalPaymentDelegate is declared in the class extension of the .m file.
@interface CheckoutViewController : UIViewController {
    Cart *cart;
}

- (void)payWithPayPal;

@end
