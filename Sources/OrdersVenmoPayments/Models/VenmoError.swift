import Foundation
import OrdersCore
import OrdersPayPalWebPayments

/// Why a Venmo approval did not end approved.
public enum VenmoError: Error, Sendable, Equatable, LocalizedError {
    /// The order id is not one PayPal issues; nothing was sent.
    case invalidID(String)
    /// The return URL given to ``VenmoClient`` cannot carry Venmo's answer.
    case invalidReturnURL(String, reason: String)
    /// Venmo cannot be offered for this order and buyer, and the request's ``VenmoFallback`` does not fall
    /// back to the PayPal wallet (or PayPal is not eligible either); PayPal's reasons for Venmo (for example
    /// `CURRENCY_NOT_SUPPORTED`). Nothing was shown.
    case notEligible(reasons: [String])
    /// The Venmo app is not installed and the request asked for no fallback (``VenmoFallback/none``).
    case appNotInstalled
    /// The order cannot be approved any more (for example already approved or completed).
    case orderNotAwaitingApproval(id: String, status: String)
    /// The Venmo app could not be opened.
    case appSwitchFailed(String)
    /// The buyer canceled in Venmo.
    case canceled(orderID: String)
    /// Venmo returned an error, with its message.
    case venmoReturnedError(String)
    /// The return URL is not one Venmo sends for this order.
    case malformedReturnURL(String, reason: String)
    /// The return said approved, but the server's state disagrees.
    case notApproved(orderID: String, status: String)
    /// The PayPal web checkout fallback failed (including a cancel there).
    case webCheckout(PayPalWebCheckoutError)
    /// PayPal answered with an error (or did not answer).
    case payments(PaymentsError)

    /// Whether the buyer canceled, in Venmo or on the web fallback.
    public var isCanceled: Bool {
        switch self {
        case .canceled: true
        case .webCheckout(let error): error.isCanceled
        default: false
        }
    }

    /// What happened and what to do.
    public var errorDescription: String? {
        switch self {
        case .invalidID(let id):
            "'\(id)' is not a PayPal order id: use the 1 to 36 letters, digits, '_' or '-' PayPal returned."
        case .invalidReturnURL(let url, let reason):
            "The Venmo return URL '\(url)' cannot be used: \(reason)."
        case .notEligible(let reasons):
            "Venmo cannot be offered for this order (\(reasons.isEmpty ? "no reason given" : reasons.joined(separator: ", "))): hide the Venmo button, or use VenmoFallback.payPalWebCheckout to let the buyer pay with PayPal instead."
        case .appNotInstalled:
            "The Venmo app is not installed: offer another way to pay, or allow the PayPal web checkout fallback."
        case .orderNotAwaitingApproval(let id, let status):
            "Order \(id) is \(status): only a CREATED or PAYER_ACTION_REQUIRED order can be approved with Venmo."
        case .appSwitchFailed(let reason):
            "The Venmo app could not be opened: \(reason)."
        case .canceled(let id):
            "The buyer canceled the Venmo approval of \(id)."
        case .venmoReturnedError(let message):
            "Venmo reported an error: \(message)."
        case .malformedReturnURL(let url, let reason):
            "Venmo's return URL '\(url)' cannot be read: \(reason)."
        case .notApproved(let id, let status):
            "Venmo's return said \(id) was approved, but PayPal reports status \(status): do not capture it."
        case .webCheckout(let error):
            error.errorDescription
        case .payments(let error):
            error.errorDescription
        }
    }
}
