import Foundation
import OrdersCore

/// Pays orders with cards and saves cards in PayPal's vault, running 3D Secure when the issuer asks for it.
///
/// ```swift
/// let cardClient = CardClient(config: CoreConfig(clientID: "CLIENT_ID", environment: .sandbox))
/// cardClient.threeDSecureChallengeDelegate = self          // optional: spinner hooks
/// let result = try await cardClient.approveOrder(request: CardRequest(orderID: orderID, card: card))
/// // capture or authorize on your server
/// ```
///
/// Calls per card payment: one confirm-payment-source; with a 3DS challenge, one more read of the order.
/// Every problem is a ``CardError``; nothing is sent for a card that fails ``Card/validate(now:)``.
public final class CardClient: Sendable {
    let orders: OrdersClient
    let presenter: (any ThreeDSecurePresenter)?
    let now: @Sendable () -> Date
    /// The host of the configured environment: challenge pages must be on it or on paypal.com.
    let environmentHost: String?
    private let delegate = WeakDelegate()

    /// The optional hooks around the 3DS challenge page; held weakly.
    public var threeDSecureChallengeDelegate: (any ThreeDSecureChallengePresentationDelegate)? {
        get { delegate.value }
        set { delegate.value = newValue }
    }

    /// Creates a client with client-id authentication over `URLSession`, presenting 3DS challenges with
    /// the platform's default presenter (`ASWebAuthenticationSession` where available; none on Linux).
    public convenience init(config: CoreConfig) {
        self.init(config: config, presenter: CardClient.platformPresenter)
    }

    /// Creates a client.
    /// - Parameters:
    ///   - config: client id and environment.
    ///   - authentication: `.clientID` in apps; `.clientCredentials` on servers and in tests.
    ///   - presenter: shows 3DS challenges; without one a challenge fails with ``CardError/Code/threeDSecurePresenterMissing``.
    ///   - transport: how requests travel.
    ///   - retryPolicy: how transient failures are retried.
    ///   - now: the clock card expiry dates are checked against.
    public init(
        config: CoreConfig,
        authentication: ClientAuthentication = .clientID,
        presenter: (any ThreeDSecurePresenter)?,
        transport: any HTTPTransport = URLSessionTransport(),
        retryPolicy: RetryPolicy = .default,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.orders = OrdersClient(config: config, authentication: authentication, transport: transport, retryPolicy: retryPolicy, now: now)
        self.presenter = presenter
        self.now = now
        self.environmentHost = config.environment.baseURL.host?.lowercased()
    }

    /// Approves order `request.orderID` with the card: validates the card, confirms it as the order's
    /// payment source with `attributes.verification.method`, and when PayPal answers
    /// `PAYER_ACTION_REQUIRED`, presents the 3DS challenge and reads the order for the result.
    /// - Returns: the approved order and the 3DS outcome; capture or authorize next (on your server).
    /// - Throws: ``CardError``: invalid card or order id (nothing sent), PayPal's refusal, 3DS canceled or
    ///   not completed.
    public func approveOrder(request: CardRequest) async throws(CardError) -> CardResult {
        try validate(request.card, orderID: request.orderID)
        let confirmed = try await confirm(request)
        guard confirmed.status == .payerActionRequired else {
            return CardResult(order: confirmed, didAttemptThreeDSecureAuthentication: false)
        }
        let url = try challengeURL(confirmed.link("payer-action")?.href, resourceID: confirmed.id)
        try await runChallenge(ThreeDSecureChallenge(url: url, resourceID: confirmed.id, kind: .order))
        let read = try await call(request.card, confirmed.id) { () throws(PaymentsError) in try await self.orders.getOrder(id: confirmed.id) }
        guard read.status == .approved || read.status == .completed else { throw .notApproved(read.id, status: read.status.rawValue) }
        return CardResult(order: read, didAttemptThreeDSecureAuthentication: true)
    }

    /// Confirms the card on the order. When the confirm's outcome is unknown (no answer, a 5xx, a refusal after an
    /// attempt that may have run — ``PaymentsError/outcomeUnknown``) or a retry meets `PAYMENT_ALREADY_APPROVED`, the
    /// order is read: confirmed with this card (same last digits; approved, or waiting for its 3DS challenge), it is
    /// the first attempt's result, not an error; otherwise the original error stands (the confirm did not act).
    private func confirm(_ request: CardRequest) async throws(CardError) -> Order {
        let body = ConfirmCardBody(request, redirectURLs: redirectURLs)
        do {
            return try await orders.confirmPaymentSource(orderID: request.orderID, body: body)
        } catch  where error.hasIssue("PAYMENT_ALREADY_APPROVED") || error.outcomeUnknown {
            let order = try await call(request.card, request.orderID) { () throws(PaymentsError) in try await self.orders.getOrder(id: request.orderID) }
            let card = order.paymentSource?["card"]
            let confirmedHere = order.status == .approved || (error.outcomeUnknown && order.status == .payerActionRequired)
            guard confirmedHere, card?["last_digits"]?.stringValue == request.card.lastDigits else {
                throw .paypal(CardRedaction.scrub(error, card: request.card), resourceID: request.orderID)
            }
            return order
        } catch {
            throw .paypal(CardRedaction.scrub(error, card: request.card), resourceID: request.orderID)
        }
    }

    /// Client-side order creation (seed 002, snippet E): validates the card, creates the order, then
    /// approves it as ``approveOrder(request:)`` does. An invalid card creates no order.
    public func createAndApproveOrder(
        orderRequest: OrderRequest, card: Card, sca: SCA = .scaWhenRequired, vault: CardVaultInstruction? = nil
    ) async throws(CardError) -> CardResult {
        try validate(card, orderID: nil)
        let order = try await call(card, nil) { () throws(PaymentsError) in try await self.orders.createOrder(orderRequest) }
        return try await approveOrder(request: CardRequest(orderID: order.id, card: card, sca: sca, vault: vault))
    }

    /// The URLs PayPal redirects to after a challenge.
    var redirectURLs: ThreeDSecureRedirectURLs { presenter?.redirectURLs ?? .sdkDefault }

    /// Throws every problem of `card` (and of `orderID`, when given) before anything is sent.
    func validate(_ card: Card, orderID: String?) throws(CardError) {
        var problems = card.problems(now: now())
        if let orderID, !Self.isPayPalID(orderID) {
            problems.insert(
                CardError(
                    code: .orderIDInvalid, field: .orderID, message: "'\(orderID)' is not a PayPal order id.",
                    recoverySuggestion: "Pass the id your server got from POST /v2/checkout/orders (1 to 36 letters and digits)."), at: 0)
        }
        if !problems.isEmpty { throw .invalidCard(problems) }
    }

    /// Runs one API call, turning its error into a ``CardError`` without the card's number or code.
    func call<Value>(_ card: Card, _ resourceID: String?, _ body: () async throws(PaymentsError) -> Value) async throws(CardError) -> Value {
        do {
            return try await body()
        } catch {
            throw .paypal(CardRedaction.scrub(error, card: card), resourceID: resourceID)
        }
    }

    /// The challenge link, when it is PayPal's 3DS page: on paypal.com or the configured environment's host,
    /// `https` (or `http` on loopback), with `flow=3ds`. Any other link is never opened.
    func challengeURL(_ href: String?, resourceID: String) throws(CardError) -> URL {
        guard let href, let url = URL(string: href), let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let host = url.host?.lowercased(), components.queryItems?.contains(where: { $0.name == "flow" && $0.value == "3ds" }) == true,
            host == environmentHost || host == "paypal.com" || host.hasSuffix(".paypal.com"),
            url.scheme == "https" || (url.scheme == "http" && Self.isLoopback(host))
        else {
            throw .threeDSecureURLInvalid(resourceID)
        }
        return url
    }

    /// Shows `challenge` through the presenter, telling the delegate; throws when canceled or not shown.
    func runChallenge(_ challenge: ThreeDSecureChallenge) async throws(CardError) {
        guard let presenter else { throw .presenterMissing(challenge.resourceID) }
        let delegate = threeDSecureChallengeDelegate
        await MainActor.run { delegate?.threeDSecureWillLaunch(self) }
        let outcome: ThreeDSecureChallengeOutcome
        do {
            outcome = try await presenter.presentChallenge(challenge)
        } catch {
            await MainActor.run { delegate?.threeDSecureDidCancel(self) }
            throw .presentationFailed(challenge.resourceID, error)
        }
        switch outcome {
        case .completed:
            await MainActor.run { delegate?.threeDSecureDidFinish(self) }
        case .canceled:
            await MainActor.run { delegate?.threeDSecureDidCancel(self) }
            throw .threeDSecureCanceled(challenge.resourceID)
        }
    }

    static func isPayPalID(_ id: String) -> Bool {
        (1...36).contains(id.count) && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    static func isLoopback(_ host: String) -> Bool {
        ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }
}
