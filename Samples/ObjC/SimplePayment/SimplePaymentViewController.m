//
//  SimplePaymentViewController.m
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Swift port: Samples/Swift/SimplePaymentSample.swift
//

#import "SimplePaymentViewController.h"
#import "PayPalPayment.h"
#import "PayPalInvoiceData.h"
#import "PayPalInvoiceItem.h"

@implementation SimplePaymentViewController

-(void)payWithPayPal {
	//Simple Payment
	[PayPal getPayPalInst].shippingEnabled = TRUE;
	[PayPal getPayPalInst].dynamicAmountUpdateEnabled = FALSE;
	[PayPal getPayPalInst].feePayer = FEEPAYER_EACHRECEIVER;

	PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];
	payment.recipient = @"example-merchant-1@paypal.com";
	payment.paymentCurrency = @"USD";
	payment.description = @"Teddy Bear";
	payment.merchantName = @"Joe's Bear Emporium";

	//subtotal of all items, without tax and shipping
	payment.subTotal = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	payment.paymentType = TYPE_GOODS;

	//invoiceData is optional; tax and shipping are added to the subtotal
	payment.invoiceData = [[[PayPalInvoiceData alloc] init] autorelease];
	payment.invoiceData.totalTax = [NSDecimalNumber decimalNumberWithString:@"0.80"];
	payment.invoiceData.totalShipping = [NSDecimalNumber decimalNumberWithString:@"2.00"];

	//The optional line item: itemPrice x itemCount = totalPrice, and the
	//totalPrices of all items must equal the subtotal.
	payment.invoiceData.invoiceItems = [NSMutableArray array];
	PayPalInvoiceItem *item = [[[PayPalInvoiceItem alloc] init] autorelease];
	item.name = @"Teddy Bear";
	item.itemId = @"BEAR-001";
	item.itemPrice = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	item.itemCount = [NSNumber numberWithInt:1];
	item.totalPrice = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	[payment.invoiceData.invoiceItems addObject:item];

	//The library displays itself on top of the window and releases the payment when done.
	[[PayPal getPayPalInst] checkoutWithPayment:payment];
}

@end
