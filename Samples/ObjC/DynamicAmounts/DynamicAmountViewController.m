//
//  DynamicAmountViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: Samples/Swift/DynamicAmountSample.swift (pay and payAdvanced) and the
//  adjustAmountsForAddress: and adjustAmountsAdvancedForAddress: methods of
//  Samples/Swift/SampleStore.swift (the callbacks).
//

#import "DynamicAmountViewController.h"
#import "PayPalPayment.h"
#import "PayPalAdvancedPayment.h"
#import "PayPalReceiverPaymentDetails.h"
#import "PayPalAddress.h"
#import "PayPalAmounts.h"
#import "PayPalReceiverAmounts.h"

@implementation DynamicAmountViewController

- (void)viewDidLoad {
	[super viewDidLoad]; // places the simple button (payWithPayPal)

	//a second, smaller button for the advanced variant
	UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:self
															andAction:@selector(payAdvancedWithPayPal)
														andButtonType:BUTTON_194x37];
	CGRect frame = button.frame;
	frame.origin.x = round((self.view.frame.size.width - button.frame.size.width) / 2.);
	frame.origin.y = 20.;
	button.frame = frame;
	[self.view addSubview:button];
}

#pragma mark -
#pragma mark Checkout

//Simple payment; the shipping is set once the buyer picks an address.
-(void)payWithPayPal {
	[PayPal getPayPalInst].shippingEnabled = TRUE;
	[PayPal getPayPalInst].dynamicAmountUpdateEnabled = TRUE;
	[PayPal getPayPalInst].feePayer = FEEPAYER_EACHRECEIVER;

	PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];
	payment.recipient = @"example-merchant-1@paypal.com";
	payment.paymentCurrency = @"USD";
	payment.description = @"Teddy Bear, shipped";
	payment.subTotal = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	payment.paymentType = TYPE_GOODS;

	[[PayPal getPayPalInst] checkoutWithPayment:payment];
}

//Advanced variant: the three stores of the parallel sample, with dynamic amounts.
-(void)payAdvancedWithPayPal {
	PayPal *ppMEP = [PayPal getPayPalInst];
	ppMEP.shippingEnabled = TRUE;
	ppMEP.dynamicAmountUpdateEnabled = TRUE;
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

#pragma mark -
#pragma mark Dynamic Amount Calculation (optional PayPalPaymentDelegate methods)

//Called for checkoutWithPayment: when the buyer chooses a shipping address.
//A flat 2.00 shipping to any address; amount and tax stay as they are.
-(PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress
							  andCurrency:(NSString const *)inCurrency
								andAmount:(NSDecimalNumber const *)inAmount
								   andTax:(NSDecimalNumber const *)inTax
							  andShipping:(NSDecimalNumber const *)inShipping
							 andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
	NSLog(@"adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode: %@ %@",
		  inCurrency, inAmount);
	PayPalAmounts *newAmounts = [[[PayPalAmounts alloc] init] autorelease];
	newAmounts.currency = (NSString *)inCurrency;
	newAmounts.payment_amount = (NSDecimalNumber *)inAmount;
	newAmounts.tax = (NSDecimalNumber *)inTax;
	newAmounts.shipping = [NSDecimalNumber decimalNumberWithString:@"2.00"];
	//if you need to notify the library of an error condition, do one of the following
	//*outErrorCode = AMOUNT_ERROR_SERVER;
	//*outErrorCode = AMOUNT_ERROR_OTHER;
	//*outErrorCode = AMOUNT_CANCEL_TXN;
	*outErrorCode = AMOUNT_ERROR_NONE;
	return newAmounts;
}

//Called for advancedCheckoutWithPayment: when the buyer chooses a shipping address:
//one PayPalReceiverAmounts per receiver. The same flat 2.00 shipping, per receiver.
-(NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress
									   andCurrency:(NSString const *)inCurrency
								andReceiverAmounts:(NSMutableArray *)receiverAmounts
									  andErrorCode:(PayPalAmountErrorCode *)outErrorCode {
	NSLog(@"adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode: %@ %d receivers",
		  inCurrency, [receiverAmounts count]);
	NSMutableArray *returnArray = [NSMutableArray arrayWithCapacity:[receiverAmounts count]];
	for (PayPalReceiverAmounts *amounts in receiverAmounts) {
		//leave the amount and the tax, set the shipping of each store
		amounts.amounts.shipping = [NSDecimalNumber decimalNumberWithString:@"2.00"];
		[returnArray addObject:amounts];
	}
	//if you need to notify the library of an error condition, do one of the following
	//*outErrorCode = AMOUNT_ERROR_SERVER;
	//*outErrorCode = AMOUNT_ERROR_OTHER;
	//*outErrorCode = AMOUNT_CANCEL_TXN;
	*outErrorCode = AMOUNT_ERROR_NONE;
	return returnArray;
}

@end
