import Foundation
import OrdersCore

extension OrdersSimulator {
    /// Operations whose `PayPal-Request-Id` makes them idempotent (201 first, 200 on replay).
    static let idempotentKinds: Set<RouteKind> = [
        .createOrder, .authorizeOrder, .captureOrder, .createSetupToken, .createPaymentToken, .captureAuthorization, .reauthorizeAuthorization,
        .voidAuthorization, .refundCapture,
    ]

    /// Runs one API request: authentication, forced errors, idempotent replay, media type and JSON checks,
    /// then the operation, in the resource that owns it.
    func respond(_ kind: RouteKind, id: String?, request: HTTPRequest) -> HTTPResponse {
        do throws(SimulatedError) {
            if kind == .oauthToken { return oauth.issueToken(request, context: &context) }
            if kind == .fundingEligibility { return eligibility.answer(request, clients: oauth, context: &context) }
            try oauth.authenticate(request, at: context.now)
            if let forced = MockResponse.error(from: request.header("PayPal-Mock-Response"), for: kind) { throw forced }
            let requestID = request.header("PayPal-Request-Id").flatMap { $0.isEmpty ? nil : $0 }
            let idempotent = Self.idempotentKinds.contains(kind)
            if idempotent, let requestID, let replay = idempotency.replay(kind: kind, resourceID: id, requestID: requestID) {
                context.stats.idempotentReplays += 1
                return replay
            }
            let body = try Self.readBody(of: request, for: kind)
            let response = try perform(kind, id: id, body: body, request: request)
            if idempotent, let requestID { idempotency.store(response, kind: kind, resourceID: id, requestID: requestID) }
            return response
        } catch {
            return context.errorResponse(error, kind: kind)
        }
    }

    /// Dispatches to the operation's resource.
    private func perform(_ kind: RouteKind, id: String?, body: JSONValue?, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        let id = id ?? ""
        switch kind {
        case .oauthToken: return oauth.issueToken(request, context: &context)
        case .createOrder: return try orders.create(body: body, request: request, payer: buyers.payer, vault: &vault, context: &context)
        case .getOrder: return try orders.get(id: id, context: &context)
        case .patchOrder: return try orders.patch(id: id, body: body, context: &context)
        case .confirmPaymentSource: return try orders.confirmPaymentSource(id: id, body: body, request: request, vault: vault, context: &context)
        case .authorizeOrder: return try orders.complete(id: id, action: .authorize, body: body, request: request, vault: &vault, context: &context)
        case .captureOrder: return try orders.complete(id: id, action: .capture, body: body, request: request, vault: &vault, context: &context)
        case .createSetupToken: return try vault.createSetupToken(body: body, request: request, context: &context)
        case .getSetupToken: return try vault.getSetupToken(id: id, context: &context)
        case .createPaymentToken: return try vault.createPaymentToken(body: body, request: request, context: &context)
        case .listPaymentTokens: return try vault.listPaymentTokens(request: request, context: &context)
        case .getPaymentToken: return try vault.getPaymentToken(id: id, context: &context)
        case .deletePaymentToken: return try vault.deletePaymentToken(id: id, context: &context)
        case .fundingEligibility: return eligibility.answer(request, clients: oauth, context: &context)
        case .getAuthorization: return try orders.payments.getAuthorization(id: id, context: &context)
        case .captureAuthorization:
            return shown(try orders.payments.captureAuthorization(id: id, body: body, request: request, orders: orders, context: &context))
        case .reauthorizeAuthorization: return shown(try orders.payments.reauthorize(id: id, body: body, request: request, context: &context))
        case .voidAuthorization: return shown(try orders.payments.void(id: id, request: request, context: &context))
        case .getCapture: return try orders.payments.getCapture(id: id, context: &context)
        case .refundCapture: return shown(try orders.payments.refund(captureID: id, body: body, request: request, context: &context))
        case .getRefund: return try orders.payments.getRefund(id: id, context: &context)
        case .createWebhook: return try webhooks.create(body: body, context: &context)
        case .listWebhooks: return webhooks.list(context: &context)
        case .getWebhook: return try webhooks.get(id: id, context: &context)
        case .updateWebhook: return try webhooks.update(id: id, body: body, context: &context)
        case .deleteWebhook: return try webhooks.delete(id: id, context: &context)
        case .listWebhookEventTypes: return try webhooks.eventTypes(ofWebhook: id, context: &context)
        case .listAvailableEventTypes: return WebhooksResource.availableEventTypes(context: &context)
        case .listEvents: return try webhooks.listEvents(request: request, context: &context)
        case .getEvent: return try webhooks.getEvent(id: id, context: &context)
        case .resendEvent: return try webhooks.resend(id: id, body: body, at: context.now, context: &context)
        case .verifyWebhookSignature: return try webhooks.verify(body: body, context: &context)
        case .simulateEvent: return try webhooks.simulate(body: body, at: context.now, context: &context)
        }
    }

    /// The response of a Payments v2 operation, once its order shows what it changed.
    private func shown(_ outcome: PaymentOutcome) -> HTTPResponse {
        orders.showPayments(ofOrder: outcome.orderID)
        return outcome.response
    }

    /// The JSON body, after the media-type check (415 for a body not declared `application/json`).
    /// An empty body is `nil`; an unparsable one is 400 `MALFORMED_REQUEST_JSON`.
    static func readBody(of request: HTTPRequest, for kind: RouteKind) throws(SimulatedError) -> JSONValue? {
        guard kind.takesJSONBody, let data = request.body, !data.isEmpty else { return nil }
        guard MediaType.isJSON(request.header("Content-Type")) else { throw SimulatedError(status: 415) }
        guard let json = try? JSONValue(parsing: data) else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        return json
    }
}
