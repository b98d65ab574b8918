import Foundation
import LegacyMPL

/// A chained payment: the buyer pays the agent 100.00, who passes 90.00 to the artist (over Orders v2:
/// the artist's share is the agent's platform fee; see Migration/chained-payments.md).
public enum ChainedPaymentSample {
    /// Starts `advancedCheckoutWithPayment:` with a primary and one secondary receiver.
    @MainActor
    public static func pay() {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = "USD"
        payment.merchantName = "Bear Art Agency"
        payment.receiverPaymentDetails = NSMutableArray()
        let agent = PayPalReceiverPaymentDetails()
        agent.recipient = "agent@email.com"
        agent.subTotal = NSDecimalNumber(string: "100.00")
        agent.isPrimary = true
        agent.paymentType = TYPE_SERVICE
        agent.description = "Bear portrait"
        payment.receiverPaymentDetails.add(agent)
        let artist = PayPalReceiverPaymentDetails()
        artist.recipient = "artist@email.com"
        artist.subTotal = NSDecimalNumber(string: "90.00")
        payment.receiverPaymentDetails.add(artist)
        PayPal.getPayPalInst().shippingEnabled = false
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = false
        PayPal.getPayPalInst().feePayer = FEEPAYER_PRIMARYRECEIVER
        PayPal.getPayPalInst().advancedCheckoutWithPayment(payment)
    }
}
