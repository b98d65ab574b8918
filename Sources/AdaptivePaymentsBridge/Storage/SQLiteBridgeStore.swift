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
        """
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

    /// Closes the connection, also when the calling task is cancelled (a bridge stopping): sqlite-nio skips the close
    /// in a cancelled task, and an unclosed connection must not be left behind.
    public func close() async {
        let connection = connection
        await Task { try? await connection.close() }.value
    }
}
