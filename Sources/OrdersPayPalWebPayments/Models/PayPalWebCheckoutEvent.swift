import Foundation

/// What the client is doing with PayPal's page, for apps that pause work or log around it (seed 002's
/// `payPalClientWillPresentAuthentication` / `payPalClientAuthenticationDismissed`).
public enum PayPalWebCheckoutEvent: Sendable, Equatable {
    /// PayPal's page is about to be shown at this URL.
    case willPresent(URL)
    /// The page is gone (redirect, cancel or failure); the client reads PayPal's state next, if needed.
    case dismissed
}
