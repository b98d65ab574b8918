//
//  PreapprovalViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  A preapproval: the merchant's server created a pending preapproval key
//  (Adaptive Payments Preapproval); the library has the buyer confirm it.
//  Swift port: Samples/Swift/PreapprovalSample.swift
//

#import "PaymentViewController.h"

@interface PreapprovalViewController : PaymentViewController {
	NSString *preapprovalKey;
}

// The pending preapproval key our server obtained (e.g. @"PA-SAMPLE-KEY").
@property (nonatomic, retain) NSString *preapprovalKey;

@end
