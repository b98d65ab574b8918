/// Where a modern-client test runs: the simulator in-process, or `orders-sandbox` over HTTP on loopback.
public enum Backend: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `SimulatorTransport`: no network at all.
    case inProcess
    /// A `SandboxServer` on a free loopback port, reached with `URLSessionTransport`.
    case sandbox

    /// The case name, for test names.
    public var description: String { rawValue }
}
