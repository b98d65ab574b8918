/// The call to action next to the logo (PayPal buttons only).
public enum PaymentButtonLabel: String, Sendable, Hashable, CaseIterable {
    /// The logo alone.
    case none
    /// "PayPal Checkout": the text after the logo.
    case checkout
    /// "Buy Now with PayPal"-style: "Buy Now" before the logo.
    case buyNow
    /// "Pay with PayPal": "Pay with" before the logo.
    case payWith

    /// The text before the logo, if any.
    public var prefix: String? {
        switch self {
        case .buyNow: "Buy Now with"
        case .payWith: "Pay with"
        case .none, .checkout: nil
        }
    }

    /// The text after the logo, if any.
    public var suffix: String? { self == .checkout ? "Checkout" : nil }
}
