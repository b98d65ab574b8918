//
//  ParallelPaymentViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: Samples/Swift/ParallelPaymentSample.swift
//

#import "ParallelPaymentViewController.h"
#import "PayPalAdvancedPayment.h"
#import "PayPalReceiverPaymentDetails.h"

@implementation ParallelPaymentViewController

-(void)payWithPayPal {
	//Advanced Payment, parallel: no receiver is primary
	PayPal *ppMEP = [PayPal getPayPalInst];
	ppMEP.shippingEnabled = TRUE;
	ppMEP.dynamicAmountUpdateEnabled = FALSE;
	ppMEP.feePayer = FEEPAYER_EACHRECEIVER;

	PayPalAdvancedPayment *payment = [[[PayPalAdvancedPayment alloc] init] autorelease];
	payment.paymentCurrency = @"USD";
	payment.merchantName = @"Mall of Bears";
	payment.receiverPaymentDetails = [NSMutableArray array];

	NSArray *emails = [NSArray arrayWithObjects:
					   @"recipient1@email.com",
					   @"recipient2@email.com",
					   @"recipient3@email.com",
					   nil];
	NSArray *amounts = [NSArray arrayWithObjects:@"10.00", @"20.00", @"5.00", nil];

	for (int i = 0; i < emails.count; i++) {
		PayPalReceiverPaymentDetails *details = [[[PayPalReceiverPaymentDetails alloc] init] autorelease];
		details.recipient = [emails objectAtIndex:i];
		details.subTotal = [NSDecimalNumber decimalNumberWithString:[amounts objectAtIndex:i]];
		details.paymentType = TYPE_GOODS;
		details.description = [NSString stringWithFormat:@"Bears from %@", [emails objectAtIndex:i]];
		[payment.receiverPaymentDetails addObject:details];
	}

	[ppMEP advancedCheckoutWithPayment:payment];
}

@end
