import Foundation
import OrdersCore
import PaymentsTestSupport
import SandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starts a server on a free loopback port, runs `body` with its URL and a real HTTP transport, and
/// always stops the server.
///
/// With the real simulator the transport is wrapped in ``RecordingTransport``, so CI checks the bodies
/// against PayPal's specs; with a stub responder it is not (those tests send whatever exercises the
/// server, not PayPal requests).
func withServer<T>(
    _ configuration: SandboxServer.Configuration = .init(),
    responder: (any SandboxResponder)? = nil,
    _ body: (_ server: SandboxServer, _ url: URL, _ transport: any HTTPTransport) async throws -> T
) async throws -> T {
    let server: SandboxServer
    if let responder {
        server = try SandboxServer(configuration: configuration) { _ in responder }
    } else {
        server = try SandboxServer(configuration: configuration)
    }
    let url = try await server.start()
    let plain = URLSessionTransport(session: makeSession())
    let transport: any HTTPTransport = responder == nil ? RecordingTransport(wrapping: plain) : plain
    do {
        let result = try await body(server, url, transport)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// An ephemeral session with a timeout a loaded test run stays well within, so a broken test still ends.
func makeSession(timeout: TimeInterval = 60) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.httpCookieStorage = nil
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}

extension URL {
    /// This URL with `path` (and any query in it) appended to its origin.
    func at(_ path: String) -> URL { URL(string: absoluteString + path)! }
}

/// The body as a JSON value.
func json(_ response: HTTPResponse) throws -> JSONValue { try JSONValue(parsing: response.body) }

/// A temporary file path that does not exist yet.
func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("sandbox-tests-\(UUID().uuidString)")
        .appendingPathExtension(name)
}

/// The JSON objects of a JSON-lines file.
func jsonLines(_ url: URL) throws -> [JSONValue] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { try JSONValue(parsing: Data($0.utf8)) }
}
