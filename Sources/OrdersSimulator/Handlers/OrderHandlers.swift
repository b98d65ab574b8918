import CorePayments
import Foundation

extension OrdersSimulator {
    /// `POST /v2/checkout/orders`: validates, then creates the order (201). With `payment_source.paypal.
    /// experience_context` the order is `PAYER_ACTION_REQUIRED`, else `CREATED`. With a saved
    /// `payment_source.paypal.vault_id` it is charged at once (single-step, merchant-initiated): `COMPLETED`.
    func createOrder(body: JSONValue?, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
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
            guard let token = paymentTokens[vaultID] else {
                throw .issue("TOKEN_ID_NOT_FOUND", for: .createOrder, field: "/payment_source/paypal/vault_id", value: vaultID)
            }
            if token.paymentSource["paypal"] == nil, token.paymentSource["card"] != nil {
                throw .issue("MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE", for: .createOrder, field: "/payment_source/paypal/vault_id", value: vaultID)
            }
            vaultToken = token
        }

        let time = tick()
        let id = ids.resourceID()
        var units = (body["purchase_units"]?.arrayValue ?? []).compactMap(\.objectValue)
        if units.count == 1, units[0]["reference_id"] == nil { units[0]["reference_id"] = .string("default") }
        var record = OrderRecord(
            id: id, intent: body["intent"]?.stringValue ?? "CAPTURE", status: .created, purchaseUnits: units,
            paymentSource: Self.responsePaymentSource(source), experienceContext: wallet?["experience_context"]?.objectValue,
            createTime: time, updateTime: time)
        if record.experienceContext != nil { record.status = .payerActionRequired }
        if let card = source?["card"]?.objectValue {
            try confirmCard(card, on: &record, for: .createOrder)
            if card["vault_id"] != nil { applyCompletion(to: &record, action: record.intent == "AUTHORIZE" ? .authorize : .capture) }
        }
        stats.ordersCreated += 1
        if let vaultToken {
            applyApproval(to: &record, payerID: vaultToken.payerID, shippingAddress: nil)
            applyCompletion(to: &record, action: record.intent == "AUTHORIZE" ? .authorize : .capture)
        }
        orders[id] = record
        return jsonResponse(201, renderer.render(record, full: wantsRepresentation(request)))
    }

    /// `GET /v2/checkout/orders/{id}`: the full order.
    func getOrder(id: String, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        let record = try order(id, for: .getOrder)
        return jsonResponse(200, renderer.render(record, full: true))
    }

    /// The order `id`, or 404 `RESOURCE_NOT_FOUND` / `INVALID_RESOURCE_ID`.
    func order(_ id: String, for kind: RouteKind) throws(SimulatedError) -> OrderRecord {
        guard let record = orders[id] else { throw .unknownResource(id, for: kind) }
        return record
    }

    /// A request's `payment_source` as responses show it: each member without `experience_context`.
    static func responsePaymentSource(_ source: JSONValue?) -> [String: JSONValue]? {
        guard let members = source?.objectValue else { return nil }
        var shown: [String: JSONValue] = [:]
        for (name, value) in members where value != .null {
            guard var object = value.objectValue else { continue }
            object["experience_context"] = nil
            shown[name] = name == "card" ? CardRendering.response(from: object) : .object(object)
        }
        return shown.isEmpty ? nil : shown
    }
}
