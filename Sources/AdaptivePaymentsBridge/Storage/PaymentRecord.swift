import AdaptivePayments
import Foundation

/// What the bridge keeps of a payment a 2011 server created with `Pay`: its payKey, the Orders v2 order behind it,
/// and the request as the server sent it (so `PaymentDetails` answers with the server's own values). No card data
/// and no secrets: a Pay request carries neither.
public struct PaymentRecord: Sendable, Equatable {
    /// `AP-` and 17 characters, as PayPal's payKeys.
    public let payKey: String
    /// The Orders v2 order id.
    public let orderID: String
    /// The server's `trackingId`, if it gave one (unique).
    public let trackingID: String?
    /// The Pay request's fields, NV-encoded.
    public let request: String
    /// When the payment was created.
    public let createdAt: Date

    /// A record.
    public init(payKey: String, orderID: String, trackingID: String?, request: String, createdAt: Date) {
        self.payKey = payKey
        self.orderID = orderID
        self.trackingID = trackingID
        self.request = request
        self.createdAt = createdAt
    }
}

extension PaymentRecord {
    /// The Pay as the server sent it (read again from the stored request).
    var pay: PayRequest? { try? PayRequest(NVEncoding.read(request)) }
}

/// Where the bridge keeps its state. ``SQLiteBridgeStore`` is the default.
public protocol BridgeStore: Sendable {
    /// Creates or updates the schema (run once at start).
    func migrate() async throws
    /// Stores a new payment.
    /// - Throws: ``BridgeStoreError/duplicate(_:)`` when its payKey or trackingId is taken.
    func insert(_ record: PaymentRecord) async throws
    /// The payment of `payKey`, `orderID` or `trackingID`, whichever is given.
    func payment(_ key: PaymentLookup) async throws -> PaymentRecord?
    /// Notes webhook event `id` as received; `false` when it was before (PayPal delivers at least once).
    func recordEvent(_ id: String, at time: Date) async throws -> Bool
    /// Queues an IPN message (once per id).
    func enqueue(_ message: IPNMessage) async throws
    /// The undelivered messages due at `time`, oldest first, at most `limit`.
    func dueMessages(at time: Date, limit: Int) async throws -> [IPNMessage]
    /// Stores a message's delivery state (attempts, next attempt, delivered).
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
