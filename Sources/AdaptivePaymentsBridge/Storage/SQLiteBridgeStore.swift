import Foundation
import SQLiteNIO

/// The bridge's state in an SQLite file (sqlite-nio): one connection, schema migrations run at start, recorded in
/// `schema_migrations`.
public actor SQLiteBridgeStore: BridgeStore {
    private let connection: SQLiteConnection

    /// The schema, one migration per version (its statements in one transaction), applied in order. An applied
    /// migration is never edited: a change is a new one.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE payments (
                pay_key TEXT PRIMARY KEY NOT NULL,
                order_id TEXT NOT NULL UNIQUE,
                tracking_id TEXT UNIQUE,
                request TEXT NOT NULL,
                created_at REAL NOT NULL
            )
            """
        ],
        [
            """
            CREATE TABLE ipn_messages (
                id TEXT PRIMARY KEY NOT NULL,
                pay_key TEXT NOT NULL,
                url TEXT NOT NULL,
                variables TEXT NOT NULL,
                verify_sign TEXT NOT NULL UNIQUE,
                attempts INTEGER NOT NULL,
                next_attempt_at REAL NOT NULL,
                delivered_at REAL
            )
            """
        ],
        ["CREATE TABLE webhook_events (id TEXT PRIMARY KEY NOT NULL, received_at REAL NOT NULL)"],
        // A payment's order may come later (CREATE, an unanswered creation); preapprovals, options, completion.
        [
            """
            CREATE TABLE payments_v4 (
                pay_key TEXT PRIMARY KEY NOT NULL,
                order_id TEXT UNIQUE,
                tracking_id TEXT UNIQUE,
                request TEXT NOT NULL,
                created_at REAL NOT NULL,
                preapproval_key TEXT,
                options TEXT,
                submitted INTEGER NOT NULL DEFAULT 1,
                completed_at REAL
            )
            """,
            "INSERT INTO payments_v4 (pay_key, order_id, tracking_id, request, created_at) SELECT pay_key, order_id, tracking_id, request, created_at FROM payments",
            "DROP TABLE payments",
            "ALTER TABLE payments_v4 RENAME TO payments",
            "CREATE INDEX payments_open ON payments (completed_at, created_at)",
            "CREATE INDEX payments_preapproval ON payments (preapproval_key, created_at)",
            """
            CREATE TABLE preapprovals (
                preapproval_key TEXT PRIMARY KEY NOT NULL,
                return_ref TEXT NOT NULL UNIQUE,
                request TEXT NOT NULL,
                status TEXT NOT NULL,
                payment_token_id TEXT,
                sender_email TEXT,
                payments INTEGER NOT NULL DEFAULT 0,
                amount_minor INTEGER NOT NULL DEFAULT 0,
                created_at REAL NOT NULL
            )
            """,
        ],
    ]

    /// Opens (or creates) the database at `path`; `:memory:` for one that lives as long as the store.
    public init(path: String) async throws {
        connection = try await SQLiteConnection.open(storage: path == ":memory:" ? .memory : .file(path: path))
    }

    public func migrate() async throws {
        _ = try await connection.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY NOT NULL)")
        let rows = try await connection.query("SELECT MAX(version) AS version FROM schema_migrations")
        let current = Int(rows.first?.column("version")?.integer ?? 0)
        for (offset, statements) in Self.migrations.enumerated() where offset + 1 > current {
            _ = try await connection.query("BEGIN")
            do {
                for statement in statements { _ = try await connection.query(statement) }
                _ = try await connection.query("INSERT INTO schema_migrations (version) VALUES (?)", [.integer(SQLiteInt64(offset + 1))])
                _ = try await connection.query("COMMIT")
            } catch {
                _ = try? await connection.query("ROLLBACK")
                throw error
            }
        }
    }

    public func insert(_ record: PaymentRecord) async throws {
        let binds: [SQLiteData] = [
            .text(record.payKey), Self.text(record.orderID), Self.text(record.trackingID), .text(record.request),
            .float(record.createdAt.timeIntervalSince1970), Self.text(record.preapprovalKey), Self.text(record.options), .integer(record.submitted ? 1 : 0),
            Self.time(record.completedAt),
        ]
        do {
            _ = try await connection.query(
                """
                INSERT INTO payments (pay_key, order_id, tracking_id, request, created_at, preapproval_key, options, submitted, completed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, binds)
        } catch let error as SQLiteError where [.constraint, .constraintUniqueFailed, .constraintPrimaryKeyFailed].contains(error.reason) {
            throw BridgeStoreError.duplicate(error.message)
        }
    }

    public func payment(_ key: PaymentLookup) async throws -> PaymentRecord? {
        let (column, value) =
            switch key {
            case .payKey(let payKey): ("pay_key", payKey)
            case .orderID(let orderID): ("order_id", orderID)
            case .trackingID(let trackingID): ("tracking_id", trackingID)
            }
        return try await connection.query("SELECT * FROM payments WHERE \(column) = ?", [.text(value)]).compactMap(Self.payment).first
    }

    public func update(_ record: PaymentRecord) async throws {
        _ = try await connection.query(
            "UPDATE payments SET order_id = ?, options = ?, submitted = ?, completed_at = ? WHERE pay_key = ?",
            [Self.text(record.orderID), Self.text(record.options), .integer(record.submitted ? 1 : 0), Self.time(record.completedAt), .text(record.payKey)])
    }

    public func delete(payKey: String) async throws {
        _ = try await connection.query("DELETE FROM payments WHERE pay_key = ?", [.text(payKey)])
    }

    public func openPayments(createdAfter time: Date, limit: Int) async throws -> [PaymentRecord] {
        try await connection.query(
            "SELECT * FROM payments WHERE completed_at IS NULL AND submitted = 1 AND created_at > ? ORDER BY created_at LIMIT ?",
            [.float(time.timeIntervalSince1970), .integer(SQLiteInt64(limit))]
        ).compactMap(Self.payment)
    }

    public func paymentCount(preapprovalKey key: String, since time: Date) async throws -> Int {
        let rows = try await connection.query(
            "SELECT COUNT(*) AS count FROM payments WHERE preapproval_key = ? AND created_at >= ?", [.text(key), .float(time.timeIntervalSince1970)])
        return Int(rows.first?.column("count")?.integer ?? 0)
    }

    public func insert(_ preapproval: PreapprovalRecord) async throws {
        _ = try await connection.query(
            """
            INSERT INTO preapprovals (preapproval_key, return_ref, request, status, payment_token_id, sender_email, payments, amount_minor, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(preapproval.key), .text(preapproval.returnReference), .text(preapproval.request), .text(preapproval.status.rawValue),
                Self.text(preapproval.paymentTokenID),
                Self.text(preapproval.senderEmail), .integer(SQLiteInt64(preapproval.payments)), .integer(SQLiteInt64(preapproval.amountMinor)),
                .float(preapproval.createdAt.timeIntervalSince1970),
            ])
    }

    public func preapproval(_ lookup: PreapprovalLookup) async throws -> PreapprovalRecord? {
        let (column, value) =
            switch lookup {
            case .key(let key): ("preapproval_key", key)
            case .returnReference(let reference): ("return_ref", reference)
            }
        let rows = try await connection.query("SELECT * FROM preapprovals WHERE \(column) = ?", [.text(value)])
        guard let row = rows.first, let key = row.column("preapproval_key")?.string, let reference = row.column("return_ref")?.string,
            let request = row.column("request")?.string,
            let status = row.column("status")?.string.flatMap(PreapprovalRecord.Status.init(rawValue:))
        else { return nil }
        return PreapprovalRecord(
            key: key, returnReference: reference, request: request, status: status, paymentTokenID: row.column("payment_token_id")?.string,
            senderEmail: row.column("sender_email")?.string, payments: Int(row.column("payments")?.integer ?? 0),
            amountMinor: Int64(row.column("amount_minor")?.integer ?? 0), createdAt: Date(timeIntervalSince1970: row.column("created_at")?.double ?? 0))
    }

    public func updateState(of preapproval: PreapprovalRecord) async throws {
        _ = try await connection.query(
            "UPDATE preapprovals SET status = ?, payment_token_id = ?, sender_email = ? WHERE preapproval_key = ?",
            [.text(preapproval.status.rawValue), Self.text(preapproval.paymentTokenID), Self.text(preapproval.senderEmail), .text(preapproval.key)])
    }

    public func reservePreapproval(key: String, amountMinor: Int64, maxPayments: Int, maxTotalMinor: Int64?) async throws -> Bool {
        let rows = try await connection.query(
            """
            UPDATE preapprovals SET payments = payments + 1, amount_minor = amount_minor + ?1
            WHERE preapproval_key = ?2 AND status = 'ACTIVE' AND (?3 = 0 OR payments < ?3) AND (?4 IS NULL OR amount_minor + ?1 <= ?4)
            RETURNING payments
            """,
            [.integer(SQLiteInt64(amountMinor)), .text(key), .integer(SQLiteInt64(maxPayments)), maxTotalMinor.map { .integer(SQLiteInt64($0)) } ?? .null])
        return !rows.isEmpty  // one statement, so no other call of this actor can come between the change and its count
    }

    public func releasePreapproval(key: String, amountMinor: Int64) async throws {
        _ = try await connection.query(
            "UPDATE preapprovals SET payments = MAX(payments - 1, 0), amount_minor = MAX(amount_minor - ?, 0) WHERE preapproval_key = ?",
            [.integer(SQLiteInt64(amountMinor)), .text(key)])
    }

    /// A payment of a row of `payments`.
    private static func payment(_ row: SQLiteRow) -> PaymentRecord? {
        guard let payKey = row.column("pay_key")?.string, let request = row.column("request")?.string else { return nil }
        return PaymentRecord(
            payKey: payKey, orderID: row.column("order_id")?.string, trackingID: row.column("tracking_id")?.string, request: request,
            createdAt: Date(timeIntervalSince1970: row.column("created_at")?.double ?? 0), preapprovalKey: row.column("preapproval_key")?.string,
            options: row.column("options")?.string, submitted: (row.column("submitted")?.integer ?? 1) != 0,
            completedAt: row.column("completed_at")?.double.map(Date.init(timeIntervalSince1970:)))
    }

    /// Text or NULL.
    private static func text(_ value: String?) -> SQLiteData { value.map { .text($0) } ?? .null }

    /// A time (seconds since 1970) or NULL.
    private static func time(_ value: Date?) -> SQLiteData { value.map { .float($0.timeIntervalSince1970) } ?? .null }

    public func recordEvent(_ id: String, at time: Date) async throws -> Bool {
        // One statement: a separate `SELECT changes()` could read another call's change (the actor is reentrant).
        let rows = try await connection.query(
            "INSERT INTO webhook_events (id, received_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id",
            [.text(id), .float(time.timeIntervalSince1970)])
        return !rows.isEmpty
    }

    public func enqueue(_ message: IPNMessage) async throws {
        _ = try await connection.query(
            "INSERT OR IGNORE INTO ipn_messages (id, pay_key, url, variables, verify_sign, attempts, next_attempt_at, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)",
            [
                .text(message.id), .text(message.payKey), .text(message.url.absoluteString), .text(message.stored), .text(message.verifySign),
                .integer(SQLiteInt64(message.attempts)), .float(message.nextAttemptAt.timeIntervalSince1970),
            ])
    }

    public func dueMessages(at time: Date, limit: Int) async throws -> [IPNMessage] {
        let rows = try await connection.query(
            "SELECT * FROM ipn_messages WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
            [.float(time.timeIntervalSince1970), .integer(SQLiteInt64(limit))])
        return rows.compactMap(Self.message)
    }

    public func update(_ message: IPNMessage) async throws {
        _ = try await connection.query(
            "UPDATE ipn_messages SET attempts = ?, next_attempt_at = ?, delivered_at = ? WHERE id = ?",
            [
                .integer(SQLiteInt64(message.attempts)), .float(message.nextAttemptAt.timeIntervalSince1970),
                message.deliveredAt.map { .float($0.timeIntervalSince1970) } ?? .null, .text(message.id),
            ])
    }

    public func message(verifySign token: String) async throws -> IPNMessage? {
        try await connection.query("SELECT * FROM ipn_messages WHERE verify_sign = ?", [.text(token)]).compactMap(Self.message).first
    }

    /// A message of a row of `ipn_messages`.
    private static func message(_ row: SQLiteRow) -> IPNMessage? {
        guard let id = row.column("id")?.string, let payKey = row.column("pay_key")?.string, let url = row.column("url")?.string.flatMap(URL.init(string:)),
            let variables = row.column("variables")?.string
        else { return nil }
        return IPNMessage(
            id: id, payKey: payKey, url: url, variables: IPNMessage.variables(stored: variables), attempts: Int(row.column("attempts")?.integer ?? 0),
            nextAttemptAt: Date(timeIntervalSince1970: row.column("next_attempt_at")?.double ?? 0),
            deliveredAt: row.column("delivered_at")?.double.map(Date.init(timeIntervalSince1970:)))
    }

    /// Closes the connection, also when the calling task is cancelled (a bridge stopping): sqlite-nio skips the close
    /// in a cancelled task, and an unclosed connection must not be left behind.
    public func close() async {
        let connection = connection
        await Task { try? await connection.close() }.value
    }
}
