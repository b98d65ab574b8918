//
//  PayPalReceiverAmounts.h
//  PayPalMPL — one receiver's amounts in an advanced payment's dynamic-amount calculation (2011).
//

#import <Foundation/Foundation.h>
#import "PayPalAmounts.h"

/** A receiver and its amounts. */
@interface PayPalReceiverAmounts : NSObject {
	PayPalAmounts *amounts;
	NSString *recipient;
}

/** The receiver's amounts. */
@property (nonatomic, retain) PayPalAmounts *amounts;
/** The receiver's email address or phone number. */
@property (nonatomic, copy) NSString *recipient;

@end
