import Foundation

/// What the client is doing around the app switch (seed 002's `venmoClientWillAppSwitch` /
/// `venmoClientAppSwitchReturned`), and when it falls back to the web.
public enum VenmoEvent: Sendable, Equatable {
    /// The Venmo app is about to open with this universal link.
    case willAppSwitch(URL)
    /// The buyer came back from Venmo with this URL (the order is read next for a success).
    case appSwitchReturned(URL)
    /// The Venmo app is not installed: PayPal's web checkout with funding source Venmo follows.
    case fallingBackToWebCheckout
}
