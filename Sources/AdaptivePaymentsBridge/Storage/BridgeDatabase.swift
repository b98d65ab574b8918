import Foundation

/// Where the bridge keeps its state, as `--database` names it: an SQLite file (`sqlite:PATH`, one bridge process) or
/// a PostgreSQL database (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`, any number of bridge instances).
public enum BridgeDatabase: Sendable, Equatable {
    /// An SQLite file (`:memory:` for one that lives as long as the bridge).
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(URL)

    /// Why a `--database` value or a PostgreSQL URL is refused.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and how to write it.
        public let description: String

        init(_ description: String) { self.description = description }
    }

    /// The database `text` names: `sqlite:PATH`, or a `postgres://` / `postgresql://` URL.
    /// - Throws: ``Failure`` saying what is wrong.
    public init(parsing text: String) throws {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw Failure("sqlite: needs a file path, such as sqlite:bridge.db") }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            guard let url = URL(string: text) else { throw Failure("\"\(text)\" is not a URL: percent-encode the password's special characters") }
            if #available(macOS 13, iOS 16, tvOS 16, *) { _ = try PostgresBackend.configuration(url) }
            self = .postgres(url)
        } else {
            throw Failure("use sqlite:PATH (one bridge) or postgres://USER:PASSWORD@HOST:PORT/DATABASE (several)")
        }
    }

    /// `text` with a URL's password replaced by `***`, for messages and logs.
    public static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].firstIndex(of: "@"),
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return text.replacingCharacters(in: text.index(after: colon)..<at, with: "***")
    }

    /// The store on this database, its schema migrated.
    @available(macOS 13, iOS 16, tvOS 16, *)
    public func open() async throws -> SQLBridgeStore {
        let store: SQLBridgeStore
        switch self {
        case .sqlite(let path): store = SQLBridgeStore(backend: try await SQLiteBackend(path: path))
        case .postgres(let url): store = SQLBridgeStore(backend: try PostgresBackend(url: url))
        }
        do {
            try await store.migrate()
        } catch {
            await store.close()
            throw error
        }
        return store
    }
}
