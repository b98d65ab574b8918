//
//  SimplePaymentViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  A simple payment with an invoice: checkoutWithPayment: for 10.00 USD plus tax and shipping.
//  Swift port: Samples/Swift/SimplePaymentSample.swift
//

#import "PaymentViewController.h"

@interface SimplePaymentViewController : PaymentViewController {
}

@end
