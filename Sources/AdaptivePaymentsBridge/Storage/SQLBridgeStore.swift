import Foundation
import SQLKit

/// The SQL database under ``SQLBridgeStore``: its connection, its schema's migrations in its own SQL, and the few
/// things SQLite and PostgreSQL do differently. Every query is the store's, written once.
protocol SQLBridgeBackend: Sendable {
    /// The schema, one migration per version, applied in order. An applied migration is never edited: a change is a
    /// new one.
    var migrations: [[String]] { get }
    /// The statements that open the migrations' transaction (and keep a second bridge from migrating at once).
    var beginMigration: [String] { get }
    /// Whether claims found at start are stale (one process owns the database) and are released.
    var releasesClaimsAtStart: Bool { get }
    /// What ends the claim's inner `SELECT`, so that concurrent claims take different messages.
    var claimLocking: String { get }
    /// Runs `body` on one connection (statements of one transaction must share it).
    func withDatabase<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result
    /// Whether `error` is a unique constraint's refusal.
    func isUniqueViolation(_ error: any Error) -> Bool
    /// Closes the connections.
    func close() async
}

/// The bridge's state in SQL (SQLKit), on SQLite or PostgreSQL (``BridgeDatabase``): payments, preapprovals and
/// their counters, webhook event ids and the IPN queue. Each change is one statement, so concurrent calls (and
/// several bridge instances on PostgreSQL) never lose one another's changes. Times are seconds since 1970.
public struct SQLBridgeStore: BridgeStore {
    private let backend: any SQLBridgeBackend

    init(backend: any SQLBridgeBackend) { self.backend = backend }

    private func run(_ query: SQLQueryString) async throws {
        try await backend.withDatabase { try await $0.raw(query).run() }
    }

    private func rows(_ query: SQLQueryString) async throws -> [any SQLRow] {
        try await backend.withDatabase { try await $0.raw(query).all() }
    }

    public func migrate() async throws {
        let backend = backend
        try await backend.withDatabase { database in
            for statement in backend.beginMigration { try await database.raw(SQLQueryString(statement)).run() }
            do {
                try await database.raw("CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY NOT NULL)").run()
                let current = try await database.raw("SELECT MAX(version) AS version FROM schema_migrations").first()?.decode(column: "version", as: Int?.self)
                for (offset, statements) in backend.migrations.enumerated() where offset + 1 > current ?? 0 {
                    for statement in statements { try await database.raw(SQLQueryString(statement)).run() }
                    try await database.raw("INSERT INTO schema_migrations (version) VALUES (\(bind: offset + 1))").run()
                }
                if backend.releasesClaimsAtStart {
                    try await database.raw("UPDATE ipn_messages SET claimed_until = NULL WHERE claimed_until IS NOT NULL").run()
                }
                try await database.raw("COMMIT").run()
            } catch {
                try? await database.raw("ROLLBACK").run()
                throw error
            }
        }
    }

    public func insert(_ record: PaymentRecord) async throws {
        try await unique {
            try await run(
                """
                INSERT INTO payments (pay_key, order_id, tracking_id, request, created_at, preapproval_key, options, submitted, completed_at)
                VALUES (\(bind: record.payKey), \(bind: record.orderID), \(bind: record.trackingID), \(bind: record.request), \
                \(bind: record.createdAt.timeIntervalSince1970), \(bind: record.preapprovalKey), \(bind: record.options), \(bind: record.submitted ? 1 : 0), \
                \(bind: record.completedAt?.timeIntervalSince1970))
                """)
        }
    }

    public func payment(_ key: PaymentLookup) async throws -> PaymentRecord? {
        let (column, value) =
            switch key {
            case .payKey(let payKey): ("pay_key", payKey)
            case .orderID(let orderID): ("order_id", orderID)
            case .trackingID(let trackingID): ("tracking_id", trackingID)
            }
        return try await rows("SELECT * FROM payments WHERE \(unsafeRaw: column) = \(bind: value)").compactMap(Self.payment).first
    }

    public func update(_ record: PaymentRecord) async throws {
        try await run(
            """
            UPDATE payments SET order_id = \(bind: record.orderID), options = \(bind: record.options), submitted = \(bind: record.submitted ? 1 : 0), \
            completed_at = \(bind: record.completedAt?.timeIntervalSince1970) WHERE pay_key = \(bind: record.payKey)
            """)
    }

    public func delete(payKey: String) async throws {
        try await run("DELETE FROM payments WHERE pay_key = \(bind: payKey)")
    }

    public func openPayments(createdAfter time: Date, limit: Int) async throws -> [PaymentRecord] {
        try await rows(
            """
            SELECT * FROM payments WHERE completed_at IS NULL AND submitted = 1 AND created_at > \(bind: time.timeIntervalSince1970) \
            ORDER BY created_at LIMIT \(bind: limit)
            """
        ).compactMap(Self.payment)
    }

    public func paymentCount(preapprovalKey key: String, since time: Date) async throws -> Int {
        let rows = try await rows(
            "SELECT COUNT(*) AS count FROM payments WHERE preapproval_key = \(bind: key) AND created_at >= \(bind: time.timeIntervalSince1970)")
        return try rows.first?.decode(column: "count", as: Int.self) ?? 0
    }

    public func insert(_ preapproval: PreapprovalRecord) async throws {
        try await unique {
            try await run(
                """
                INSERT INTO preapprovals (preapproval_key, return_ref, request, status, payment_token_id, sender_email, payments, amount_minor, created_at)
                VALUES (\(bind: preapproval.key), \(bind: preapproval.returnReference), \(bind: preapproval.request), \(bind: preapproval.status.rawValue), \
                \(bind: preapproval.paymentTokenID), \(bind: preapproval.senderEmail), \(bind: preapproval.payments), \(bind: preapproval.amountMinor), \
                \(bind: preapproval.createdAt.timeIntervalSince1970))
                """)
        }
    }

    public func preapproval(_ lookup: PreapprovalLookup) async throws -> PreapprovalRecord? {
        let (column, value) =
            switch lookup {
            case .key(let key): ("preapproval_key", key)
            case .returnReference(let reference): ("return_ref", reference)
            }
        guard let row = try await rows("SELECT * FROM preapprovals WHERE \(unsafeRaw: column) = \(bind: value)").first,
            let status = PreapprovalRecord.Status(rawValue: try row.decode(column: "status", as: String.self))
        else { return nil }
        return PreapprovalRecord(
            key: try row.decode(column: "preapproval_key", as: String.self), returnReference: try row.decode(column: "return_ref", as: String.self),
            request: try row.decode(column: "request", as: String.self), status: status,
            paymentTokenID: try row.decode(column: "payment_token_id", as: String?.self), senderEmail: try row.decode(column: "sender_email", as: String?.self),
            payments: try row.decode(column: "payments", as: Int.self), amountMinor: try row.decode(column: "amount_minor", as: Int64.self),
            createdAt: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)))
    }

    public func updateState(of preapproval: PreapprovalRecord) async throws {
        try await run(
            """
            UPDATE preapprovals SET status = \(bind: preapproval.status.rawValue), payment_token_id = \(bind: preapproval.paymentTokenID), \
            sender_email = \(bind: preapproval.senderEmail) WHERE preapproval_key = \(bind: preapproval.key)
            """)
    }

    public func reservePreapproval(key: String, amountMinor: Int64, maxPayments: Int, maxTotalMinor: Int64?) async throws -> Bool {
        var query: SQLQueryString = """
            UPDATE preapprovals SET payments = payments + 1, amount_minor = amount_minor + \(bind: amountMinor) \
            WHERE preapproval_key = \(bind: key) AND status = 'ACTIVE'
            """
        if maxPayments > 0 { query += " AND payments < \(bind: maxPayments)" }
        if let maxTotalMinor { query += " AND amount_minor + \(bind: amountMinor) <= \(bind: maxTotalMinor)" }
        return try await !rows(query + " RETURNING payments").isEmpty  // one statement: no other change comes between the test and the count
    }

    public func releasePreapproval(key: String, amountMinor: Int64) async throws {
        try await run(
            """
            UPDATE preapprovals SET payments = CASE WHEN payments > 0 THEN payments - 1 ELSE 0 END, \
            amount_minor = CASE WHEN amount_minor > \(bind: amountMinor) THEN amount_minor - \(bind: amountMinor) ELSE 0 END \
            WHERE preapproval_key = \(bind: key)
            """)
    }

    public func eventSeen(_ id: String) async throws -> Bool {
        try await !rows("SELECT id FROM webhook_events WHERE id = \(bind: id)").isEmpty
    }

    public func recordEvent(_ id: String, at time: Date) async throws -> Bool {
        try await !rows(
            "INSERT INTO webhook_events (id, received_at) VALUES (\(bind: id), \(bind: time.timeIntervalSince1970)) ON CONFLICT (id) DO NOTHING RETURNING id"
        ).isEmpty
    }

    public func enqueue(_ message: IPNMessage) async throws {
        try await run(
            """
            INSERT INTO ipn_messages (id, pay_key, url, variables, verify_sign, attempts, next_attempt_at) \
            VALUES (\(bind: message.id), \(bind: message.payKey), \(bind: message.url.absoluteString), \(bind: message.stored), \
            \(bind: message.verifySign), \(bind: message.attempts), \(bind: message.nextAttemptAt.timeIntervalSince1970)) ON CONFLICT (id) DO NOTHING
            """)
    }

    public func claimDueMessages(at time: Date, limit: Int, until expiry: Date) async throws -> [IPNMessage] {
        let now = time.timeIntervalSince1970
        let claimed = try await rows(
            """
            UPDATE ipn_messages SET claimed_until = \(bind: expiry.timeIntervalSince1970) WHERE id IN (
                SELECT id FROM ipn_messages WHERE delivered_at IS NULL AND next_attempt_at <= \(bind: now) \
                AND (claimed_until IS NULL OR claimed_until <= \(bind: now)) ORDER BY next_attempt_at LIMIT \(bind: limit) \(unsafeRaw: backend.claimLocking)
            ) RETURNING *
            """)
        return claimed.compactMap(Self.message).sorted { $0.nextAttemptAt < $1.nextAttemptAt }
    }

    public func update(_ message: IPNMessage) async throws {
        try await run(
            """
            UPDATE ipn_messages SET attempts = \(bind: message.attempts), next_attempt_at = \(bind: message.nextAttemptAt.timeIntervalSince1970), \
            delivered_at = \(bind: message.deliveredAt?.timeIntervalSince1970), claimed_until = NULL WHERE id = \(bind: message.id)
            """)
    }

    public func message(verifySign token: String) async throws -> IPNMessage? {
        try await rows("SELECT * FROM ipn_messages WHERE verify_sign = \(bind: token)").compactMap(Self.message).first
    }

    public func close() async { await backend.close() }

    /// Runs an insert, its unique constraint's refusal as ``BridgeStoreError/duplicate(_:)``.
    private func unique(_ insert: () async throws -> Void) async throws {
        do {
            try await insert()
        } catch  where backend.isUniqueViolation(error) {
            throw BridgeStoreError.duplicate(String(describing: error))
        }
    }

    /// A payment of a row of `payments`.
    private static func payment(_ row: any SQLRow) -> PaymentRecord? {
        try? PaymentRecord(
            payKey: row.decode(column: "pay_key", as: String.self), orderID: row.decode(column: "order_id", as: String?.self),
            trackingID: row.decode(column: "tracking_id", as: String?.self), request: row.decode(column: "request", as: String.self),
            createdAt: Date(timeIntervalSince1970: row.decode(column: "created_at", as: Double.self)),
            preapprovalKey: row.decode(column: "preapproval_key", as: String?.self), options: row.decode(column: "options", as: String?.self),
            submitted: row.decode(column: "submitted", as: Int.self) != 0,
            completedAt: row.decode(column: "completed_at", as: Double?.self).map(Date.init(timeIntervalSince1970:)))
    }

    /// A message of a row of `ipn_messages`.
    private static func message(_ row: any SQLRow) -> IPNMessage? {
        guard let url = (try? row.decode(column: "url", as: String.self)).flatMap(URL.init(string:)) else { return nil }
        return try? IPNMessage(
            id: row.decode(column: "id", as: String.self), payKey: row.decode(column: "pay_key", as: String.self), url: url,
            variables: IPNMessage.variables(stored: row.decode(column: "variables", as: String.self)), attempts: row.decode(column: "attempts", as: Int.self),
            nextAttemptAt: Date(timeIntervalSince1970: row.decode(column: "next_attempt_at", as: Double.self)),
            deliveredAt: row.decode(column: "delivered_at", as: Double?.self).map(Date.init(timeIntervalSince1970:)))
    }
}
