/// Why a ``SandboxServer`` could not start.
public enum SandboxServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not a loopback address; the sandbox only listens on this machine.
    case nonLoopbackHost(String)
    /// The server is already running.
    case alreadyStarted
    /// The socket could not be bound or did not start listening.
    case couldNotListen(String)

    /// A message that says what went wrong and how to fix it.
    public var description: String {
        switch self {
        case .nonLoopbackHost(let host):
            "refusing to listen on \"\(host)\": orders-sandbox only listens on loopback (127.0.0.1, localhost or ::1)"
        case .alreadyStarted:
            "the sandbox server is already running; stop it before starting it again"
        case .couldNotListen(let reason):
            "could not listen: \(reason) (is the port already in use? pass port 0 to let the system pick one)"
        }
    }
}
