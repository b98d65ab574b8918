/// How the buyer pays on PayPal's web checkout (the `fundingSource` of the approval URL).
public enum PayPalWebCheckoutFundingSource: String, Sendable, Hashable, CaseIterable {
    /// The PayPal wallet.
    case paypal
    /// Pay Later (installments).
    case paylater
    /// PayPal Credit.
    case credit
    /// Venmo on the web: what `VenmoClient` falls back to when the Venmo app is not installed.
    case venmo
}
