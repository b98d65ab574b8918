import Foundation
import OrdersCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPTransport` (OrdersCore) that sends requests to an in-process ``OrdersSimulator``: no network at all.
///
/// Injected faults behave as on a network: a delay waits, a lost response throws
/// `URLError(.networkConnectionLost)` after the simulator applied the request's effect.
public struct SimulatorTransport: HTTPTransport {
    /// The simulator that answers.
    public let simulator: OrdersSimulator

    /// Creates a transport to `simulator`.
    public init(simulator: OrdersSimulator) { self.simulator = simulator }

    /// Sends the request to the simulator.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let reply = await simulator.handle(request)
        if let delay = reply.delay { try await delay.sleep() }
        if reply.isLost { throw URLError(.networkConnectionLost) }
        return reply.response
    }
}
