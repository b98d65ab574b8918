import OrdersCore
import OrdersSimulator

/// What the buyer can still do on a resource's page, from its state alone. This is the replay rule: a page
/// acts only on an order or setup token that waits for the payer, so an approved, captured or voided order
/// (or an approved setup token, or a finished challenge) is never approved twice.
enum PayerStep: Sendable, Equatable {
    /// The order waits for the buyer's approval: the checkout page.
    case checkout
    /// A card order or card setup token waits for its 3DS challenge: the challenge page.
    case challenge
    /// The setup token waits for the buyer's consent: the vault approval page.
    case vaultApproval
    /// Nothing is left to do; `status` is the resource's state, for the page that says so (409).
    case done(status: String)

    /// The step of the order or setup token `view` shows.
    init(_ view: PayerView) {
        switch view.status {
        case .order(let status): self = .forOrder(status: status, hasCard: view.hasCard, challengePending: view.challengePending)
        case .setupToken(let status): self = .forSetupToken(status: status, hasCard: view.hasCard, challengePending: view.challengePending)
        }
    }

    /// The step of an order in `status`; `hasCard` for a card order, `challengePending` when its 3DS waits.
    static func forOrder(status: OrderStatus, hasCard: Bool, challengePending: Bool) -> PayerStep {
        switch status {
        case .created, .payerActionRequired:
            guard hasCard else { return .checkout }
            return challengePending ? .challenge : .done(status: status.rawValue)
        case .approved, .saved, .completed, .voided:
            return .done(status: status.rawValue)
        }
    }

    /// The step of a setup token in `status`; `hasCard` for a card, `challengePending` when its 3DS waits.
    static func forSetupToken(status: SetupTokenStatus, hasCard: Bool, challengePending: Bool) -> PayerStep {
        guard status != .approved else { return .done(status: status.rawValue) }
        guard hasCard else { return .vaultApproval }
        return challengePending ? .challenge : .done(status: status.rawValue)
    }
}
