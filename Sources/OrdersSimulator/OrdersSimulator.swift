import Foundation
import OrdersCore

/// A stateful, deterministic, in-process stand-in for PayPal's OAuth, Orders v2 and Vault v3 APIs.
///
/// ``handle(_:)`` answers a full HTTP request as PayPal would: it validates on the raw JSON with PayPal's
/// issue names, runs the order state machine, honours `PayPal-Request-Id` idempotency, `Prefer`,
/// `PayPal-Mock-Response` negative testing and injected ``Fault``s. The simulated payer approves or cancels
/// through typed methods (``approveOrder(id:payerID:shippingAddress:)``…) or the `/simulator/` control routes.
///
/// Inside, each resource owns its state and its operations (OAuth, orders, the vault, eligibility, faults, the demo
/// buyers); the actor composes them, routes each request to its owner and shares one id sequence and one clock among
/// them. The buyer pages behind the `approve` links are not part of it: `orders-sandbox` installs them.
public actor OrdersSimulator {
    /// The configuration in use.
    public nonisolated let configuration: Configuration

    /// Counts of what the simulator did.
    public var stats: SimulatorStats { context.stats }

    /// The shared id sequence, clock and counts.
    var context: SimulatorContext
    /// OAuth: issued tokens and credentials.
    var oauth: OAuthResource
    /// Orders v2.
    var orders: OrdersResource
    /// Vault v3: setup and payment tokens.
    var vault: VaultResource
    /// Funding eligibility and its overrides.
    var eligibility = EligibilityResource()
    /// Injected faults.
    var faults = FaultInjector()
    /// Webhooks v1: subscriptions, events, transmissions.
    var webhooks: WebhooksResource
    /// Stored responses of idempotent requests.
    var idempotency = IdempotencyStore()
    /// The buyers the simulated payer plays.
    nonisolated let buyers: DemoBuyers
    /// The buyer pages, when installed.
    let pages: (any PayerPageHandler)?
    /// Signs and sends webhook events, when installed.
    let deliverer: (any WebhookDelivering)?

    /// The configured base URL's path (stripped from request paths before routing).
    let basePath: String
    /// When the simulator was created, by the wall clock (``reset()`` keeps it): `GET /health`'s uptime counts from
    /// here. Not `ContinuousClock` (iOS 16) nor the boot-time uptime (a required-reason API): a probe needs no more.
    nonisolated let started = Date()

    /// Creates a simulator.
    public init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, pages: nil)
    }

    /// Creates a simulator whose `approve` and `payer-action` links open `pages` (the sandbox's buyer pages), and whose
    /// webhook events `deliverer` signs and sends.
    package init(configuration: Configuration = Configuration(), pages: (any PayerPageHandler)?, deliverer: (any WebhookDelivering)? = nil) {
        self.configuration = configuration
        self.pages = pages
        self.deliverer = deliverer
        var path = configuration.baseURL.path
        while path.hasSuffix("/") { path.removeLast() }
        basePath = path
        buyers = DemoBuyers(payer: configuration.payer, seed: configuration.seed)
        context = SimulatorContext(configuration: configuration)
        oauth = Self.freshOAuth(configuration)
        orders = Self.freshOrders(configuration)
        vault = Self.freshVault(configuration)
        webhooks = Self.freshWebhooks(configuration, deliverer)
    }

    /// Handles one HTTP request as PayPal would and says how the reply is delivered.
    public func handle(_ request: HTTPRequest) async -> SimulatorReply {
        defer { publishEvents() }
        let path = request.url.path
        let route = Router.route(method: request.method, path: path, basePath: basePath)
        if route != .control(.health) { context.stats.requests += 1 }  // a readiness probe leaves no trace
        switch route {
        case .control(let control):
            return SimulatorReply(response: handleControl(control, request))
        case .approvalPage:
            return SimulatorReply(response: pages?.respond(to: request, simulator: self) ?? Self.noPages)
        case .certificate(let id):
            guard let deliverer, id == deliverer.certificateID else {
                return SimulatorReply(response: context.errorResponse(.unknownResource(id, for: nil), kind: nil))
            }
            return SimulatorReply(
                response: HTTPResponse(status: 200, headers: ["Content-Type": "application/x-pem-file"], body: Data(deliverer.certificatePEM.utf8)))
        case .notFound:
            return SimulatorReply(response: context.errorResponse(SimulatedError(status: 404), kind: nil))
        case .methodNotAllowed(let allowed):
            var response = context.errorResponse(SimulatedError(status: 405), kind: nil)
            response.headers["Allow"] = allowed.joined(separator: ", ")
            return SimulatorReply(response: response)
        case .api(let kind, let id):
            let relative = basePath.isEmpty || !path.hasPrefix(basePath) ? path : String(path.dropFirst(basePath.count))
            let fault = faults.take(method: request.method, path: relative, route: kind)
            if case .status(let status)? = fault {
                return SimulatorReply(response: context.errorResponse(SimulatedError(status: status), kind: kind))
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

    /// Forgets every order, payment, webhook, event, token, stored response, fault and count (webhook transmissions
    /// not yet delivered are dropped), and restarts ids and the clock from
    /// the seed: afterwards the simulator answers exactly as a new one would.
    public func reset() {
        context = SimulatorContext(configuration: configuration)
        oauth = Self.freshOAuth(configuration)
        orders = Self.freshOrders(configuration)
        vault = Self.freshVault(configuration)
        webhooks = Self.freshWebhooks(configuration, deliverer)
        deliverer?.reset()
        eligibility = EligibilityResource()
        faults = FaultInjector()
        idempotency = IdempotencyStore()
    }

    /// Expires every issued access token: the next API call with one gets 401 `AUTHENTICATION_FAILURE`.
    public func expireAllTokens() { oauth.expireAll() }

    /// Injects `fault`; it fires on the next matching requests.
    public func inject(_ fault: Fault) { faults.add(fault) }

    /// How many injected faults have not fired yet.
    public var faultsPending: Int { faults.pending }

    /// Drops every injected fault that has not fired yet.
    public func clearFaults() { faults.clear() }

    /// Forces the eligibility of `source` (the simulator's eligibility rules no longer decide it), or
    /// with `nil` returns it to the rules. ``reset()`` clears every override.
    public func overrideEligibility(of source: FundingSource, with eligibility: FundingEligibility?) {
        self.eligibility.override(source, with: eligibility)
    }

    /// The answer to a page path when no pages are installed.
    static let noPages = HTTPResponse(
        status: 404, headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data(
            """
            This simulator serves no buyer pages. Approve in code (approveOrder(id:), approveSetupToken(id:)) or through \
            POST /simulator/orders/{id}/approve; orders-sandbox serves the pages.

            """.utf8))

    private static func freshOAuth(_ configuration: Configuration) -> OAuthResource {
        OAuthResource(credentials: configuration.credentials, tokenLifetime: configuration.tokenLifetime)
    }

    private static func freshOrders(_ configuration: Configuration) -> OrdersResource {
        OrdersResource(baseURL: baseURL(of: configuration), amountIncreaseLimit: configuration.amountIncreaseLimit)
    }

    private static func freshVault(_ configuration: Configuration) -> VaultResource {
        VaultResource(baseURL: baseURL(of: configuration))
    }

    private static func freshWebhooks(_ configuration: Configuration, _ deliverer: (any WebhookDelivering)?) -> WebhooksResource {
        WebhooksResource(
            baseURL: baseURL(of: configuration), seed: configuration.seed, allowsRemoteTargets: configuration.allowsRemoteWebhookTargets,
            deliverer: deliverer)
    }

    /// The configured base URL without a trailing slash, as links start.
    private static func baseURL(of configuration: Configuration) -> String {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
