import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import SandboxServer
import SimulatorPages

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One backend for a modern-client test: the app's ``apiClient`` (its traffic recorded for the spec
/// check and counted in ``calls``), a merchant-server ``server`` client for setup, and the buyer's
/// actions (approve, cancel, eligibility overrides) through the simulator or the sandbox's control routes.
public final class Rig: Sendable {
    /// Which backend.
    public let backend: Backend
    /// The app's client (client-id authentication).
    public let apiClient: APIClient
    /// The app's round trips.
    public let log: CallLog
    /// A merchant server's client (client credentials), for creating orders and setup tokens in setup.
    public let server: OrdersClient
    private let simulator: OrdersSimulator?
    /// The transport to the backend, unrecorded (the buyer's browser uses it in-process).
    let transport: any HTTPTransport
    private let sandbox: SandboxServer?
    private let baseURL: URL?
    /// The sandbox's request log (sandbox backend only).
    public let requestLog: URL?

    private init(
        backend: Backend, transport: any HTTPTransport, environment: Environment, simulator: OrdersSimulator?, sandbox: SandboxServer?, baseURL: URL?,
        requestLog: URL?
    ) {
        self.backend = backend
        let config = CoreConfig(clientID: "modern-app", environment: environment)
        log = CallLog(wrapping: RecordingTransport(wrapping: transport))
        apiClient = APIClient(config: config, transport: log, retryPolicy: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(5)))
        server = OrdersClient(config: config, authentication: .clientCredentials(secret: "modern-secret"), transport: RecordingTransport(wrapping: transport))
        self.simulator = simulator
        self.transport = transport
        self.sandbox = sandbox
        self.baseURL = baseURL
        self.requestLog = requestLog
    }

    /// Starts a backend.
    public static func start(_ backend: Backend) async throws -> Rig {
        switch backend {
        case .inProcess:
            let configuration = OrdersSimulator.Configuration()
            let simulator = OrdersSimulator(configuration: configuration, pages: BuyerPages(configuration: configuration))  // the page buyer's pages
            return Rig(
                backend: backend, transport: SimulatorTransport(simulator: simulator), environment: .sandbox,
                simulator: simulator, sandbox: nil, baseURL: nil, requestLog: nil)
        case .sandbox:
            let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("modern-clients-\(UUID().uuidString).jsonl")
            let server = try SandboxServer(configuration: .init(port: 0, requestLog: logURL))
            let url = try await server.start()
            return Rig(
                backend: backend, transport: URLSessionTransport(), environment: try Environment.custom(baseURL: url),
                simulator: nil, sandbox: server, baseURL: url, requestLog: logURL)
        }
    }

    /// Stops the sandbox and removes its log.
    public func stop() async {
        await sandbox?.stop()
        if let requestLog { try? FileManager.default.removeItem(at: requestLog) }
    }

    /// Runs `body` with a started rig and always stops it.
    public static func with<T>(_ backend: Backend, _ body: (Rig) async throws -> T) async throws -> T {
        let rig = try await start(backend)
        do {
            let result = try await body(rig)
            await rig.stop()
            return result
        } catch {
            await rig.stop()
            throw error
        }
    }

    /// A `CAPTURE` order of `value` in `currency`, created by the merchant server (not counted in ``calls``).
    public func serverOrder(_ value: String = "20.99", currency: String = "USD", paymentSource: PaymentSource? = nil) async throws -> Order {
        let total = try Money(value: value, currencyCode: currency)
        return try await server.createOrder(
            OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: total))], paymentSource: paymentSource))
    }

    /// The buyer approves order `id`; returns the payer id.
    @discardableResult
    public func approveOrder(_ id: String) async throws -> String {
        if let simulator {
            return try await simulator.approveOrder(id: id).payer?.payerId ?? ""
        }
        let body = try await control("/simulator/orders/\(id)/approve")
        return try JSONValue(parsing: body)["payer"]?["payer_id"]?.stringValue ?? ""
    }

    /// The buyer approves setup token `id`.
    public func approveSetupToken(_ id: String) async throws {
        if let simulator {
            _ = try await simulator.approveSetupToken(id: id)
            return
        }
        _ = try await control("/simulator/setup-tokens/\(id)/approve")
    }

    /// Forces the eligibility of `source` (`nil`: back to the rules).
    public func overrideEligibility(_ source: FundingSource, _ eligibility: FundingEligibility?) async throws {
        if let simulator {
            await simulator.overrideEligibility(of: source, with: eligibility)
            return
        }
        let body: JSONValue =
            eligibility.map { .object(["eligible": .bool($0.eligible), "reasons": .array($0.reasons.map(JSONValue.string))]) } ?? .object([:])
        _ = try await control("/simulator/eligibility/\(source.rawValue)", body: body, expect: 204)
    }

    /// Injects a fault into the simulator (both backends).
    public func inject(_ fault: Fault) async throws {
        if let simulator {
            await simulator.inject(fault)
            return
        }
        guard let route = fault.route, case .status(let status) = fault.kind else { throw RigError("only status faults on a route over HTTP") }
        let body: JSONValue = .object([
            "kind": .string("status"), "status": .number(Decimal(status)), "route": .string(route.rawValue), "count": .number(Decimal(fault.count)),
        ])
        _ = try await control("/simulator/faults", body: body, expect: 204)
    }

    /// Loads `url` as the buyer's browser would (sandbox only; in-process there is no page to load).
    public func visit(_ url: URL) async throws {
        guard backend == .sandbox else { return }
        let response = try await URLSessionTransport().send(HTTPRequest(method: "GET", url: url))
        guard response.status == 200 else { throw RigError("GET \(url) answered \(response.status)") }
    }

    /// The app's calls as the sandbox logged them (`METHOD /shape`); control routes, the token call and
    /// the pages the buyer's browser loads (`/checkoutnow`, `/agreements/approve`) excluded; empty in-process.
    public func loggedCalls() throws -> [String] {
        guard let requestLog, FileManager.default.fileExists(atPath: requestLog.path) else { return [] }
        let text = try String(contentsOf: requestLog, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            let entry = try JSONValue(parsing: Data(line.utf8))
            guard let method = entry["method"]?.stringValue, let path = entry["path"]?.stringValue,
                !path.hasPrefix("/simulator/"), !Self.notTheApp.contains(path)
            else { return nil }
            return "\(method) \(CallShape.shape(path))"
        }
    }

    private static let notTheApp: Set<String> = ["/v1/oauth2/token", "/checkoutnow", "/agreements/approve"]

    @discardableResult
    private func control(_ path: String, body: JSONValue = .object([:]), expect: Int = 200) async throws -> Data {
        guard let baseURL else { throw RigError("no sandbox") }
        let request = HTTPRequest(
            method: "POST", url: URL(string: baseURL.absoluteString + path)!, headers: ["Content-Type": "application/json"], body: body.serialized())
        let response = try await URLSessionTransport().send(request)
        guard response.status == expect else { throw RigError("POST \(path) answered \(response.status): \(String(decoding: response.body, as: UTF8.self))") }
        return response.body
    }
}

/// A rig failure, with its reason.
public struct RigError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}
