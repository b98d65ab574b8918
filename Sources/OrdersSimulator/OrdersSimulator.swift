import CorePayments
import Foundation

/// A stateful, deterministic, in-process stand-in for PayPal's OAuth, Orders v2 and Vault v3 APIs.
///
/// ``handle(_:)`` answers a full HTTP request as PayPal would: it validates on the raw JSON with PayPal's
/// issue names, runs the order state machine, honours `PayPal-Request-Id` idempotency, `Prefer`,
/// `PayPal-Mock-Response` negative testing and injected ``Fault``s. The simulated payer approves or cancels
/// through typed methods (``approveOrder(id:payerID:shippingAddress:)``…) or the `/simulator/` control routes.
public actor OrdersSimulator {
    /// The configuration in use.
    public nonisolated let configuration: Configuration

    /// Counts of what the simulator did.
    public internal(set) var stats = SimulatorStats()

    var ids: IDGenerator
    var clock: SimulatedClock
    var tokens = TokenStore()
    var idempotency = IdempotencyStore()
    var faults = FaultQueue()
    var orders: [String: OrderRecord] = [:]
    var setupTokens: [String: SetupTokenRecord] = [:]
    var paymentTokens: [String: PaymentTokenRecord] = [:]
    var paymentTokenIDsByCustomer: [String: [String]] = [:]
    var paymentTokenIDBySetupToken: [String: String] = [:]
    var eligibilityOverrides: [FundingSource: FundingEligibility] = [:]

    let baseURL: String
    let basePath: String
    let renderer: OrderRenderer
    let payments: PaymentsFactory
    let pageTokens: PageTokens

    /// Creates a simulator.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        baseURL = base
        var path = configuration.baseURL.path
        while path.hasSuffix("/") { path.removeLast() }
        basePath = path
        renderer = OrderRenderer(baseURL: base)
        payments = PaymentsFactory(baseURL: base)
        pageTokens = PageTokens(seed: configuration.pageSecretSeed ?? configuration.seed)
        ids = IDGenerator(seed: configuration.seed)
        clock = SimulatedClock(epoch: configuration.epoch, step: configuration.clockStep, source: configuration.now)
    }

    /// Handles one HTTP request as PayPal would and says how the reply is delivered.
    public func handle(_ request: HTTPRequest) async -> SimulatorReply {
        stats.requests += 1
        let path = request.url.path
        switch Router.route(method: request.method, path: path, basePath: basePath) {
        case .control(let control):
            return SimulatorReply(response: handleControl(control, request))
        case .approvalPage:
            return SimulatorReply(response: buyerPage(request))
        case .notFound:
            return SimulatorReply(response: errorResponse(SimulatedError(status: 404), kind: nil))
        case .methodNotAllowed(let allowed):
            var response = errorResponse(SimulatedError(status: 405), kind: nil)
            response.headers["Allow"] = allowed.joined(separator: ", ")
            return SimulatorReply(response: response)
        case .api(let kind, let id):
            let relative = basePath.isEmpty || !path.hasPrefix(basePath) ? path : String(path.dropFirst(basePath.count))
            let fault = faults.take(method: request.method, path: relative, route: kind)
            if case .status(let status)? = fault {
                return SimulatorReply(response: errorResponse(SimulatedError(status: status), kind: kind))
            }
            var reply = SimulatorReply(response: respond(kind, id: id, request: request))
            switch fault {
            case .lostResponse?: reply.isLost = true
            case .delay(let delay)?: reply.delay = delay
            default: break
            }
            return reply
        }
    }

    /// Forgets every order, token, stored response, fault and count, and restarts ids and the clock from
    /// the seed: afterwards the simulator answers exactly as a new one would.
    public func reset() {
        stats = SimulatorStats()
        ids = IDGenerator(seed: configuration.seed)
        clock = SimulatedClock(epoch: configuration.epoch, step: configuration.clockStep, source: configuration.now)
        tokens = TokenStore()
        idempotency = IdempotencyStore()
        faults = FaultQueue()
        orders = [:]
        setupTokens = [:]
        paymentTokens = [:]
        paymentTokenIDsByCustomer = [:]
        paymentTokenIDBySetupToken = [:]
        eligibilityOverrides = [:]
    }

    /// Expires every issued access token: the next API call with one gets 401 `AUTHENTICATION_FAILURE`.
    public func expireAllTokens() { tokens.expireAll() }

    /// Injects `fault`; it fires on the next matching requests.
    public func inject(_ fault: Fault) { faults.add(fault) }

    /// How many injected faults have not fired yet.
    public var faultsPending: Int { faults.pending }

    /// Drops every injected fault that has not fired yet.
    public func clearFaults() { faults = FaultQueue() }

    /// The current simulated time as RFC 3339.
    var timestamp: String { SimulatedClock.format(clock.now) }

    /// Advances the clock for a state change and returns the new time as RFC 3339.
    func tick() -> String {
        clock.advance()
        return timestamp
    }
}

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
