import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer

/// A merchant's webhook listener for tests: a ``SandboxServer`` with this responder records every POST it gets and
/// answers `503` while it is down (a listener that is away), `200` otherwise.
actor WebhookListener: SandboxResponder {
    /// A delivery as the listener received it.
    struct Delivery: Sendable {
        /// The request's headers.
        let headers: [String: String]
        /// The raw body.
        let body: Data
        /// The body as JSON.
        var event: JSONValue { (try? JSONValue(parsing: body)) ?? .null }
        /// A header, by name in any case.
        func header(_ name: String) -> String? { headers.first { $0.key.lowercased() == name.lowercased() }?.value }
    }

    /// Every delivery answered 2xx, in the order received.
    private(set) var accepted: [Delivery] = []
    /// How many POSTs were refused while down.
    private(set) var refused = 0
    /// Whether the listener answers 503.
    private var down = false
    /// Refuse every other attempt (a flaky listener).
    private var flaky = false
    private var attempts = 0

    /// Starts or stops refusing deliveries.
    func setDown(_ down: Bool) { self.down = down }

    /// Starts or stops refusing every other delivery.
    func setFlaky(_ flaky: Bool) { self.flaky = flaky }

    func handle(_ request: HTTPRequest) async -> SimulatorReply {
        attempts += 1
        if down || (flaky && attempts % 2 == 1) {
            refused += 1
            return SimulatorReply(response: HTTPResponse(status: 503))
        }
        accepted.append(Delivery(headers: request.headers, body: request.body ?? Data()))
        return SimulatorReply(response: HTTPResponse(status: 200))
    }

    /// The event types of the accepted deliveries, in order.
    var eventTypes: [String] { accepted.compactMap { $0.event["event_type"]?.stringValue } }

    /// Waits until `count` deliveries were accepted (or `timeout` passed) and returns them.
    func waitFor(_ count: Int, timeout: Duration = .seconds(30)) async -> [Delivery] {
        let deadline = ContinuousClock.now + timeout
        while accepted.count < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return accepted
    }
}
