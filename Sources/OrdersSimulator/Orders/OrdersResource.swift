import Foundation
import OrdersCore

/// Orders v2: the orders the simulator holds and the operations on them (create, get, patch, confirm, capture,
/// authorize) and the payer's actions on them (approve, cancel, void, complete a 3DS challenge). A saved
/// payment method (`vault_id`) is read from the ``VaultResource``, and a card saved on success is written there.
struct OrdersResource: Sendable {
    /// The orders by id.
    var records: [String: OrderRecord] = [:]
    /// Writes orders as PayPal returns them.
    let renderer: OrderRenderer
    /// Payments v2: the authorizations, captures and refunds of the orders.
    var payments: PaymentsResource
    /// How far a PATCH may raise an approved order's amount.
    let amountIncreaseLimit: OrdersSimulator.AmountIncreaseLimit

    /// No orders yet; links start with `baseURL`.
    init(baseURL: String, amountIncreaseLimit: OrdersSimulator.AmountIncreaseLimit) {
        renderer = OrderRenderer(baseURL: baseURL)
        payments = PaymentsResource(baseURL: baseURL)
        self.amountIncreaseLimit = amountIncreaseLimit
    }

    /// The order `id`, if any.
    subscript(id: String) -> OrderRecord? { records[id] }

    /// `POST /v2/checkout/orders`: validates, then creates the order (201). With `payment_source.paypal.
    /// experience_context` the order is `PAYER_ACTION_REQUIRED`, else `CREATED`. With a saved
    /// `payment_source.paypal.vault_id` it is charged at once (single-step, merchant-initiated): `COMPLETED`.
    mutating func create(
        body: JSONValue?, request: HTTPRequest, payer: SimulatedPayer, vault: inout VaultResource, context: inout SimulatorContext
    ) throws(SimulatedError) -> HTTPResponse {
        guard let body else { throw .issue("MALFORMED_REQUEST_JSON", for: .createOrder) }
        var problems = OrderRequestValidator().validate(body)
        let source = body["payment_source"]
        let wallet = source?["paypal"]
        let processesPayment =
            wallet?["vault_id"] != nil || wallet?["billing_agreement_id"] != nil
            || source?["card"] != nil || source?["token"] != nil
        if processesPayment, (request.header("PayPal-Request-Id") ?? "").isEmpty {
            problems.insert(Problem(issue: "PAYPAL_REQUEST_ID_REQUIRED", field: "PayPal-Request-Id", location: "header"), at: 0)
        }
        guard problems.isEmpty else { throw SimulatedError(validation: problems, for: .createOrder) }

        var vaultToken: PaymentTokenRecord?
        if let vaultID = wallet?["vault_id"]?.stringValue {
            guard let token = vault.paymentToken(vaultID) else {
                throw .issue("TOKEN_ID_NOT_FOUND", for: .createOrder, field: "/payment_source/paypal/vault_id", value: vaultID)
            }
            if token.paymentSource["paypal"] == nil, token.paymentSource["card"] != nil {
                throw .issue("MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE", for: .createOrder, field: "/payment_source/paypal/vault_id", value: vaultID)
            }
            vaultToken = token
        }

        let time = context.tick()
        let id = context.ids.resourceID()
        var units = (body["purchase_units"]?.arrayValue ?? []).compactMap(\.objectValue)
        if units.count == 1, units[0]["reference_id"] == nil { units[0]["reference_id"] = .string("default") }
        var record = OrderRecord(
            id: id, intent: body["intent"]?.stringValue ?? "CAPTURE", status: .created, purchaseUnits: units,
            paymentSource: ResponsePaymentSource.shown(source), experienceContext: wallet?["experience_context"]?.objectValue,
            createTime: time, updateTime: time)
        if record.experienceContext != nil { record.status = .payerActionRequired }
        if let card = source?["card"]?.objectValue {
            try confirmCard(card, on: &record, for: .createOrder, vault: vault)
            if card["vault_id"] != nil {
                applyCompletion(to: &record, action: record.intent == "AUTHORIZE" ? .authorize : .capture, vault: &vault, context: &context)
            }
        }
        context.stats.ordersCreated += 1
        if let vaultToken {
            applyApproval(to: &record, payer: payer, payerID: vaultToken.payerID, shippingAddress: nil, context: &context)
            applyCompletion(to: &record, action: record.intent == "AUTHORIZE" ? .authorize : .capture, vault: &vault, context: &context)
        }
        records[id] = record
        return context.jsonResponse(201, renderer.render(record, full: SimulatorContext.wantsRepresentation(request)))
    }

    /// `GET /v2/checkout/orders/{id}`: the full order.
    func get(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let record = try order(id, for: .getOrder)
        return context.jsonResponse(200, renderer.render(record, full: true))
    }

    /// The order `id`, or 404 `RESOURCE_NOT_FOUND` / `INVALID_RESOURCE_ID`.
    func order(_ id: String, for kind: RouteKind) throws(SimulatedError) -> OrderRecord {
        guard let record = records[id] else { throw .unknownResource(id, for: kind) }
        return record
    }
}
