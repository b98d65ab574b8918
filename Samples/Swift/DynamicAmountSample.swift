import Foundation
import LegacyMPL

/// Dynamic amounts: the delegate sets the shipping after the buyer picks an address
/// (`SampleStore.adjustAmountsForAddress…` and `SampleStore.adjustAmountsAdvancedForAddress…`).
public enum DynamicAmountSample {
    /// Starts `checkoutWithPayment:` with `dynamicAmountUpdateEnabled` (`payWithPayPal` of the Objective-C sample).
    @MainActor
    public static func pay() {
        let payment = PayPalPayment()
        payment.recipient = "example-merchant-1@paypal.com"
        payment.paymentCurrency = "USD"
        payment.description = "Teddy Bear, shipped"
        payment.subTotal = NSDecimalNumber(string: "10.00")
        payment.paymentType = TYPE_GOODS
        enableDynamicAmounts()
        PayPal.getPayPalInst().checkoutWithPayment(payment)
    }

    /// Starts `advancedCheckoutWithPayment:` for the three stores of the parallel sample with
    /// `dynamicAmountUpdateEnabled` (`payAdvancedWithPayPal` of the Objective-C sample).
    @MainActor
    public static func payAdvanced() {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = "USD"
        payment.merchantName = "Mall of Bears"
        payment.receiverPaymentDetails = NSMutableArray()
        let stores = [("recipient1@email.com", "10.00"), ("recipient2@email.com", "20.00"), ("recipient3@email.com", "5.00")]
        for (email, amount) in stores {
            let details = PayPalReceiverPaymentDetails()
            details.recipient = email
            details.subTotal = NSDecimalNumber(string: amount)
            details.paymentType = TYPE_GOODS
            details.description = "Bears from \(email)"
            payment.receiverPaymentDetails.add(details)
        }
        enableDynamicAmounts()
        PayPal.getPayPalInst().advancedCheckoutWithPayment(payment)
    }

    /// Shipping on (the delegate is asked only when the buyer picks an address), dynamic amounts on.
    @MainActor
    private static func enableDynamicAmounts() {
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = true
        PayPal.getPayPalInst().feePayer = FEEPAYER_EACHRECEIVER
    }
}
