/// paypal-ios's PayPal button's name.
public struct PayPalButton: Sendable {
    /// A button.
    public init() {}
}
