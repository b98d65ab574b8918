//
//  ChainedPaymentViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  A chained payment: advancedCheckoutWithPayment: with a primary and one secondary receiver.
//  Swift port: Samples/Swift/ChainedPaymentSample.swift
//

#import "PaymentViewController.h"

@interface ChainedPaymentViewController : PaymentViewController {
}

@end
