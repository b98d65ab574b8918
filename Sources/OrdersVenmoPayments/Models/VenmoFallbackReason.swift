/// Why ``VenmoClient`` fell back to PayPal's web checkout instead of switching to the Venmo app.
public enum VenmoFallbackReason: Sendable, Hashable {
    /// The Venmo app is not installed; Venmo is eligible, so the buyer paid with Venmo on the web.
    case appNotInstalled
    /// PayPal said Venmo is not eligible for this order and buyer, with its reasons (for example
    /// `CURRENCY_NOT_SUPPORTED`); the buyer paid with the PayPal wallet on the web.
    case notEligible(reasons: [String])
}
