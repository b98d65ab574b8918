import Foundation
import OrdersCore

/// Completing an order: capture or authorize.
enum CompletionAction: Sendable {
    /// `POST …/capture`.
    case capture
    /// `POST …/authorize`.
    case authorize

    var kind: RouteKind { self == .capture ? .captureOrder : .authorizeOrder }
}

extension OrdersResource {
    /// `POST /v2/checkout/orders/{id}/capture` and `…/authorize` (201). State errors (422):
    /// `ORDER_COMPLETED_OR_VOIDED` (voided), `ACTION_DOES_NOT_MATCH_INTENT` (authorize on CAPTURE),
    /// `PAYMENT_TYPE_NOT_SUPPORTED_FOR_INTENT` (capture on AUTHORIZE, an assumption: see facts §5.2),
    /// `ORDER_ALREADY_CAPTURED` / `ORDER_ALREADY_AUTHORIZED` (completed), `ORDER_NOT_APPROVED` (not approved,
    /// including after the payer canceled).
    mutating func complete(
        id: String, action: CompletionAction, body: JSONValue?, request: HTTPRequest, vault: inout VaultResource, context: inout SimulatorContext
    ) throws(SimulatedError) -> HTTPResponse {
        let kind = action.kind
        var record = try order(id, for: kind)
        if let body {
            guard let object = body.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
            if let source = object["payment_source"], source != .null {
                var report = ValidationReport()
                PaymentSourceRule().check(source, at: FieldPath.root.child("payment_source"), into: &report)
                if !report.isEmpty { throw SimulatedError(validation: report.problems, for: kind) }
            }
        }
        let verb = action == .capture ? "captured" : "authorized"
        if record.status == .voided {
            throw .issue("ORDER_COMPLETED_OR_VOIDED", for: kind, description: "Order is voided or completed and hence cannot be \(verb).")
        }
        switch (action, record.intent) {
        case (.authorize, "CAPTURE"): throw .issue("ACTION_DOES_NOT_MATCH_INTENT", for: kind)
        case (.capture, "AUTHORIZE"): throw .issue("PAYMENT_TYPE_NOT_SUPPORTED_FOR_INTENT", for: kind)
        default: break
        }
        if record.status == .completed {
            throw .issue(action == .capture ? "ORDER_ALREADY_CAPTURED" : "ORDER_ALREADY_AUTHORIZED", for: kind)
        }
        if record.status == .payerActionRequired, record.card != nil { throw .issue("PAYER_ACTION_REQUIRED", for: kind) }
        guard record.status == .approved else { throw .issue("ORDER_NOT_APPROVED", for: kind) }
        applyCompletion(to: &record, action: action, vault: &vault, context: &context)
        records[id] = record
        return context.jsonResponse(201, renderer.render(record, full: SimulatorContext.wantsRepresentation(request)))
    }

    /// Captures or authorizes every purchase unit of an approved order and completes it; the payments' events and
    /// `CHECKOUT.ORDER.COMPLETED` are raised once the card's outcome is known.
    mutating func applyCompletion(to record: inout OrderRecord, action: CompletionAction, vault: inout VaultResource, context: inout SimulatorContext) {
        let time = context.tick()
        for (index, unit) in record.purchaseUnits.enumerated() {
            let owner = PaymentOwner(orderID: record.id, unit: index)
            switch action {
            case .capture: payments.capture(unit, of: owner, at: time, context: &context)
            case .authorize: payments.authorize(unit, of: owner, at: time, context: &context)
            }
        }
        record.status = .completed
        record.updateTime = time
        finishCardCompletion(on: &record, vault: &vault, context: &context)
        showPayments(on: &record)
        payments.raiseCompletionEvents(orderID: record.id, units: record.purchaseUnits.count, context: &context)
        context.raise("CHECKOUT.ORDER.COMPLETED", "checkout-order", renderer.render(record, full: true), summary: "Checkout Order Completed")
    }

    /// Writes the payments of each of `record`'s units into it (`purchase_units[].payments`).
    func showPayments(on record: inout OrderRecord) {
        for index in record.purchaseUnits.indices {
            record.purchaseUnits[index]["payments"] = payments.collection(of: PaymentOwner(orderID: record.id, unit: index))
        }
    }

    /// Shows in the stored order `id` what a Payments v2 operation changed of its payments.
    mutating func showPayments(ofOrder id: String) {
        guard var record = records[id] else { return }
        showPayments(on: &record)
        records[id] = record
    }

    /// `POST /v2/checkout/orders/{id}/confirm-payment-source` (200): sets how the payer pays. A PayPal
    /// wallet (or another redirect method) needs the payer: `PAYER_ACTION_REQUIRED`; a card or token is
    /// `APPROVED` at once. Errors: 400 `MISSING_REQUIRED_PARAMETER` (payment_source), payment source schema;
    /// 422 `ORDER_CANNOT_BE_CONFIRMED` (completed), `PAYMENT_ALREADY_APPROVED` (approved),
    /// `ORDER_COMPLETED_OR_VOIDED` (voided).
    mutating func confirmPaymentSource(
        id: String, body: JSONValue?, request: HTTPRequest, vault: VaultResource, context: inout SimulatorContext
    ) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.confirmPaymentSource
        var record = try order(id, for: kind)
        guard let body, let object = body.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        var report = ValidationReport()
        if let source = object["payment_source"], source != .null {
            PaymentSourceRule(now: context.now).check(source, at: FieldPath.root.child("payment_source"), into: &report)
        } else {
            report.schema("MISSING_REQUIRED_PARAMETER", at: FieldPath.root.child("payment_source"))
        }
        if !report.isEmpty { throw SimulatedError(validation: report.problems, for: kind) }
        switch record.status {
        case .completed: throw .issue("ORDER_CANNOT_BE_CONFIRMED", for: kind)
        case .voided: throw .issue("ORDER_COMPLETED_OR_VOIDED", for: kind, description: "Order is voided or completed and hence cannot be confirmed.")
        case .approved: throw .issue("PAYMENT_ALREADY_APPROVED", for: kind)
        default: break
        }
        let source = object["payment_source"]
        record.paymentSource = ResponsePaymentSource.shown(source)
        if let context = source?["paypal"]?["experience_context"]?.objectValue { record.experienceContext = context }
        let needsPayer = source?["card"] == nil && source?["token"] == nil
        record.status = needsPayer ? .payerActionRequired : .approved
        if let card = source?["card"]?.objectValue { try confirmCard(card, on: &record, for: kind, vault: vault) }
        record.updateTime = context.tick()
        records[id] = record
        return context.jsonResponse(200, renderer.render(record, full: SimulatorContext.wantsRepresentation(request)))
    }
}
