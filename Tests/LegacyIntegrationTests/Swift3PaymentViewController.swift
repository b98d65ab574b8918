// A 2016-era Swift 3 port of the guide's PaymentViewController, as the Swift 3+ importer spelled the bridged
// PayPal.h: `initialize(withAppID:forEnvironment:)`, `getPayButton(withTarget:…)`, `checkout(with:)`,
// `paymentSuccess(withKey:andStatus:)`, `paymentFailed(withCorrelationID:)`, `adjustAmounts(for:…)`. It must
// compile unchanged against LegacyMPL and get its callbacks in these spellings.
import Foundation
import LegacyMPL

final class Swift3PaymentViewController: NSObject, PayPalPaymentDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var starting: Thread?
    private var inside: [String] = []
    var callbacks: [String] { lock.withLock { recorded } }
    /// The callbacks that arrived inside the call that started the flow, on its thread (must be none).
    var callbacksInsideTheStartingCall: [String] { lock.withLock { inside } }
    private func record(_ callback: String) {
        lock.withLock {
            recorded.append(callback)
            if starting === Thread.current { inside.append(callback) }
        }
    }

    func viewDidLoad() {
        PayPal.initialize(withAppID: "APP-80W284485P519543T", forEnvironment: ENV_NONE)
        _ = PayPal.getPayPalInst().getPayButton(withTarget: self, andAction: Selector("payWithPayPal"), andButtonType: BUTTON_194x37)
    }

    func payWithPayPal(subTotal: String = "10.00") {
        let payment = PayPalPayment()
        payment.paymentCurrency = "USD"
        payment.recipient = "example-merchant-1@paypal.com"
        payment.subTotal = NSDecimalNumber(string: subTotal)
        lock.withLock { starting = Thread.current }
        PayPal.getPayPalInst().checkout(with: payment)
        lock.withLock { starting = nil }
    }

    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        record("paymentSuccess(withKey:andStatus:) \(paymentStatus.rawValue)")
    }

    func paymentFailed(withCorrelationID correlationID: String!) {
        record("paymentFailed(withCorrelationID:) \(PayPal.getPayPalInst().responseMessage["errorId"] as? String ?? "")")
    }

    func paymentCanceled() { record("paymentCanceled") }

    func paymentLibraryExit() { record("paymentLibraryExit") }

    func adjustAmounts(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        record("adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:andErrorCode:) \(inCurrency ?? "") \(inAmount ?? 0)")
        let amounts = PayPalAmounts()
        amounts.currency = inCurrency
        amounts.payment_amount = inAmount
        amounts.shipping = NSDecimalNumber(string: "2.00")
        outErrorCode.pointee = AMOUNT_ERROR_NONE
        return amounts
    }
}
