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
        enableDynamicAmounts()
        PayPal.getPayPalInst().advancedCheckoutWithPayment(ParallelPaymentSample.threeStores())
    }

    /// Shipping on (the delegate is asked only when the buyer picks an address), dynamic amounts on.
    @MainActor
    private static func enableDynamicAmounts() {
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = true
        PayPal.getPayPalInst().feePayer = FEEPAYER_EACHRECEIVER
    }
}
