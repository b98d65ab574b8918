import Foundation
import PostgresNIO
import Testing

@testable import AdaptivePaymentsBridge

/// The databases the bridge's suite runs against: SQLite always, PostgreSQL when `BRIDGE_TEST_POSTGRES_URL` names a
/// server (`.ci/postgres.sh` starts one and sets it). Each test gets a database of its own, dropped after it.
enum TestDatabase: String, Sendable, CustomTestStringConvertible, CaseIterable {
    case sqlite
    case postgres

    /// The administrator's URL of the test server, if one is configured.
    static let postgresURL = ProcessInfo.processInfo.environment["BRIDGE_TEST_POSTGRES_URL"].flatMap(URL.init(string:))

    /// The databases available here.
    static let all: [TestDatabase] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

    /// PostgreSQL only, when configured (the multi-instance tests).
    static let postgresOnly: [TestDatabase] = postgresURL == nil ? [] : [.postgres]

    var testDescription: String { rawValue }

    /// Runs `body` with a new, empty database of this kind, then removes it.
    func withNew(_ body: (BridgeDatabase) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-\(UUID().uuidString).db").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try await body(.sqlite(path: path))
        case .postgres:
            guard #available(macOS 13, iOS 16, tvOS 16, *), let admin = Self.postgresURL else { throw TestDatabaseUnavailable() }
            let name = "bridge_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
            try await Self.administer(admin, "CREATE DATABASE \(name)")
            var components = try #require(URLComponents(url: admin, resolvingAgainstBaseURL: false))
            components.path = "/\(name)"
            do {
                try await body(.postgres(try #require(components.url)))
            } catch {
                try? await Self.administer(admin, "DROP DATABASE \(name) WITH (FORCE)")
                throw error
            }
            try await Self.administer(admin, "DROP DATABASE \(name) WITH (FORCE)")
        }
    }

    /// Runs one statement on the administrator's database (its URL read as the bridge reads `--database`).
    @available(macOS 13, iOS 16, tvOS 16, *)
    private static func administer(_ url: URL, _ statement: String) async throws {
        let client = PostgresClient(configuration: try PostgresBackend.configuration(url))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            try await client.query(PostgresQuery(unsafeSQL: statement))
        }
    }
}

/// A PostgreSQL test without a server (not listed by ``TestDatabase/all`` then).
struct TestDatabaseUnavailable: Error {}
