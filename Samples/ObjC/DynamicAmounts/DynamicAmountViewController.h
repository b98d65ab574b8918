//
//  DynamicAmountViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Dynamic amounts: the library asks this delegate for new amounts once the buyer picks a shipping address.
//  Swift port: Samples/Swift/DynamicAmountSample.swift (the advanced variant has no Swift port)
//

#import "PaymentViewController.h"

@interface DynamicAmountViewController : PaymentViewController {
}

// The advanced variant: a parallel payment whose amounts are adjusted per receiver.
-(void)payAdvancedWithPayPal;

@end
