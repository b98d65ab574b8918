import Foundation
import LegacyMPL

/// A parallel payment: three receivers, none primary (one Orders v2 purchase unit each).
public enum ParallelPaymentSample {
    /// Starts `advancedCheckoutWithPayment:` for three stores.
    @MainActor
    public static func pay() {
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = false
        PayPal.getPayPalInst().feePayer = FEEPAYER_EACHRECEIVER
        PayPal.getPayPalInst().advancedCheckoutWithPayment(threeStores())
    }

    /// The payment of the three stores of the Mall of Bears: 10.00, 20.00 and 5.00 USD, none primary.
    public static func threeStores() -> PayPalAdvancedPayment {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = "USD"
        payment.merchantName = "Mall of Bears"
        payment.receiverPaymentDetails = NSMutableArray()
        let emails = ["recipient1@email.com", "recipient2@email.com", "recipient3@email.com"]
        let amounts = ["10.00", "20.00", "5.00"]
        for (email, amount) in zip(emails, amounts) {
            let details = PayPalReceiverPaymentDetails()
            details.recipient = email
            details.subTotal = NSDecimalNumber(string: amount)
            details.paymentType = TYPE_GOODS
            details.description = "Bears from \(email)"
            payment.receiverPaymentDetails.add(details)
        }
        return payment
    }
}
