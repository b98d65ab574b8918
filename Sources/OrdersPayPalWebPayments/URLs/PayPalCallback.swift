import Foundation

/// The fixed callback of PayPal's mobile web flows: PayPal redirects to
/// `sdk.ios.paypal://x-callback-url/paypal-sdk/…`, which the web session intercepts (no app URL-scheme setup).
public enum PayPalCallback {
    /// The callback scheme.
    public static let scheme = "sdk.ios.paypal"
    /// The checkout redirect (`redirect_uri`).
    public static let checkoutURL = URL(string: "\(scheme)://x-callback-url/paypal-sdk/paypal-checkout")!
    /// The checkout cancel URL, for the order's `experience_context.cancel_url` (the client reads `opType=cancel` as canceled).
    public static let checkoutCancelURL = URL(string: checkoutURL.absoluteString + "?opType=cancel")!
    /// The vault approval return URL, for the setup token's `experience_context.return_url`.
    public static let vaultReturnURL = URL(string: "\(scheme)://x-callback-url/paypal-sdk/paypal-vault")!
    /// The vault cancel URL, for the setup token's `experience_context.cancel_url`.
    public static let vaultCancelURL = URL(string: "\(scheme)://x-callback-url/paypal-sdk/paypal-vault/cancel")!
}
