import OrdersCore

/// The simulator's answer to a request, with how it is delivered (faults injected by tests).
public struct SimulatorReply: Sendable, Equatable {
    /// The response.
    public var response: HTTPResponse
    /// Wait this long before delivering the response.
    public var delay: TimeSpan?
    /// The effect happened but the response never reaches the caller (a lost response).
    public var isLost: Bool

    /// Creates a reply.
    public init(response: HTTPResponse, delay: TimeSpan? = nil, isLost: Bool = false) {
        self.response = response
        self.delay = delay
        self.isLost = isLost
    }
}
