//
//  PayPalReceiverAmounts.h
//  PayPalMPL — declares PayPalReceiverAmounts, one receiver's amounts in the dynamic-amount calculation of an
//  advanced payment (2011).
//

#ifndef PAYPAL_MPL_PAYPALRECEIVERAMOUNTS_H
#define PAYPAL_MPL_PAYPALRECEIVERAMOUNTS_H

#import <Foundation/Foundation.h>
#import "PayPalAmounts.h"

/** A receiver and its amounts. */
@interface PayPalReceiverAmounts : NSObject {
	PayPalAmounts *amounts;
	NSString *recipient;
}

/** The receiver's amounts. */
@property (nonatomic, retain) PayPalAmounts *amounts;
/** The receiver's email address or phone number, as in its PayPalReceiverPaymentDetails. */
@property (nonatomic, copy) NSString *recipient;

@end

#endif
