import Foundation
import OrdersCore
import OrdersSimulator

/// How an ``OrdersV2FlowRunner`` talks and answers; the defaults are the production ones, tests
/// share a simulator or wrap the transport (to add `PayPal-Mock-Response`, count calls). Retries and the
/// reconciliation budget are part of the public ``LegacyBackendConfiguration``.
struct OrdersV2FlowOptions: Sendable {
    /// The simulator behind `ENV_NONE` (deterministic: seed 1).
    var simulator = OrdersSimulator()
    /// The transport for `ENV_SANDBOX` / `ENV_LIVE`.
    var networkTransport: @Sendable () -> any HTTPTransport = { URLSessionTransport() }
    /// The process environment read for settings the app did not configure (tests pin it).
    var processEnvironment = ProcessInfo.processInfo.environment
    /// Wraps every transport (identity by default).
    var wrapTransport: (@Sendable (any HTTPTransport) -> any HTTPTransport)?

    /// `transport`, wrapped when a wrapper is set.
    func wrap(_ transport: any HTTPTransport) -> any HTTPTransport {
        wrapTransport?(transport) ?? transport
    }
}
