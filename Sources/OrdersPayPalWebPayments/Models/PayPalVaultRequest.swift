/// Save the buyer's PayPal wallet without a purchase: approve a setup token your server created
/// (`POST /v3/vault/setup-tokens` with `payment_source.paypal`).
public struct PayPalVaultRequest: Sendable, Hashable {
    /// The setup token id.
    public var setupTokenID: String

    /// Creates a request.
    public init(setupTokenID: String) { self.setupTokenID = setupTokenID }
}
