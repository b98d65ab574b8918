//
//  ParallelPaymentViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  A parallel payment: advancedCheckoutWithPayment: with three receivers, none primary.
//  Swift port: Samples/Swift/ParallelPaymentSample.swift
//

#import "PaymentViewController.h"

@interface ParallelPaymentViewController : PaymentViewController {
}

@end
