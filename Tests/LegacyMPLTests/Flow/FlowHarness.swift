import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// A thread-safe H2 delegate that records callbacks in order and the `responseMessage` at failure time.
final class CallbackRecorder: PayPalPaymentDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// The callbacks so far.
    var calls: [String] { lock.withLock { recorded } }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        append("success \(payKey ?? "nil") \(paymentStatus.rawValue)")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        append("failed \(correlationID ?? "nil")")
    }

    func paymentCanceled() { append("canceled") }

    func paymentLibraryExit() { append("exit") }

    private func append(_ call: String) { lock.withLock { recorded.append(call) } }

    /// Waits (polling) until `paymentLibraryExit` arrived, then returns every call.
    func waitForExit() async throws -> [String] {
        _ = try await waitUntil { calls.contains("exit") }
        return calls
    }
}

/// Adds `PayPal-Mock-Response: {"mock_application_codes":"<code>"}` to the requests with `method` whose path ends in
/// `pathSuffix` (by default: captures).
struct MockErrorTransport: HTTPTransport {
    let base: any HTTPTransport
    let code: String
    var method = "POST"
    var pathSuffix = "/capture"

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        if request.method == method, request.url.path.hasSuffix(pathSuffix) {
            request.headers["PayPal-Mock-Response"] = "{\"mock_application_codes\":\"\(code)\"}"
        }
        return try await base.send(request)
    }
}

/// One library instance with its own Orders v2 engine (no singleton): fast retries and reconciliation pauses.
struct FlowHarness {
    static let appID = "APP-80W284485P519543T"
    static let fastRetry = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(4))
    static let fastReconciliation = ReconciliationBudget(rounds: 4, initialPause: .milliseconds(1))

    let library = PayPal()
    let engine: OrdersV2FlowRunner
    let delegate = CallbackRecorder()

    init(
        configuration: LegacyBackendConfiguration = LegacyBackendConfiguration(),
        simulator: OrdersSimulator = OrdersSimulator(),
        wrapTransport: (@Sendable (any HTTPTransport) -> any HTTPTransport)? = nil
    ) {
        var options = OrdersV2FlowOptions()
        // Every body the engine sends is captured for CI's check against PayPal's published schemas.
        options.wrapTransport = { base in RecordingTransport(wrapping: wrapTransport?(base) ?? base) }
        options.simulator = simulator
        engine = OrdersV2FlowRunner(options: options)
        library.install(runner: engine)
        var configuration = configuration
        configuration.retryPolicy = Self.fastRetry
        configuration.reconciliationBudget = Self.fastReconciliation
        library.configureOrdersV2(configuration)
        library.delegate = delegate
    }

    /// The `ENV_NONE` simulator.
    var simulator: OrdersSimulator { engine.simulator }

    /// Initializes for `environment` and returns the status.
    @discardableResult
    func initialize(_ environment: PayPalEnvironment = ENV_NONE, appID: String = Self.appID) -> PayPalInitializationStatus {
        library.initialize(appID: appID, environment: environment)
        return library.state.withLock { $0.initializationStatus }
    }

    /// Checks out a simple payment and waits for `paymentLibraryExit`.
    func checkout(_ payment: PayPalPayment = Fixtures.simplePayment()) async throws -> [String] {
        let before = delegate.calls.count
        library.checkoutWithPayment(payment)
        return Array(try await waitForExit(after: before))
    }

    /// Waits for the next `paymentLibraryExit` after `before` calls and returns the calls since.
    func waitForExit(after before: Int) async throws -> ArraySlice<String> {
        _ = try await waitUntil { delegate.calls.dropFirst(before).contains("exit") }
        return delegate.calls.dropFirst(before)
    }

    /// `responseMessage[key]`.
    func message(_ key: String) -> String? {
        library.responseMessage?[key] as? String
    }
}

/// The pay key in the `success <payKey> <status>` call at `index` of `calls`. When the calls are not what the test
/// expects, an issue is recorded and the test stops: no out-of-range index crashes the whole test run.
func successKey(_ calls: [String], at index: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let call = try #require(calls.indices.contains(index) ? calls[index] : nil, "no call \(index) in \(calls)", sourceLocation: sourceLocation)
    let parts = call.split(separator: " ")
    try #require(parts.count == 3 && parts[0] == "success", "not a success: \(call)", sourceLocation: sourceLocation)
    return String(parts[1])
}
