//
//  ChainedPaymentViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  The buyer pays the agent 100.00; the agent passes 90.00 on to the artist.
//  Swift port: Samples/Swift/ChainedPaymentSample.swift
//

#import "ChainedPaymentViewController.h"
#import "PayPalAdvancedPayment.h"
#import "PayPalReceiverPaymentDetails.h"

@implementation ChainedPaymentViewController

-(void)payWithPayPal {
	//Advanced Payment, chained: exactly one receiver is primary
	PayPal *ppMEP = [PayPal getPayPalInst];
	ppMEP.shippingEnabled = FALSE;
	ppMEP.dynamicAmountUpdateEnabled = FALSE;
	ppMEP.feePayer = FEEPAYER_PRIMARYRECEIVER;

	PayPalAdvancedPayment *payment = [[[PayPalAdvancedPayment alloc] init] autorelease];
	payment.paymentCurrency = @"USD";
	payment.merchantName = @"Bear Art Agency";
	payment.receiverPaymentDetails = [NSMutableArray array];

	//the primary receiver: the buyer sees and pays this amount
	PayPalReceiverPaymentDetails *agent = [[[PayPalReceiverPaymentDetails alloc] init] autorelease];
	agent.recipient = @"agent@email.com";
	agent.subTotal = [NSDecimalNumber decimalNumberWithString:@"100.00"];
	agent.isPrimary = TRUE;
	agent.paymentType = TYPE_SERVICE;
	agent.description = @"Bear portrait";
	[payment.receiverPaymentDetails addObject:agent];

	//the secondary receiver: paid out of the primary's amount
	PayPalReceiverPaymentDetails *artist = [[[PayPalReceiverPaymentDetails alloc] init] autorelease];
	artist.recipient = @"artist@email.com";
	artist.subTotal = [NSDecimalNumber decimalNumberWithString:@"90.00"];
	[payment.receiverPaymentDetails addObject:artist];

	[ppMEP advancedCheckoutWithPayment:payment];
}

@end
