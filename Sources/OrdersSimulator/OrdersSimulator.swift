import CorePayments
import Foundation

/// A stateful, deterministic, in-process stand-in for PayPal's OAuth, Orders v2 and Vault v3 APIs.
///
/// INTERFACE SKELETON — being filled in (routing, validation, state machine, idempotency, payer, faults).
public actor OrdersSimulator {
    /// How a simulator behaves.
    public struct Configuration: Sendable {
        /// Seeds every generated id, so runs are repeatable.
        public var seed: UInt64
        /// The base URL written into HATEOAS links (`self`, `approve`, …): the sandbox server's address.
        public var baseURL: URL

        /// Creates a configuration.
        public init(seed: UInt64 = 1, baseURL: URL = URL(string: "https://api-m.sandbox.paypal.com")!) {
            self.seed = seed
            self.baseURL = baseURL
        }
    }

    /// The configuration in use.
    public let configuration: Configuration

    /// Creates a simulator.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Handles one HTTP request as PayPal would and says how the reply is delivered.
    public func handle(_ request: HTTPRequest) async -> SimulatorReply {
        SimulatorReply(response: HTTPResponse(status: 404))
    }
}

/// The simulator's answer to a request, with how it is delivered (faults injected by tests).
public struct SimulatorReply: Sendable, Equatable {
    /// The response.
    public var response: HTTPResponse
    /// Wait this long before delivering the response.
    public var delay: Duration?
    /// The effect happened but the response never reaches the caller (a lost response).
    public var isLost: Bool

    /// Creates a reply.
    public init(response: HTTPResponse, delay: Duration? = nil, isLost: Bool = false) {
        self.response = response
        self.delay = delay
        self.isLost = isLost
    }
}
