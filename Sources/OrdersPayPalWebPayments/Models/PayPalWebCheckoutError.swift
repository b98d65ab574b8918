import Foundation
import OrdersCore

/// Why a PayPal web checkout or vault approval did not end approved.
public enum PayPalWebCheckoutError: Error, Sendable, Equatable, LocalizedError {
    /// The buyer canceled (closed the browser, or PayPal's cancel return) for this order or setup token id.
    case canceled(id: String)
    /// The id is not one PayPal issues; nothing was sent or shown.
    case invalidID(String)
    /// The return URL is not one PayPal sends for this flow; the reason says what is missing or wrong.
    case malformedReturnURL(String, reason: String)
    /// The return URL said approved, but the server's state disagrees (never trust the redirect alone).
    case notApproved(id: String, status: String)
    /// The browser could not be shown or failed.
    case presentationFailed(String)
    /// PayPal answered with an error (or did not answer) while reading or creating.
    case payments(PaymentsError)

    /// Whether the buyer canceled.
    public var isCanceled: Bool {
        if case .canceled = self { return true }
        return false
    }

    /// What happened and what to do.
    public var errorDescription: String? {
        switch self {
        case .canceled(let id):
            "The buyer canceled the PayPal approval of \(id)."
        case .invalidID(let id):
            "'\(id)' is not a PayPal order or setup token id: use the 1 to 36 letters, digits, '_' or '-' PayPal returned."
        case .malformedReturnURL(let url, let reason):
            "PayPal's return URL '\(url)' cannot be read: \(reason)."
        case .notApproved(let id, let status):
            "The return URL said \(id) was approved, but PayPal reports status \(status): do not capture it; ask the buyer to try again."
        case .presentationFailed(let reason):
            "PayPal's approval page could not be shown: \(reason)."
        case .payments(let error):
            error.errorDescription
        }
    }
}
