//
//  PPReceiverPaymentDetails.h
//  PayPalMPL — H1's (MPL 1.0/1.1) header of the receiver class: declares PPReceiverPaymentDetails as another
//  name of PayPalReceiverPaymentDetails (H2's name), so H1 and H2 code share one class.
//

#ifndef PAYPAL_MPL_PPRECEIVERPAYMENTDETAILS_H
#define PAYPAL_MPL_PPRECEIVERPAYMENTDETAILS_H

#import "PayPalReceiverPaymentDetails.h"

/** H1's name of PayPalReceiverPaymentDetails (the same class). */
@compatibility_alias PPReceiverPaymentDetails PayPalReceiverPaymentDetails;

#endif
