import UIKit

// Swift 4 code on the bridged Objective-C library (LegacyBridge.h).
final class CheckoutController: UIViewController {
    func pay(_ amount: NSDecimalNumber) {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = "USD"
        PayPal.getPayPalInst().advancedCheckout(with: payment)
    }
}
