/// paypal-ios's web checkout client's name.
public struct PayPalWebCheckoutClient: Sendable {
    /// A client.
    public init() {}
}
