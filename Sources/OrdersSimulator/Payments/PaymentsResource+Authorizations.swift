import Foundation
import OrdersCore

/// What a Payments v2 operation answered, and the order whose purchase units must show what it changed.
struct PaymentOutcome: Sendable {
    /// The response.
    let response: HTTPResponse
    /// The order the payment belongs to.
    let orderID: String
}

extension PaymentsResource {
    /// `GET /v2/payments/authorizations/{id}`: the full authorization.
    func getAuthorization(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        context.jsonResponse(200, renderer.render(try authorization(id, for: .getAuthorization), .full))
    }

    /// `POST /v2/payments/authorizations/{id}/capture` (201): captures `amount` (default: what is left) of a held
    /// authorization; several partial captures up to the authorized amount, the last one (`final_capture`, or nothing
    /// left) making it `CAPTURED`, the others `PARTIALLY_CAPTURED`. Refusals (422): `AUTHORIZATION_VOIDED`,
    /// `AUTHORIZATION_ALREADY_CAPTURED`, `AUTHORIZATION_DENIED`, `AUTHORIZATION_EXPIRED`,
    /// `AUTH_CAPTURE_CURRENCY_MISMATCH`, `MAX_CAPTURE_AMOUNT_EXCEEDED`, `DUPLICATE_INVOICE_ID`, `TRANSACTION_REFUSED`
    /// (a reauthorized authorization: capture the reauthorization).
    mutating func captureAuthorization(
        id: String, body: JSONValue?, request: HTTPRequest, orders: OrdersResource, context: inout SimulatorContext
    ) throws(SimulatedError) -> PaymentOutcome {
        let kind = RouteKind.captureAuthorization
        var authorization = try authorization(id, for: kind)
        let request = (request: request, body: try PaymentRequestBody(body, schema: PaymentRequestBody.capture, for: kind))
        try checkCapturable(authorization, at: context.now, for: kind)
        let amount = try request.body.amount(
            in: authorization.amount.currency, or: authorization.remaining, mismatch: "AUTH_CAPTURE_CURRENCY_MISMATCH", for: kind)
        if amount.amount > authorization.remaining {
            throw .issue("MAX_CAPTURE_AMOUNT_EXCEEDED", for: kind, field: "/amount/value", value: amount.value)
        }
        try claimInvoiceID(request.body.text("invoice_id"), for: kind)
        let final = request.body.object["final_capture"]?.boolValue ?? false
        let units = orders[authorization.owner.orderID]?.purchaseUnits ?? []
        let unit = units.indices.contains(authorization.owner.unit) ? units[authorization.owner.unit] : [:]
        let texts = MerchantTexts(
            invoiceID: request.body.text("invoice_id") ?? authorization.texts.invoiceID, customID: authorization.texts.customID,
            noteToPayer: request.body.text("note_to_payer"))
        let time = context.tick()
        let capture = makeCapture(
            amount: amount, of: authorization.owner, authorizationID: id, final: final || amount.amount == authorization.remaining,
            unit: request.body.object["payment_instruction"].map { ["payment_instruction": $0] } ?? unit, texts: texts, time: time,
            context: &context)
        add(capture, raise: true, context: &context)
        authorization.captureIDs.append(capture.id)
        authorization.captured += amount.amount
        authorization.status = capture.finalCapture ? .captured : .partiallyCaptured
        authorization.updateTime = time
        update(authorization)
        let detail = Self.detail(for: request.request)
        return PaymentOutcome(response: context.jsonResponse(201, renderer.render(capture, detail)), orderID: authorization.owner.orderID)
    }

    /// `POST /v2/payments/authorizations/{id}/reauthorize` (201): a new authorization of `amount` (default: the
    /// original's), held 29 days more; once per authorization, before any capture, within PayPal's increase limit
    /// (115 %, at most 75 USD more). Refusals (422): `AUTHORIZATION_VOIDED`, `AUTHORIZATION_ALREADY_CAPTURED`,
    /// `REAUTHORIZATION_NOT_SUPPORTED` (a reauthorization, or reauthorized before), `AUTH_CURRENCY_MISMATCH`,
    /// `TRANSACTION_REFUSED` (above the limit).
    mutating func reauthorize(id: String, body: JSONValue?, request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError)
        -> PaymentOutcome
    {
        let kind = RouteKind.reauthorizeAuthorization
        var original = try authorization(id, for: kind)
        let body = try PaymentRequestBody(body, schema: PaymentRequestBody.reauthorize, for: kind)
        switch original.status {
        case .voided: throw .issue("AUTHORIZATION_VOIDED", for: kind)
        case .captured, .partiallyCaptured: throw .issue("AUTHORIZATION_ALREADY_CAPTURED", for: kind)
        case .denied: throw .issue("TRANSACTION_REFUSED", for: kind, description: "A denied authorization cannot be reauthorized.")
        case .created, .pending: break
        }
        if original.reauthorizes != nil || original.reauthorized { throw .issue("REAUTHORIZATION_NOT_SUPPORTED", for: kind) }
        let amount = try body.amount(in: original.amount.currency, or: original.amount.amount, mismatch: "AUTH_CURRENCY_MISMATCH", for: kind)
        let limit = OrdersSimulator.AmountIncreaseLimit.payPal
        if !limit.allows(amount, approved: original.amount) {
            throw .issue(
                "TRANSACTION_REFUSED", for: kind, field: "/amount/value", value: amount.value,
                description: "A reauthorization may raise the amount to 115 % of the original, and by 75 USD at most.")
        }
        let time = context.tick()
        let reauthorization = AuthorizationRecord(
            id: context.ids.resourceID(), owner: original.owner, amount: amount, status: .created, reauthorizes: id, texts: original.texts,
            expiresAt: context.now.addingTimeInterval(AuthorizationRecord.honorPeriod), createTime: time, updateTime: time)
        add(reauthorization)
        context.stats.authorizations += 1
        original.reauthorized = true
        original.updateTime = time
        update(original)
        raiseAuthorizationEvent(reauthorization, context: &context)
        let response = context.jsonResponse(201, renderer.render(reauthorization, Self.detail(for: request)))
        return PaymentOutcome(response: response, orderID: original.owner.orderID)
    }

    /// `POST /v2/payments/authorizations/{id}/void`: releases the hold (what is left of it, after partial captures),
    /// and its reauthorization's; `204`, or `200` with the authorization for `Prefer: return=representation`.
    /// Refusals (422): `PREVIOUSLY_CAPTURED`, `PREVIOUSLY_VOIDED`, `CANNOT_BE_VOIDED` (a reauthorization, or denied).
    mutating func void(id: String, request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError) -> PaymentOutcome {
        let kind = RouteKind.voidAuthorization
        var authorization = try authorization(id, for: kind)
        switch authorization.status {
        case .voided: throw .issue("PREVIOUSLY_VOIDED", for: kind)
        case .captured: throw .issue("PREVIOUSLY_CAPTURED", for: kind)
        case .denied: throw .issue("CANNOT_BE_VOIDED", for: kind, description: "A denied authorization holds nothing to void.")
        case .created, .partiallyCaptured, .pending: break
        }
        if authorization.reauthorizes != nil { throw .issue("CANNOT_BE_VOIDED", for: kind) }
        let time = context.tick()
        for var held in [authorization] + authorizations.values.filter({ $0.reauthorizes == id && $0.status != .voided }) {
            if held.id == id { held = authorization }
            held.status = .voided
            held.updateTime = time
            update(held)
            raiseAuthorizationEvent(held, context: &context)
            if held.id == id { authorization = held }
        }
        let response =
            SimulatorContext.wantsRepresentation(request)
            ? context.jsonResponse(200, renderer.render(authorization, .full)) : context.emptyResponse(204)
        return PaymentOutcome(response: response, orderID: authorization.owner.orderID)
    }

    /// The authorization `id`, or 404 `INVALID_RESOURCE_ID`.
    func authorization(_ id: String, for kind: RouteKind) throws(SimulatedError) -> AuthorizationRecord {
        guard let authorization = authorizations[id] else { throw .unknownResource(id, for: kind) }
        return authorization
    }

    /// Whether `authorization` can be captured now.
    private func checkCapturable(_ authorization: AuthorizationRecord, at now: Date, for kind: RouteKind) throws(SimulatedError) {
        switch authorization.status {
        case .voided: throw .issue("AUTHORIZATION_VOIDED", for: kind)
        case .captured: throw .issue("AUTHORIZATION_ALREADY_CAPTURED", for: kind)
        case .denied: throw .issue("AUTHORIZATION_DENIED", for: kind)
        case .created, .partiallyCaptured, .pending: break
        }
        if authorization.reauthorized {
            let newer = authorizations.values.first { $0.reauthorizes == authorization.id }?.id ?? "its reauthorization"
            throw .issue("TRANSACTION_REFUSED", for: kind, description: "This authorization was reauthorized: capture \(newer) instead.")
        }
        if now > authorization.expiresAt { throw .issue("AUTHORIZATION_EXPIRED", for: kind) }
    }
}
