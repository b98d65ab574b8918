import AdaptivePayments
import Foundation

/// What the bridge keeps of a payment a 2011 server created with `Pay`: its payKey, the Orders v2 order behind it,
/// and the request as the server sent it (so `PaymentDetails` answers with the server's own values). No card data
/// and no secrets: a Pay request carries neither.
public struct PaymentRecord: Sendable, Equatable {
    /// `AP-` and 17 characters, as PayPal's payKeys.
    public let payKey: String
    /// The Orders v2 order id, once the order exists (a `CREATE` payment's order is made when it is executed or the
    /// buyer is sent to approve it; a preapproved payment whose creation had no answer gets it when it is read back).
    public var orderID: String?
    /// The server's `trackingId`, if it gave one (unique).
    public let trackingID: String?
    /// The Pay request's fields, NV-encoded.
    public let request: String
    /// The Pay as the server sent it (read once, from ``request``).
    public let pay: PayRequest?
    /// When the payment was created.
    public let createdAt: Date
    /// The preapproval it is paid from, if any.
    public var preapprovalKey: String?
    /// The `SetPaymentOptions` fields, NV-encoded, if any were set.
    public var options: String?
    /// Whether the order was (or is being) created: `PAY` at once, `CREATE` at `ExecutePayment` or the buyer's redirect.
    public var submitted: Bool
    /// When the bridge saw the payment complete (captured); the periodic sweep reads only payments not complete.
    public var completedAt: Date?

    /// A record.
    public init(
        payKey: String, orderID: String?, trackingID: String?, request: String, createdAt: Date, preapprovalKey: String? = nil, options: String? = nil,
        submitted: Bool = true, completedAt: Date? = nil
    ) {
        self.payKey = payKey
        self.orderID = orderID
        self.trackingID = trackingID
        self.request = request
        self.pay = try? PayRequest(NVEncoding.read(request))
        self.createdAt = createdAt
        self.preapprovalKey = preapprovalKey
        self.options = options
        self.submitted = submitted
        self.completedAt = completedAt
    }
}

/// Where the bridge keeps its state: ``SQLBridgeStore``, on SQLite or PostgreSQL (``BridgeDatabase``).
public protocol BridgeStore: Sendable {
    /// Creates or updates the schema (run once at start).
    func migrate() async throws
    /// Stores a new payment.
    /// - Throws: ``BridgeStoreError/duplicate(_:)`` when its payKey or trackingId is taken.
    func insert(_ record: PaymentRecord) async throws
    /// Stores a payment's changing fields (`orderID`, `options`, `submitted`, `completedAt`).
    func update(_ record: PaymentRecord) async throws
    /// Forgets a payment PayPal refused to create (nothing was paid).
    func delete(payKey: String) async throws
    /// Payments not complete, created after `time`, oldest first, at most `limit` (the periodic sweep's work).
    func openPayments(createdAfter time: Date, limit: Int) async throws -> [PaymentRecord]
    /// How many payments were made from preapproval `key` since `time` (its period's count).
    func paymentCount(preapprovalKey key: String, since time: Date) async throws -> Int
    /// Stores a new preapproval.
    func insert(_ preapproval: PreapprovalRecord) async throws
    /// The preapproval `lookup` names.
    func preapproval(_ lookup: PreapprovalLookup) async throws -> PreapprovalRecord?
    /// Stores a preapproval's state (`status`, `paymentTokenID`, `senderEmail`); the counters change only by
    /// ``reservePreapproval(key:amountMinor:maxPayments:maxTotalMinor:)`` and ``releasePreapproval(key:amountMinor:)``.
    func updateState(of preapproval: PreapprovalRecord) async throws
    /// Counts a payment of `amountMinor` against active preapproval `key`, atomically: `false` (and nothing changed)
    /// when it is not active, or the payment would pass `maxPayments` (0: no limit) or `maxTotalMinor` (nil: none).
    func reservePreapproval(key: String, amountMinor: Int64, maxPayments: Int, maxTotalMinor: Int64?) async throws -> Bool
    /// Takes back a reservation whose payment PayPal refused.
    func releasePreapproval(key: String, amountMinor: Int64) async throws
    /// The payment of `payKey`, `orderID` or `trackingID`, whichever is given.
    func payment(_ key: PaymentLookup) async throws -> PaymentRecord?
    /// Whether webhook event `id` was handled before (noted by ``recordEvent(_:at:)``).
    func eventSeen(_ id: String) async throws -> Bool
    /// Notes webhook event `id` as handled; `false` when it was before (PayPal delivers at least once).
    func recordEvent(_ id: String, at time: Date) async throws -> Bool
    /// Queues an IPN message (once per id).
    func enqueue(_ message: IPNMessage) async throws
    /// Claims the undelivered messages due at `time` that nobody else holds, oldest first, at most `limit`, until
    /// `expiry`: no other sender (another instance on the same database) takes them before `update(_:)` of the
    /// message releases them or the claim expires (its sender stopped).
    func claimDueMessages(at time: Date, limit: Int, until expiry: Date) async throws -> [IPNMessage]
    /// Stores a message's delivery state (attempts, next attempt, delivered) and releases its claim.
    func update(_ message: IPNMessage) async throws
    /// The message whose `verify_sign` is `token`, for a listener's postback.
    func message(verifySign token: String) async throws -> IPNMessage?
    /// Closes the store.
    func close() async
}

/// How a payment is looked up.
public enum PaymentLookup: Sendable, Equatable {
    /// By payKey.
    case payKey(String)
    /// By Orders v2 order id.
    case orderID(String)
    /// By the server's trackingId.
    case trackingID(String)
}

/// A store's refusals.
public enum BridgeStoreError: Error, Sendable, Equatable {
    /// A unique field (`payKey`, `trackingId`) is already used.
    case duplicate(String)
}
