import OrdersCore

/// A failure to inject for reliability tests. It fires on the next `count` requests it matches and is
/// consumed as it fires. Faults never touch `/simulator/` control routes.
public struct Fault: Sendable, Equatable {
    /// What happens to a matching request.
    public enum Kind: Sendable, Equatable {
        /// The request takes effect, but its response never arrives (``SimulatorReply/isLost``).
        case lostResponse
        /// The request is handled normally and its response is delivered after this delay.
        case delay(TimeSpan)
        /// The request has no effect and PayPal answers this status (500, 503, …) with a body without details.
        case status(Int)
    }

    /// What happens.
    public var kind: Kind
    /// The HTTP method to match (any when `nil`).
    public var method: String?
    /// The path prefix to match, for example `/v2/checkout/orders` (any when `nil`).
    public var pathPrefix: String?
    /// The operation to match (any when `nil`).
    public var route: RouteKind?
    /// How many matching requests it fires on.
    public var count: Int

    /// Creates a fault.
    public init(_ kind: Kind, method: String? = nil, pathPrefix: String? = nil, route: RouteKind? = nil, count: Int = 1) {
        self.kind = kind
        self.method = method
        self.pathPrefix = pathPrefix
        self.route = route
        self.count = count
    }

    /// A fault on the next `count` requests of operation `route`.
    public static func on(_ route: RouteKind, _ kind: Kind, count: Int = 1) -> Fault {
        Fault(kind, route: route, count: count)
    }

    /// Whether the fault applies to a request.
    func matches(method: String, path: String, route: RouteKind) -> Bool {
        if let expected = self.method, expected.uppercased() != method.uppercased() { return false }
        if let prefix = pathPrefix, !path.hasPrefix(prefix) { return false }
        if let expected = self.route, expected != route { return false }
        return true
    }
}
