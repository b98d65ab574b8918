import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import SandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// orders-sandbox and adaptive-payments-bridge on loopback, the bridge paying through the sandbox, and a 2011 merchant
/// server's HTTP calls to the bridge (NV, the headers PayPal's PHP SDK sends).
@available(macOS 14, iOS 17, tvOS 17, *)
struct BridgeFixture {
    let sandbox: URL
    let bridge: URL
    let server: SandboxServer
    let database: BridgeDatabase

    static let credentials = AdaptiveCredentials(
        username: "merchant_api1.shop.example", password: "P4SSW0RD", signature: "A-SIGNATURE", applicationID: "APP-80W284485P519543T")

    /// Runs `body` with a fresh sandbox and bridge, the bridge's state in `database`, else in a new database of `kind`.
    static func with(
        _ kind: TestDatabase = .sqlite, database: BridgeDatabase? = nil, configure: @Sendable (inout BridgeConfiguration) -> Void = { _ in },
        _ body: (BridgeFixture) async throws -> Void
    ) async throws {
        guard let database else {
            try await kind.withNew { try await with(database: $0, configure: configure, body) }
            return
        }
        var sandboxConfiguration = SandboxServer.Configuration()
        sandboxConfiguration.webhookDelivery = WebhookDeliveryPolicy(
            timeout: .seconds(5), retryDelays: [.milliseconds(20), .milliseconds(50), .milliseconds(100)])
        let server = try SandboxServer(configuration: sandboxConfiguration)
        let sandbox = try await server.start()
        do {
            try await withBridge(sandbox: sandbox, database: database, configure: configure) { bridge in
                try await body(BridgeFixture(sandbox: sandbox, bridge: bridge, server: server, database: database))
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Runs a bridge over `sandbox` for `body`, then stops it.
    static func withBridge(
        sandbox: URL, database: BridgeDatabase, configure: @Sendable (inout BridgeConfiguration) -> Void = { _ in }, _ body: (URL) async throws -> Void
    ) async throws {
        var configuration = BridgeConfiguration(
            payPalBaseURL: sandbox, clientID: "bridge-client", clientSecret: "bridge-secret", database: database, credentials: credentials)
        configuration.ipnRetryDelays = [0.05, 0.1, 0.2, 0.4]
        configuration.ipnPollInterval = 0.02
        configuration.ipnClaimLease = 5
        configure(&configuration)
        let (listening, continuation) = AsyncStream.makeStream(of: URL.self)
        let task = Task {
            defer { continuation.finish() }
            try await BridgeServer.run(configuration) { continuation.yield($0) }
        }
        var iterator = listening.makeAsyncIterator()
        guard let url = await iterator.next() else {
            try await task.value  // the bridge ended before listening: its error
            throw URLError(.cannotConnectToHost)
        }
        do {
            try await body(url)
        } catch {
            task.cancel()
            _ = try? await task.value
            throw error
        }
        task.cancel()
        _ = try? await task.value
    }

    /// An Adaptive call, as the PHP SDK makes it: `X-PAYPAL-*` headers, NV both ways unless told otherwise.
    func call(
        _ operation: String, _ fields: [(String, String)], credentials: AdaptiveCredentials = credentials, requestFormat: String = "NV",
        responseFormat: String = "NV", body: Data? = nil
    ) async throws -> AdaptiveFields {
        var request = URLRequest(url: bridge.appendingPathComponent("AdaptivePayments/\(operation)"))
        request.httpMethod = "POST"
        for (name, value) in [
            ("X-PAYPAL-SECURITY-USERID", credentials.username), ("X-PAYPAL-SECURITY-PASSWORD", credentials.password),
            ("X-PAYPAL-SECURITY-SIGNATURE", credentials.signature), ("X-PAYPAL-APPLICATION-ID", credentials.applicationID),
            ("X-PAYPAL-REQUEST-DATA-FORMAT", requestFormat), ("X-PAYPAL-RESPONSE-DATA-FORMAT", responseFormat),
            ("X-PAYPAL-REQUEST-SOURCE", "adaptivepayments-php-sdk-3.9.2"),
        ] {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = body ?? Data(NVEncoding.write([("requestEnvelope.errorLanguage", "en_US")] + fields).utf8)
        let (data, response) = try await Self.session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return responseFormat == "JSON" ? try JSONFlattening.read(data) : try NVEncoding.read(String(decoding: data, as: UTF8.self))
    }

    /// `GET path` on the bridge without following redirects: the status and `Location`.
    func get(_ path: String) async throws -> (status: Int, location: String?) {
        let (_, response) = try await Self.session.data(from: URL(string: bridge.absoluteString + path)!)
        let http = response as? HTTPURLResponse
        return (http?.statusCode ?? 0, http?.value(forHTTPHeaderField: "Location"))
    }

    /// A POST to the sandbox's control routes (the simulated buyer).
    func sandboxPost(_ path: String) async throws -> Int {
        var request = URLRequest(url: URL(string: sandbox.absoluteString + path)!)
        request.httpMethod = "POST"
        let (_, response) = try await Self.session.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// A session that does not follow redirects (the buyer's browser is the test).
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 60
        return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }()
}

/// Stops URLSession from following redirects.
final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
