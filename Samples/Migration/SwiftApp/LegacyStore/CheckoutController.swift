import UIKit

/// Checkout through the bridged Objective-C library (the names Swift's importer gives the 2011 headers).
final class CheckoutController: UIViewController, PayPalPaymentDelegate {
    private let cart = Cart()

    override func viewDidLoad() {
        super.viewDidLoad()
        PayPal.initialize(withAppID: "APP-80W284485P519543T", forEnvironment: ENV_SANDBOX)
        let paypal = PayPal.getPayPalInst()
        paypal?.shippingEnabled = true
        let button = paypal?.getPayButton(withTarget: self,
                                          andAction: #selector(pay),
                                          // the big one
                                          andButtonType: BUTTON_294x43)
        view.addSubview(button!)
    }

    @objc func pay() {
        let payment = PayPalPayment()
        payment.recipient = "seller@example.com"
        payment.paymentCurrency = "USD"
        payment.subTotal = NSDecimalNumber(string: "10.00")
        PayPal.getPayPalInst().checkout(with: payment)
        cart.checkout(with: payment)
    }

    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        if paymentStatus == STATUS_COMPLETED { cart.markPaid(payKey) }
    }

    func paymentFailed(withCorrelationID correlationID: String!) {
        let details = PayPal.getPayPalInst().responseMessage
        print(correlationID ?? "", details ?? [:])
    }

    func paymentCanceled() { cart.reopen() }

    func paymentLibraryExit() { navigationController?.popViewController(animated: true) }
}
