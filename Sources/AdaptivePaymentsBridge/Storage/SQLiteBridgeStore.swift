import Foundation
import SQLiteNIO

/// The bridge's state in an SQLite file (sqlite-nio): one connection, schema migrations run at start, recorded in
/// `schema_migrations`.
public actor SQLiteBridgeStore: BridgeStore {
    private let connection: SQLiteConnection

    /// The schema, one migration per version, applied in order.
    static let migrations: [String] = [
        """
        CREATE TABLE payments (
            pay_key TEXT PRIMARY KEY NOT NULL,
            order_id TEXT NOT NULL UNIQUE,
            tracking_id TEXT UNIQUE,
            request TEXT NOT NULL,
            created_at REAL NOT NULL
        )
        """,
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
        """,
        "CREATE TABLE webhook_events (id TEXT PRIMARY KEY NOT NULL, received_at REAL NOT NULL)",
    ]

    /// Opens (or creates) the database at `path`; `:memory:` for one that lives as long as the store.
    public init(path: String) async throws {
        connection = try await SQLiteConnection.open(storage: path == ":memory:" ? .memory : .file(path: path))
    }

    public func migrate() async throws {
        _ = try await connection.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY NOT NULL)")
        let rows = try await connection.query("SELECT MAX(version) AS version FROM schema_migrations")
        let current = Int(rows.first?.column("version")?.integer ?? 0)
        for (offset, statement) in Self.migrations.enumerated() where offset + 1 > current {
            _ = try await connection.query("BEGIN")
            do {
                _ = try await connection.query(statement)
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
            .text(record.payKey), .text(record.orderID), record.trackingID.map { .text($0) } ?? .null, .text(record.request),
            .float(record.createdAt.timeIntervalSince1970),
        ]
        do {
            _ = try await connection.query(
                "INSERT INTO payments (pay_key, order_id, tracking_id, request, created_at) VALUES (?, ?, ?, ?, ?)", binds)
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
        let rows = try await connection.query(
            "SELECT pay_key, order_id, tracking_id, request, created_at FROM payments WHERE \(column) = ?", [.text(value)])
        guard let row = rows.first, let payKey = row.column("pay_key")?.string, let orderID = row.column("order_id")?.string,
            let request = row.column("request")?.string
        else { return nil }
        return PaymentRecord(
            payKey: payKey, orderID: orderID, trackingID: row.column("tracking_id")?.string, request: request,
            createdAt: Date(timeIntervalSince1970: row.column("created_at")?.double ?? 0))
    }

    public func recordEvent(_ id: String, at time: Date) async throws -> Bool {
        _ = try await connection.query("INSERT OR IGNORE INTO webhook_events (id, received_at) VALUES (?, ?)", [.text(id), .float(time.timeIntervalSince1970)])
        let rows = try await connection.query("SELECT changes() AS inserted")
        return (rows.first?.column("inserted")?.integer ?? 0) > 0
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
