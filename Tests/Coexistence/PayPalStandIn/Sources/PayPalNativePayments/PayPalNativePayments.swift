/// paypal-ios's native checkout client's name.
public struct PayPalNativeCheckoutClient: Sendable {
    /// A client.
    public init() {}
}
