import Foundation
import OrdersPayPalWebPayments

/// What the client is doing around the app switch (seed 002's `venmoClientWillAppSwitch` /
/// `venmoClientAppSwitchReturned`), and when it falls back to the web.
public enum VenmoEvent: Sendable, Equatable {
    /// The Venmo app is about to open with this universal link.
    case willAppSwitch(URL)
    /// The buyer came back from Venmo with this URL (the order is read next for a success).
    case appSwitchReturned(URL)
    /// PayPal's web checkout follows, with this funding source (`venmo` when the app is absent, `paypal`
    /// when Venmo is not eligible), for this reason.
    case fallingBackToWebCheckout(PayPalWebCheckoutFundingSource, reason: VenmoFallbackReason)
}
