import Foundation
import LegacyMPL

/// A simple payment whose shipping the delegate sets after the buyer picks an address
/// (`SampleStore.adjustAmountsForAddress…`).
public enum DynamicAmountSample {
    /// Starts `checkoutWithPayment:` with `dynamicAmountUpdateEnabled`.
    @MainActor
    public static func pay() {
        let payment = PayPalPayment()
        payment.recipient = "example-merchant-1@paypal.com"
        payment.paymentCurrency = "USD"
        payment.description = "Teddy Bear, shipped"
        payment.subTotal = NSDecimalNumber(string: "10.00")
        payment.paymentType = TYPE_GOODS
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = true
        PayPal.getPayPalInst().feePayer = FEEPAYER_EACHRECEIVER
        PayPal.getPayPalInst().checkoutWithPayment(payment)
    }
}
