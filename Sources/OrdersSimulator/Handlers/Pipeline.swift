import CorePayments
import Foundation

extension OrdersSimulator {
    /// Operations whose `PayPal-Request-Id` makes them idempotent (201 first, 200 on replay).
    static let idempotentKinds: Set<RouteKind> = [.createOrder, .authorizeOrder, .captureOrder, .createSetupToken, .createPaymentToken]

    /// Runs one API request: authentication, forced errors, idempotent replay, media type and JSON checks,
    /// then the operation.
    func respond(_ kind: RouteKind, id: String?, request: HTTPRequest) -> HTTPResponse {
        do throws(SimulatedError) {
            if kind == .oauthToken { return try issueToken(request) }
            if kind == .fundingEligibility { return answerFundingEligibility(request) }
            try authenticate(request)
            if let forced = MockResponse.error(from: request.header("PayPal-Mock-Response"), for: kind) { throw forced }
            let requestID = request.header("PayPal-Request-Id").flatMap { $0.isEmpty ? nil : $0 }
            let idempotent = Self.idempotentKinds.contains(kind)
            if idempotent, let requestID, let replay = idempotency.replay(kind: kind, resourceID: id, requestID: requestID) {
                stats.idempotentReplays += 1
                return replay
            }
            let body = try readBody(of: request, for: kind)
            let response = try perform(kind, id: id, body: body, request: request)
            if idempotent, let requestID { idempotency.store(response, kind: kind, resourceID: id, requestID: requestID) }
            return response
        } catch {
            return errorResponse(error, kind: kind)
        }
    }

    /// Dispatches to the operation's handler.
    private func perform(_ kind: RouteKind, id: String?, body: JSONValue?, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        switch kind {
        case .oauthToken: return try issueToken(request)
        case .createOrder: return try createOrder(body: body, request: request)
        case .getOrder: return try getOrder(id: id ?? "", request: request)
        case .patchOrder: return try patchOrder(id: id ?? "", body: body)
        case .confirmPaymentSource: return try confirmPaymentSource(id: id ?? "", body: body, request: request)
        case .authorizeOrder: return try completeOrder(id: id ?? "", action: .authorize, body: body, request: request)
        case .captureOrder: return try completeOrder(id: id ?? "", action: .capture, body: body, request: request)
        case .createSetupToken: return try createSetupToken(body: body, request: request)
        case .getSetupToken: return try getSetupToken(id: id ?? "")
        case .createPaymentToken: return try createPaymentToken(body: body, request: request)
        case .listPaymentTokens: return try listPaymentTokens(request: request)
        case .getPaymentToken: return try getPaymentToken(id: id ?? "")
        case .deletePaymentToken: return try deletePaymentToken(id: id ?? "")
        case .fundingEligibility: return answerFundingEligibility(request)
        }
    }

    /// Accepts `Bearer <issued, unexpired token>`, client-id-only `Basic base64(id:)` (client-side calls),
    /// or `Basic base64(id:secret)` with valid credentials; anything else is 401 `AUTHENTICATION_FAILURE`.
    func authenticate(_ request: HTTPRequest) throws(SimulatedError) {
        switch Credentials.parse(request.header("Authorization")) {
        case .bearer(let token) where tokens.isValid(token, at: clock.now):
            return
        case .basic(let clientID, let secret) where isKnown(clientID: clientID, secret: secret.isEmpty ? nil : secret):
            return
        default:
            throw SimulatedError(status: 401)
        }
    }

    /// Whether `clientID` (and `secret`, when given) are acceptable credentials.
    func isKnown(clientID: String, secret: String?) -> Bool {
        guard !clientID.isEmpty else { return false }
        guard let known = configuration.credentials else { return secret.map { !$0.isEmpty } ?? true }
        guard let expected = known[clientID] else { return false }
        return secret.map { $0 == expected } ?? true
    }

    /// The JSON body, after the media-type check (415 for a body not declared `application/json`).
    /// An empty body is `nil`; an unparsable one is 400 `MALFORMED_REQUEST_JSON`.
    func readBody(of request: HTTPRequest, for kind: RouteKind) throws(SimulatedError) -> JSONValue? {
        guard kind.takesJSONBody, let data = request.body, !data.isEmpty else { return nil }
        guard MediaType.isJSON(request.header("Content-Type")) else { throw SimulatedError(status: 415) }
        guard let json = try? JSONValue(parsing: data) else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        return json
    }
}
