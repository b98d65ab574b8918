import Foundation
import SQLKit
import SQLiteKit
import SQLiteNIO

/// SQLite under ``SQLBridgeStore``: one file, one connection (sqlite-nio serializes its use), for one bridge process.
/// Its migrations keep the schema's history (the file of an earlier bridge is brought up to date at start).
struct SQLiteBackend: SQLBridgeBackend {
    private let connection: SQLiteConnection

    /// Opens (or creates) the database at `path`; `:memory:` for one that lives as long as the store. A file is in
    /// WAL mode: a commit is one append and one sync (every commit still durable, `synchronous` stays `FULL`), and
    /// reads do not wait for writes.
    init(path: String) async throws {
        connection = try await SQLiteConnection.open(storage: path == ":memory:" ? .memory : .file(path: path))
        if path != ":memory:" {
            _ = try await connection.query("PRAGMA journal_mode = WAL")
            _ = try await connection.query("PRAGMA synchronous = FULL")
            _ = try await connection.query("PRAGMA busy_timeout = 5000")  // a second process on the file waits, not fails
        }
    }

    let migrations: [[String]] = [
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
        // IPN deliveries are claimed for a while (a sender's batch), and the queue is read by due time.
        [
            "ALTER TABLE ipn_messages ADD COLUMN claimed_until REAL",
            "CREATE INDEX ipn_messages_due ON ipn_messages (delivered_at, next_attempt_at)",
        ],
    ]

    /// `IMMEDIATE` takes the file's write lock at once: a second process opening the same file waits, then finds the
    /// migrations done.
    let beginMigration = ["BEGIN IMMEDIATE"]

    /// One process owns the file: a claim it holds at start is one it made before it was stopped or killed.
    let releasesClaimsAtStart = true

    /// SQLite has no row locks: the claim is one statement, which SQLite runs alone.
    let claimLocking = ""

    func withDatabase<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await body(connection.sql())
    }

    func isUniqueViolation(_ error: any Error) -> Bool {
        guard let error = error as? SQLiteError else { return false }
        return [.constraint, .constraintUniqueFailed, .constraintPrimaryKeyFailed].contains(error.reason)
    }

    /// Closes the connection, also when the calling task is cancelled (a bridge stopping): sqlite-nio skips the close
    /// in a cancelled task, and an unclosed connection must not be left behind.
    func close() async {
        let connection = connection
        await Task { try? await connection.close() }.value
    }
}
