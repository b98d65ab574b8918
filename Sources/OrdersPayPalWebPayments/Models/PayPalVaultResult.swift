import OrdersCore

/// An approved setup token: your server turns it into a payment token (`POST /v3/vault/payment-tokens`).
public struct PayPalVaultResult: Sendable, Equatable {
    /// The approval token id from the return URL (`approval_token_id`).
    public var approvalTokenID: String
    /// The setup token as the server reports it after the return (`APPROVED`).
    public var setupToken: SetupToken

    /// Creates a result.
    public init(approvalTokenID: String, setupToken: SetupToken) {
        self.approvalTokenID = approvalTokenID
        self.setupToken = setupToken
    }
}
