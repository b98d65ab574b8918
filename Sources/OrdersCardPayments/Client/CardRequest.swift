import OrdersCore

/// Approve an order with a card: the order id from your server, the card, and when to run 3DS.
///
/// ```swift
/// let request = CardRequest(orderID: "5O190127TN364715T", card: card, sca: .scaAlways)
/// let result = try await cardClient.approveOrder(request: request)
/// ```
public struct CardRequest: Sendable, Equatable {
    /// The order to pay, created by your server (or ``CardClient/createAndApproveOrder(orderRequest:card:sca:vault:)``).
    public var orderID: String
    /// The card.
    public var card: Card
    /// When 3DS runs; ``SCA/scaWhenRequired`` by default.
    public var sca: SCA
    /// Save the card in PayPal's vault when the payment succeeds (vault with purchase), or `nil`.
    public var vault: CardVaultInstruction?

    /// Creates a request.
    public init(orderID: String, card: Card, sca: SCA = .scaWhenRequired, vault: CardVaultInstruction? = nil) {
        self.orderID = orderID
        self.card = card
        self.sca = sca
        self.vault = vault
    }
}

/// Vault with purchase: save the card as a payment token once a capture or authorization with it succeeds
/// (PayPal's `attributes.vault.store_in_vault: ON_SUCCESS`). The token id then appears in the captured
/// order's `payment_source.card.attributes.vault.id`, read by your server.
public struct CardVaultInstruction: Sendable, Equatable {
    /// The PayPal vault customer to attach the card to (1 to 22 of `A-Z a-z 0-9 _ -`); PayPal creates one when `nil`.
    public var customerID: String?

    /// Creates an instruction.
    public init(customerID: String? = nil) {
        self.customerID = customerID
    }
}

extension CardRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `CardRequest(order …, Card(VISA •••• 1111, …), SCA_ALWAYS)`: no number, no security code.
    public var description: String {
        "CardRequest(order \(orderID), \(card), \(sca.rawValue)\(vault == nil ? "" : ", vault on success"))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// What `dump` shows: the card masked.
    public var customMirror: Mirror {
        Mirror(self, children: ["orderID": orderID, "card": card, "sca": sca, "vault": vault as Any], displayStyle: .struct)
    }
}
