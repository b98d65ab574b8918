//
//  PaymentViewController.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  The shared delegate of every sample flow: it places the "Pay with PayPal"
//  button and receives the PayPalPaymentDelegate callbacks. Each flow is a
//  subclass that overrides -payWithPayPal.
//  Swift port: Samples/Swift/SampleStore.swift (callbacks) and
//  Samples/Swift/SampleFlow.swift (SampleSetup).
//

#import <UIKit/UIKit.h>
#import "PayPal.h"

typedef enum PaymentStatuses {
	PAYMENTSTATUS_SUCCESS,
	PAYMENTSTATUS_FAILED,
	PAYMENTSTATUS_CANCELED,
} PaymentStatuses;

@interface PaymentViewController : UIViewController <PayPalPaymentDelegate> {
	PaymentStatuses status;
	NSString *lastPayKey;
	NSString *lastCorrelationID;
}

@property (nonatomic, retain) NSString *lastPayKey;
@property (nonatomic, retain) NSString *lastCorrelationID;

// Called by the "Pay with PayPal" button on touchUpInside. Subclasses override it.
-(void)payWithPayPal;

@end
