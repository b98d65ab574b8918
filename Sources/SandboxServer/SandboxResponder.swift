import OrdersCore
import OrdersSimulator

/// Whatever answers the requests a ``SandboxServer`` receives: the ``OrdersSimulator`` in production,
/// a stub in tests of the server's own behaviour.
public protocol SandboxResponder: Sendable {
    /// Answers one request and says how the answer is delivered (delay, lost response).
    func handle(_ request: HTTPRequest) async -> SimulatorReply
}

extension OrdersSimulator: SandboxResponder {}
