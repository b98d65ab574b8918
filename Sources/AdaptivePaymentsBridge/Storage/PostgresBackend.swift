import Foundation
import Logging
import NIOSSL
import PostgresKit
import PostgresNIO
import SQLKit

/// PostgreSQL under ``SQLBridgeStore`` (postgres-nio's pooled `PostgresClient`): several bridge instances share one
/// database. Migrations run under an advisory lock, so instances starting together migrate once; IPN claims skip rows
/// another instance has locked, so two never take the same message.
@available(macOS 13, iOS 16, tvOS 16, *)
struct PostgresBackend: SQLBridgeBackend {
    private let client: PostgresClient
    private let running: Task<Void, Never>

    /// Connects to the database `url` names (`postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=…`).
    init(url: URL) throws {
        client = PostgresClient(configuration: try Self.configuration(url))
        let client = client
        running = Task { await client.run() }
    }

    let migrations: [[String]] = [
        [
            """
            CREATE TABLE payments (
                pay_key TEXT PRIMARY KEY NOT NULL,
                order_id TEXT UNIQUE,
                tracking_id TEXT UNIQUE,
                request TEXT NOT NULL,
                created_at DOUBLE PRECISION NOT NULL,
                preapproval_key TEXT,
                options TEXT,
                submitted BIGINT NOT NULL DEFAULT 1,
                completed_at DOUBLE PRECISION
            )
            """,
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
                payments BIGINT NOT NULL DEFAULT 0,
                amount_minor BIGINT NOT NULL DEFAULT 0,
                created_at DOUBLE PRECISION NOT NULL
            )
            """,
            """
            CREATE TABLE ipn_messages (
                id TEXT PRIMARY KEY NOT NULL,
                pay_key TEXT NOT NULL,
                url TEXT NOT NULL,
                variables TEXT NOT NULL,
                verify_sign TEXT NOT NULL UNIQUE,
                attempts BIGINT NOT NULL,
                next_attempt_at DOUBLE PRECISION NOT NULL,
                delivered_at DOUBLE PRECISION,
                claimed_until DOUBLE PRECISION
            )
            """,
            "CREATE INDEX ipn_messages_due ON ipn_messages (delivered_at, next_attempt_at)",
            "CREATE TABLE webhook_events (id TEXT PRIMARY KEY NOT NULL, received_at DOUBLE PRECISION NOT NULL)",
        ]
    ]

    /// The advisory lock's key: the bridge's own (any 64-bit number no other application of the database uses).
    let beginMigration = ["BEGIN", "SELECT pg_advisory_xact_lock(2011201120112011)"]

    /// Other instances may hold claims: they expire by their lease.
    let releasesClaimsAtStart = false

    let claimLocking = "FOR UPDATE SKIP LOCKED"

    func withDatabase<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await client.withConnection { connection in try await body(connection.sql()) }
    }

    func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? PSQLError)?.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw
    }

    func close() async {
        running.cancel()
        await running.value
    }

    /// The client's configuration of `url`: user, password, host (or `?host=/socket/dir`), port, database, and
    /// `sslmode` (`disable`, `prefer`: the default, `require`).
    static func configuration(_ url: URL) throws -> PostgresClient.Configuration {
        guard ["postgres", "postgresql"].contains(url.scheme ?? "") else { throw BridgeDatabase.Failure("the scheme must be postgres:// or postgresql://") }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        guard let username = url.user?.removingPercentEncoding, !username.isEmpty else {
            throw BridgeDatabase.Failure("name the user, as in postgres://bridge@localhost/bridge")
        }
        let password = url.password?.removingPercentEncoding
        let database = url.path.split(separator: "/").first.map(String.init)?.removingPercentEncoding
        guard let database, !database.isEmpty else { throw BridgeDatabase.Failure("name the database, as in postgres://bridge@localhost/bridge") }
        if let socket = query["host"], socket.hasPrefix("/") {
            return .init(unixSocketPath: socket + "/.s.PGSQL.\(url.port ?? 5432)", username: username, password: password, database: database)
        }
        guard let host = url.host, !host.isEmpty else { throw BridgeDatabase.Failure("name the host, as in postgres://bridge@localhost/bridge") }
        // As libpq: prefer and require encrypt without checking the certificate, verify-ca checks it, verify-full
        // checks it and the host name.
        var checked = TLSConfiguration.makeClientConfiguration()
        var unchecked = checked
        unchecked.certificateVerification = .none
        let tls: PostgresClient.Configuration.TLS
        switch query["sslmode"] ?? "prefer" {
        case "disable": tls = .disable
        case "allow", "prefer": tls = .prefer(unchecked)
        case "require": tls = .require(unchecked)
        case "verify-ca":
            checked.certificateVerification = .noHostnameVerification
            tls = .require(checked)
        case "verify-full": tls = .require(checked)
        case let mode: throw BridgeDatabase.Failure("sslmode must be disable, allow, prefer, require, verify-ca or verify-full; got \"\(mode)\"")
        }
        return .init(host: host, port: url.port ?? 5432, username: username, password: password, database: database, tls: tls)
    }
}
