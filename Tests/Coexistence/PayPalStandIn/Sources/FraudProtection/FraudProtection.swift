/// paypal-ios's fraud protection entry point's name.
public struct PayPalDataCollector: Sendable {
    /// A collector.
    public init() {}
}
