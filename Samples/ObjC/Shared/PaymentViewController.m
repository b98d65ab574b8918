//
//  PaymentViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: Samples/Swift/SampleStore.swift
//

#import "PaymentViewController.h"
#import "SampleAppDelegate.h"

@implementation PaymentViewController

@synthesize lastPayKey, lastCorrelationID;

#pragma mark -
#pragma mark View lifecycle

- (void)viewDidLoad {
	[super viewDidLoad];

	// The button stays disabled until the library finished initializing.
	// A network failure during initialization is worth a retry.
	if ([PayPal initializationStatus] == STATUS_COMPLETED_ERROR) {
		[NSThread detachNewThreadSelector:@selector(initializePayPal)
								 toTarget:[[UIApplication sharedApplication] delegate]
							   withObject:nil];
	}

	//Get the PayPal Library button.
	//We will be handling the callback, so we declare 'self' as the target
	//(this also makes us the delegate of the PayPal object).
	//We want a large button, so we use BUTTON_278x43.
	UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:self
															andAction:@selector(payWithPayPal)
														andButtonType:BUTTON_278x43];
	CGRect frame = button.frame;
	frame.origin.x = round((self.view.frame.size.width - button.frame.size.width) / 2.);
	frame.origin.y = round(self.view.frame.size.height - button.frame.size.height - 20.);
	button.frame = frame;
	[self.view addSubview:button];
}

-(void)payWithPayPal {
	// Overridden by each flow (SimplePaymentViewController, ParallelPaymentViewController, ...).
}

#pragma mark -
#pragma mark PayPalPaymentDelegate methods

//paymentSuccessWithKey:andStatus: is called as soon as the library completes a payment
//or a preapproval (then payKey is the confirmed preapproval key).
//Do bookkeeping only; the library still owns the display.
-(void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus {
	NSLog(@"paymentSuccessWithKey:andStatus: %@ %d", payKey, paymentStatus);
	self.lastPayKey = payKey;
	status = PAYMENTSTATUS_SUCCESS;
	// Send the pay key to our server here; it verifies and records the payment.
}

//paymentFailedWithCorrelationID: is called as soon as a payment fails.
//The details are in the responseMessage dictionary of the PayPal object.
-(void)paymentFailedWithCorrelationID:(NSString *)correlationID {
	NSString *severity = [[PayPal getPayPalInst].responseMessage objectForKey:@"severity"];
	NSString *category = [[PayPal getPayPalInst].responseMessage objectForKey:@"category"];
	NSString *errorId = [[PayPal getPayPalInst].responseMessage objectForKey:@"errorId"];
	NSString *message = [[PayPal getPayPalInst].responseMessage objectForKey:@"message"];
	NSLog(@"paymentFailedWithCorrelationID: %@ severity=%@ category=%@ errorId=%@ message=%@",
		  correlationID, severity, category, errorId, message);
	self.lastCorrelationID = correlationID;
	status = PAYMENTSTATUS_FAILED;
}

//paymentCanceled is called as soon as the buyer cancels.
-(void)paymentCanceled {
	NSLog(@"paymentCanceled");
	status = PAYMENTSTATUS_CANCELED;
}

//paymentLibraryExit is called when the library hands the display back to us:
//only now do we update the user interface.
-(void)paymentLibraryExit {
	NSLog(@"paymentLibraryExit");
	UIAlertView *alert = nil;
	switch (status) {
		case PAYMENTSTATUS_SUCCESS:
			alert = [[UIAlertView alloc] initWithTitle:@"Order Complete"
											   message:@"Thank you! Your payment went through."
											  delegate:nil
									 cancelButtonTitle:@"OK"
									 otherButtonTitles:nil];
			break;
		case PAYMENTSTATUS_FAILED:
			alert = [[UIAlertView alloc] initWithTitle:@"Payment Failed"
											   message:[[PayPal getPayPalInst].responseMessage objectForKey:@"message"]
											  delegate:nil
									 cancelButtonTitle:@"OK"
									 otherButtonTitles:nil];
			break;
		case PAYMENTSTATUS_CANCELED:
			alert = [[UIAlertView alloc] initWithTitle:@"Payment Canceled"
											   message:@"You canceled your payment."
											  delegate:nil
									 cancelButtonTitle:@"OK"
									 otherButtonTitles:nil];
			break;
	}
	[alert show];
	[alert release];
}

#pragma mark -
#pragma mark Memory management

- (void)dealloc {
	[lastPayKey release];
	[lastCorrelationID release];
	[super dealloc];
}

@end
