import Foundation
import LegacyMPL

/// A simple payment with an invoice, as in the guide's sample code.
public enum SimplePaymentSample {
    /// Starts `checkoutWithPayment:` for 10.00 USD (one line item) with tax and shipping.
    @MainActor
    public static func pay() {
        let payment = PayPalPayment()
        payment.recipient = "example-merchant-1@paypal.com"
        payment.paymentCurrency = "USD"
        payment.description = "Teddy Bear"
        payment.merchantName = "Joe's Bear Emporium"
        payment.subTotal = NSDecimalNumber(string: "10.00")
        payment.paymentType = TYPE_GOODS
        payment.invoiceData = PayPalInvoiceData()
        payment.invoiceData.totalTax = NSDecimalNumber(string: "0.80")
        payment.invoiceData.totalShipping = NSDecimalNumber(string: "2.00")
        // The optional line item: itemPrice × itemCount = totalPrice, and the items' totalPrices add up to the subtotal.
        let item = PayPalInvoiceItem()
        item.name = "Teddy Bear"
        item.itemId = "BEAR-001"
        item.itemPrice = NSDecimalNumber(string: "10.00")
        item.itemCount = NSNumber(value: 1)
        item.totalPrice = NSDecimalNumber(string: "10.00")
        payment.invoiceData.invoiceItems = NSMutableArray(object: item)
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = false
        PayPal.getPayPalInst().feePayer = FEEPAYER_EACHRECEIVER
        PayPal.getPayPalInst().checkoutWithPayment(payment)
    }
}
