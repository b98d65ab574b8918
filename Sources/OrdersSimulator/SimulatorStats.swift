/// Counts of what the simulator did, for tests and `GET /simulator/stats`.
public struct SimulatorStats: Sendable, Equatable, Codable {
    /// Every request handled, control routes included.
    public var requests = 0
    /// OAuth access tokens issued.
    public var tokensIssued = 0
    /// Orders created (idempotent replays excluded).
    public var ordersCreated = 0
    /// Captures made.
    public var captures = 0
    /// Authorizations made.
    public var authorizations = 0
    /// Refunds made (reversals included).
    public var refunds = 0
    /// Webhook events raised.
    public var webhookEvents = 0
    /// Setup tokens created.
    public var setupTokensCreated = 0
    /// Payment tokens created.
    public var paymentTokensCreated = 0
    /// Responses replayed for a repeated `PayPal-Request-Id`.
    public var idempotentReplays = 0

    /// All zero.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case requests
        case tokensIssued = "tokens_issued"
        case ordersCreated = "orders_created"
        case captures, authorizations, refunds
        case webhookEvents = "webhook_events"
        case setupTokensCreated = "setup_tokens_created"
        case paymentTokensCreated = "payment_tokens_created"
        case idempotentReplays = "idempotent_replays"
    }
}
