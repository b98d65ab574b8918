import Foundation

/* The old flow, kept for reference:
   /* nested comment: */ PayPal.getPayPalInst().checkout(with: payment)
   still inside the outer comment: PayPal.initialize(withAppID: "x", forEnvironment: ENV_LIVE)
*/
enum LegacyNotes {
    static let help = #"Call [[PayPal getPayPalInst] checkoutWithPayment:p] with "ENV_SANDBOX""#
    static let doc = """
        PayPal.getPayPalInst().shippingEnabled = true
        \(PayPal.buildVersion() ?? "unknown") is the only live call in this string
        STATUS_COMPLETED_SUCCESS
        """
    static let raw = #"""
        PayPal.initializationStatus() == STATUS_COMPLETED_ERROR \(not.interpolated)
        """#

    static func isReady() -> Bool {
        // mpl-migrate:disable-next-line mpl.paypal.initialization-status
        PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS
    }
}
