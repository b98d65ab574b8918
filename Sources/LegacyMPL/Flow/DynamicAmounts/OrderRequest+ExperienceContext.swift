import Foundation
import OrdersCore

extension OrderRequest {
    /// Changes the PayPal wallet's experience context (`payment_source.paypal.experience_context`), creating it when absent.
    mutating func updateExperienceContext(_ change: (inout ExperienceContext) -> Void) {
        var source = paymentSource ?? PaymentSource()
        var wallet = source.paypal ?? PayPalWallet()
        var context = wallet.experienceContext ?? ExperienceContext()
        change(&context)
        wallet.experienceContext = context
        source.paypal = wallet
        paymentSource = source
    }
}
