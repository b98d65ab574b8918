import CorePayments

/// paypal-ios's card client, under the same name as OrdersCardPayments's (`CardClient`).
public struct CardClient: Sendable {
    /// The configuration the client was made with.
    public let config: CoreConfig

    /// A client for `config`.
    public init(config: CoreConfig) {
        self.config = config
    }
}
