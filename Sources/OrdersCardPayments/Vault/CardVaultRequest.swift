import OrdersCore

/// Save a card without a purchase (vault without purchase): a card setup token, 3DS when needed, then a
/// payment token to charge later.
public struct CardVaultRequest: Sendable, Equatable {
    /// The card to save.
    public var card: Card
    /// When 3DS runs before the card is saved.
    public var sca: SCA
    /// The PayPal vault customer to attach the card to; PayPal creates one when `nil`.
    public var customerID: String?

    /// Creates a request.
    public init(card: Card, sca: SCA = .scaWhenRequired, customerID: String? = nil) {
        self.card = card
        self.sca = sca
        self.customerID = customerID
    }
}

extension CardVaultRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `CardVaultRequest(Card(VISA •••• 1111, …), SCA_WHEN_REQUIRED)`: no number, no security code.
    public var description: String { "CardVaultRequest(\(card), \(sca.rawValue)\(customerID.map { ", customer \($0)" } ?? ""))" }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// What `dump` shows: the card masked.
    public var customMirror: Mirror {
        Mirror(self, children: ["card": card, "sca": sca, "customerID": customerID as Any], displayStyle: .struct)
    }
}

/// A saved card: the setup token it went through and the payment token to charge it with later
/// (`payment_source.card.vault_id` on your server).
public struct CardVaultResult: Sendable, Equatable {
    /// The setup token id.
    public let setupTokenID: String
    /// The payment token (`vault_id`), with PayPal's description of the card (brand, last digits, expiry).
    public let paymentToken: PaymentToken
    /// The vault customer the card belongs to.
    public let customerID: String?
    /// Whether the payer went through a 3DS challenge.
    public let didAttemptThreeDSecureAuthentication: Bool
}
