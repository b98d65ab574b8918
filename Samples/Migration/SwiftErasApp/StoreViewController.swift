import UIKit

// Swift 4 (2017) on the same bridged library: the Swift 3+ importer's names.
final class StoreViewController: UIViewController {
    func setUp() {
        PayPal.initialize(withAppID: "APP-80W284485P519543T", for: ENV_SANDBOX)
        let button = PayPal.getPayPalInst().getPayButton(withTarget: self, andAction: #selector(pay), andButtonType: BUTTON_152x33)
        view.addSubview(button!)
    }

    @objc func pay() {
        PayPal.getPayPalInst().checkout(with: Order.current.payment)
        PayPal.getPayPalInst().preapproval(withKey: "PA-5LF63474WJ1837346", andMerchantName: "Shop")
    }
}

// The delegate in an extension, @objc as the Objective-C runtime needs; one method under another Swift name.
extension StoreViewController: PayPalPaymentDelegate {
    @objc func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        Order.current.complete(payKey)
    }

    @objc(paymentFailedWithCorrelationID:)
    func paymentDidFail(correlationID: String!) {
        Order.current.fail(correlationID)
    }

    @objc func paymentCanceled() {}

    @objc func paymentLibraryExit() {}
}
