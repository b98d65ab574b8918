//
//  PPReceiverPaymentDetails.h
//  PayPalMPL — H1's (MPL 1.0/1.1) name of PayPalReceiverPaymentDetails: the same class under both names.
//

#import "PayPalReceiverPaymentDetails.h"

@compatibility_alias PPReceiverPaymentDetails PayPalReceiverPaymentDetails;
