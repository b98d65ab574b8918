import UIKit

class DonateViewController: UIViewController, PayPalPaymentDelegate {
    var payment: PayPalPayment!

    override func viewDidLoad() {
        super.viewDidLoad()
        PayPal.initializeWithAppID("APP-80W284485P519543T", forEnvironment: ENV_SANDBOX)
        let button = PayPal.getPayPalInst().getPayButtonWithTarget(self, andAction: "pay:", andButtonType: BUTTON_152x33)
        view.addSubview(button)
    }

    func pay(sender: AnyObject) {
        payment = PayPalPayment()
        payment.subTotal = NSDecimalNumber(string: "8.25")
        payment.paymentCurrency = "USD"
        PayPal.getPayPalInst().checkoutWithPayment(payment)
    }

    func paymentSuccessWithKey(payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
    }

    func paymentFailedWithCorrelationID(correlationID: String!) {
        let message = PayPal.getPayPalInst().responseMessage.objectForKey("message") as! String
        print(message)
    }

    func paymentCanceled() {
    }

    func paymentLibraryExit() {
    }
}
