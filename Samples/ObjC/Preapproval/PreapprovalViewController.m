//
//  PreapprovalViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: Samples/Swift/PreapprovalSample.swift
//  (SampleFlow.preapproval passes the key the merchant's server created: a Vault v3 setup token id).
//

#import "PreapprovalViewController.h"

@implementation PreapprovalViewController

@synthesize preapprovalKey;

- (void)viewDidLoad {
	//In a real app our server sends a pending key from its Preapproval request.
	if (self.preapprovalKey == nil) {
		self.preapprovalKey = @"PA-SAMPLE-KEY";
	}
	[super viewDidLoad];
}

-(void)payWithPayPal {
	//paymentSuccessWithKey:andStatus: returns the confirmed preapproval key in place of a pay key;
	//our server keeps it and later sends Pay requests with it.
	[[PayPal getPayPalInst] preapprovalWithKey:self.preapprovalKey andMerchantName:@"Joe's Bear Emporium"];
}

- (void)dealloc {
	[preapprovalKey release];
	[super dealloc];
}

@end
