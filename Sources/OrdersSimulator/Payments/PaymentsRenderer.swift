import OrdersCore

/// Writes authorizations, captures and refunds as Payments v2 returns them, with the links of their state: inside
/// an order (`purchase_units[].payments`), alone (`GET /v2/payments/…`, with `supplementary_data`), or minimal
/// (`Prefer: return=minimal`: id, status, links).
struct PaymentsRenderer: Sendable {
    /// The base URL of links, without a trailing slash.
    let baseURL: String

    /// How much of a payment to write.
    enum Detail: Sendable {
        /// Id, status and links (`Prefer: return=minimal`, Payments v2's default for its POSTs).
        case minimal
        /// The payment as an order's purchase unit shows it.
        case embedded
        /// The payment as `GET /v2/payments/…` shows it: with `supplementary_data.related_ids`.
        case full
    }

    /// The URL of an authorization.
    func authorizationURL(_ id: String) -> String { "\(baseURL)/v2/payments/authorizations/\(id)" }
    /// The URL of a capture.
    func captureURL(_ id: String) -> String { "\(baseURL)/v2/payments/captures/\(id)" }
    /// The URL of a refund.
    func refundURL(_ id: String) -> String { "\(baseURL)/v2/payments/refunds/\(id)" }
    /// The URL of an order.
    func orderURL(_ id: String) -> String { "\(baseURL)/v2/checkout/orders/\(id)" }

    /// An authorization; `capture`, `void` and `reauthorize` are offered while they can succeed.
    func render(_ authorization: AuthorizationRecord, _ detail: Detail) -> JSONValue {
        let url = authorizationURL(authorization.id)
        var links = [link(url, "self", "GET")]
        if authorization.status == .created || authorization.status == .partiallyCaptured {
            links.append(link("\(url)/capture", "capture", "POST"))
            if authorization.reauthorizes == nil { links.append(link("\(url)/void", "void", "POST")) }
            if authorization.reauthorizes == nil, !authorization.reauthorized, authorization.captureIDs.isEmpty {
                links.append(link("\(url)/reauthorize", "reauthorize", "POST"))
            }
        }
        links.append(link(orderURL(authorization.owner.orderID), "up", "GET"))
        var object: [String: JSONValue] = ["id": .string(authorization.id), "status": .string(authorization.status.rawValue), "links": .array(links)]
        guard detail != .minimal else { return .object(object) }
        if let reason = authorization.statusReason { object["status_details"] = .object(["reason": .string(reason)]) }
        object["amount"] = SellerFees.json(authorization.amount)
        add(authorization.texts, to: &object)
        if let processor = authorization.processorResponse { object["processor_response"] = processor }
        object["expiration_time"] = .string(authorization.expirationTime)
        object["create_time"] = .string(authorization.createTime)
        object["update_time"] = .string(authorization.updateTime)
        if detail == .full { object["supplementary_data"] = related(["order_id": authorization.owner.orderID]) }
        return .object(object)
    }

    /// A capture; `refund` is offered while something is left to refund.
    func render(_ capture: CaptureRecord, _ detail: Detail) -> JSONValue {
        let url = captureURL(capture.id)
        var links = [link(url, "self", "GET")]
        if capture.status == .completed || capture.status == .partiallyRefunded { links.append(link("\(url)/refund", "refund", "POST")) }
        links.append(
            capture.authorizationID.map { link(authorizationURL($0), "up", "GET") } ?? link(orderURL(capture.owner.orderID), "up", "GET"))
        var object: [String: JSONValue] = ["id": .string(capture.id), "status": .string(capture.status.rawValue), "links": .array(links)]
        guard detail != .minimal else { return .object(object) }
        if let reason = capture.statusReason { object["status_details"] = .object(["reason": .string(reason)]) }
        object["amount"] = SellerFees.json(capture.amount)
        object["final_capture"] = .bool(capture.finalCapture)
        add(capture.texts, to: &object)
        object["seller_receivable_breakdown"] = receivable(capture.breakdown)
        if let processor = capture.processorResponse { object["processor_response"] = processor }
        object["create_time"] = .string(capture.createTime)
        object["update_time"] = .string(capture.updateTime)
        if detail == .full {
            var ids = ["order_id": capture.owner.orderID]
            if let authorizationID = capture.authorizationID { ids["authorization_id"] = authorizationID }
            object["supplementary_data"] = related(ids)
        }
        return .object(object)
    }

    /// A refund (always `COMPLETED`: the simulator settles refunds at once).
    func render(_ refund: RefundRecord, _ detail: Detail) -> JSONValue {
        let links = [link(refundURL(refund.id), "self", "GET"), link(captureURL(refund.captureID), "up", "GET")]
        var object: [String: JSONValue] = ["id": .string(refund.id), "status": .string("COMPLETED"), "links": .array(links)]
        guard detail != .minimal else { return .object(object) }
        object["amount"] = SellerFees.json(refund.amount)
        add(refund.texts, to: &object)
        let currency = refund.amount.currency
        object["seller_payable_breakdown"] = .object([
            "gross_amount": SellerFees.json(refund.amount),
            "paypal_fee": SellerFees.json(refund.paypalFee),
            "net_amount": SellerFees.json(refund.amount.amount - refund.paypalFee.amount, currency),
            "total_refunded_amount": SellerFees.json(refund.totalRefunded),
        ])
        object["create_time"] = .string(refund.createTime)
        object["update_time"] = .string(refund.createTime)
        return .object(object)
    }

    /// `seller_receivable_breakdown`.
    private func receivable(_ breakdown: SellerReceivableBreakdown) -> JSONValue {
        var object: [String: JSONValue] = ["gross_amount": SellerFees.json(breakdown.grossAmount)]
        if let fee = breakdown.paypalFee { object["paypal_fee"] = SellerFees.json(fee) }
        if let net = breakdown.netAmount { object["net_amount"] = SellerFees.json(net) }
        if let fees = breakdown.platformFees {
            object["platform_fees"] = .array(
                fees.map { fee in
                    var entry: [String: JSONValue] = ["amount": SellerFees.json(fee.amount)]
                    if let payee = fee.payee { entry["payee"] = (try? JSONValue(encoding: payee)) ?? .null }
                    return .object(entry)
                })
        }
        return .object(object)
    }

    private func add(_ texts: MerchantTexts, to object: inout [String: JSONValue]) {
        if let invoiceID = texts.invoiceID { object["invoice_id"] = .string(invoiceID) }
        if let customID = texts.customID { object["custom_id"] = .string(customID) }
        if let note = texts.noteToPayer { object["note_to_payer"] = .string(note) }
    }

    private func related(_ ids: [String: String]) -> JSONValue {
        .object(["related_ids": .object(ids.mapValues { .string($0) })])
    }

    private func link(_ href: String, _ rel: String, _ method: String) -> JSONValue {
        OrderRenderer.json(Link(href: href, rel: rel, method: method))
    }
}
