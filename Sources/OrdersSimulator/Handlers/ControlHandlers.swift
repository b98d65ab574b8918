import Foundation
import OrdersCore

extension OrdersSimulator {
    /// The `/simulator/` control routes (no authentication, never faulted):
    /// - `POST /simulator/orders/{id}/approve` with optional `{"payer_id": "…", "shipping_address": <address_portable>}` → 200 order;
    /// - `POST /simulator/orders/{id}/cancel` → 200 order; `POST /simulator/orders/{id}/void` → 200 order;
    /// - `POST /simulator/setup-tokens/{id}/approve` → 200 setup token;
    /// - `POST /simulator/eligibility/{funding source}` with `{"eligible": Bool, "reasons": [String]}` → 204;
    /// - `POST /simulator/captures/hold` with optional `{"reasons": [String]}` → 204 (the next captures are `PENDING`);
    /// - `POST /simulator/captures/{id}/complete`, `…/deny`, `…/reverse` → 200 capture (and its webhook event);
    /// - `GET /simulator/webhooks/deliveries` → 200 ``WebhookDeliveryStats`` as JSON;
    /// - `POST /simulator/reset` → 204; `POST /simulator/tokens/expire` → 204;
    /// - `POST /simulator/faults` with a ``FaultRequest`` body → 204; `GET /simulator/stats` → 200 ``SimulatorStats``;
    /// - `GET /health` → 200 ``health`` (no debug id, not counted: a readiness probe changes nothing).
    /// Unknown ids are 404 `INVALID_RESOURCE_ID`; a completed or voided order is 422 `ORDER_COMPLETED_OR_VOIDED`.
    func handleControl(_ route: ControlRoute, _ request: HTTPRequest) -> HTTPResponse {
        do throws(SimulatedError) {
            switch route {
            case .approveOrder(let id):
                let options = try controlBody(request)
                var address: Address?
                if let json = options?["shipping_address"], json != .null {
                    var report = ValidationReport()
                    OrderSchemas.address.check(json, at: FieldPath.root.child("shipping_address"), into: &report)
                    guard report.isEmpty, let decoded = try? json.decode(as: Address.self) else {
                        throw SimulatedError(
                            validation: report.isEmpty ? [Problem(issue: "MALFORMED_REQUEST_JSON", field: "/shipping_address")] : report.problems, for: nil)
                    }
                    address = decoded
                }
                let payerID = options?["payer_id"]?.stringValue
                if let given = options?["payer_id"], given != .null, payerID.map({ !TextPattern.accountID.matches($0) }) ?? true {
                    throw .issue("INVALID_PAYER_ID", for: nil, field: "/payer_id", value: payerID ?? "\(given)")
                }
                return try orderReply(id) { () throws(SimulatorActionError) in _ = try approveOrder(id: id, payerID: payerID, shippingAddress: address) }
            case .cancelOrder(let id):
                return try orderReply(id) { () throws(SimulatorActionError) in _ = try orders.cancel(id: id) }
            case .voidOrder(let id):
                return try orderReply(id) { () throws(SimulatorActionError) in _ = try orders.void(id: id, context: &context) }
            case .approveSetupToken(let id):
                do {
                    let token = try approveSetupToken(id: id)
                    return context.jsonResponse(200, (try? JSONValue(encoding: token)) ?? .null)
                } catch {
                    throw .unknownResource(id, for: .getSetupToken)
                }
            case .setEligibility(let name):
                let body = try controlBody(request)
                return try eligibility.setEligibility(name, body: body, context: &context)
            case .holdCaptures:
                let reasons = try controlBody(request)?["reasons"]
                guard reasons == nil || reasons?.arrayValue?.allSatisfy({ $0.stringValue?.isEmpty == false }) == true else {
                    throw .issue("INVALID_PARAMETER_VALUE", for: nil, field: "/reasons", description: "reasons is a list of status_details reasons.")
                }
                holdNextCaptures(reasons?.arrayValue?.compactMap(\.stringValue) ?? ["PENDING_REVIEW"])
                return context.emptyResponse(204)
            case .settleCapture(let id, let event):
                let capture = try orders.payments.apply(event, toCapture: id, context: &context)
                orders.showPayments(ofOrder: capture.owner.orderID)
                return context.jsonResponse(200, orders.payments.renderer.render(capture, .full))
            case .webhookDeliveries:
                return context.jsonResponse(200, (deliverer?.stats ?? WebhookDeliveryStats()).json)
            case .reset:
                reset()
                return context.emptyResponse(204)
            case .expireTokens:
                expireAllTokens()
                return context.emptyResponse(204)
            case .injectFault:
                guard let json = try controlBody(request) else { throw .issue("MISSING_REQUIRED_PARAMETER", for: nil, field: "/kind") }
                switch FaultRequest.parse(.object(json)) {
                case .success(let fault): inject(fault)
                case .failure(let error): throw error
                }
                return context.emptyResponse(204)
            case .stats:
                return context.jsonResponse(200, (try? JSONValue(encoding: stats)) ?? .null)
            case .health:
                return HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: health.serialized())
            }
        } catch {
            return context.errorResponse(error, kind: nil)
        }
    }

    /// The optional JSON object body of a control route.
    private nonisolated func controlBody(_ request: HTTPRequest) throws(SimulatedError) -> [String: JSONValue]? {
        guard let data = request.body, !data.isEmpty else { return nil }
        guard MediaType.isJSON(request.header("Content-Type")) else { throw SimulatedError(status: 415) }
        guard let json = try? JSONValue(parsing: data), let object = json.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: nil) }
        return object
    }

    /// Runs a payer action and answers the order, mapping its errors to PayPal-shaped ones.
    private func orderReply(_ id: String, _ action: () throws(SimulatorActionError) -> Void) throws(SimulatedError) -> HTTPResponse {
        do {
            try action()
        } catch .orderNotFound {
            throw .unknownResource(id, for: .getOrder)
        } catch {
            throw .issue("ORDER_COMPLETED_OR_VOIDED", for: nil, description: "Order is voided or completed: the payer cannot act on it.")
        }
        guard let record = orders[id] else { throw .unknownResource(id, for: .getOrder) }
        return context.jsonResponse(200, orders.renderer.render(record, full: true))
    }
}
