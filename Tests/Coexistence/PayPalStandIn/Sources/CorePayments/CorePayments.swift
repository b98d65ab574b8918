/// paypal-ios's configuration type, under the same name as OrdersCore's (`CoreConfig`).
public struct CoreConfig: Sendable {
    /// The app's client id.
    public let clientID: String

    /// A configuration for `clientID`.
    public init(clientID: String) {
        self.clientID = clientID
    }
}
