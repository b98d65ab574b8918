// The value classes, merged into one file by a 2013 refactoring: recognised by what it declares.
#import <Foundation/Foundation.h>

@interface PayPalInvoiceData : NSObject <NSCopying>
@property (nonatomic, retain) NSDecimalNumber *totalTax;
@property (nonatomic, retain) NSDecimalNumber *totalShipping;
@property (nonatomic, retain) NSMutableArray *invoiceItems;
@end

@interface PayPalReceiverPaymentDetails : NSObject <NSCopying>
@property (nonatomic, retain) NSString *recipient;
@property (nonatomic, retain) NSDecimalNumber *subTotal;
@end
