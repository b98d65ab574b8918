// Vendored from the Mobile Payments Library 1.5 package (abridged).
#import "PayPal.h"
#import "PayPalInvoiceData.h"

@interface PayPalPayment : NSObject
@property (nonatomic, retain) NSString *paymentCurrency;
@property (nonatomic, retain) NSDecimalNumber *subTotal;
@property (nonatomic, retain) NSString *recipient;
@end
