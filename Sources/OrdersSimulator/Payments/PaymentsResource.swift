import Foundation
import OrdersCore

/// Payments v2: the authorizations, captures and refunds the simulator holds, made when an order completes or by
/// the `/v2/payments/` operations, and the state an order's purchase units show of them.
///
/// Ids come from the shared sequence, so an order's captures have the ids they had before Payments v2 existed.
struct PaymentsResource: Sendable {
    /// A payment of an order's unit, in the order it was made.
    private enum Entry: Sendable, Equatable {
        case authorization(String)
        case capture(String)
        case refund(String)
    }

    /// Authorizations by id.
    private(set) var authorizations: [String: AuthorizationRecord] = [:]
    /// Captures by id.
    private(set) var captures: [String: CaptureRecord] = [:]
    /// Refunds by id.
    private(set) var refunds: [String: RefundRecord] = [:]
    /// Each unit's payments, in the order they were made.
    private var entries: [PaymentOwner: [Entry]] = [:]
    /// The `invoice_id`s captures and refunds were given in their requests (PayPal refuses a second use).
    private var invoiceIDs: Set<String> = []
    /// Reasons for which the next captures are held (`PENDING`), set by `POST /simulator/captures/hold`.
    var holds: [String] = []
    /// Writes payments as PayPal returns them.
    let renderer: PaymentsRenderer

    /// No payments yet; links start with `baseURL`.
    init(baseURL: String) { renderer = PaymentsRenderer(baseURL: baseURL) }

    /// The payments of `owner` as its purchase unit shows them (`payment_collection`), or `nil` when there are none.
    func collection(of owner: PaymentOwner) -> JSONValue? {
        guard let list = entries[owner], !list.isEmpty else { return nil }
        var authorizations: [JSONValue] = []
        var captures: [JSONValue] = []
        var refunds: [JSONValue] = []
        for entry in list {
            switch entry {
            case .authorization(let id): self.authorizations[id].map { authorizations.append(renderer.render($0, .embedded)) }
            case .capture(let id): self.captures[id].map { captures.append(renderer.render($0, .embedded)) }
            case .refund(let id): self.refunds[id].map { refunds.append(renderer.render($0, .embedded)) }
            }
        }
        var object: [String: JSONValue] = [:]
        if !authorizations.isEmpty { object["authorizations"] = .array(authorizations) }
        if !captures.isEmpty { object["captures"] = .array(captures) }
        if !refunds.isEmpty { object["refunds"] = .array(refunds) }
        return .object(object)
    }

    // MARK: Made by an order's completion

    /// Captures the whole amount of `unit` (an order's `capture`): `COMPLETED`, or `PENDING` when a hold is set.
    mutating func capture(_ unit: [String: JSONValue], of owner: PaymentOwner, at time: String, context: inout SimulatorContext) {
        guard let amount = SellerFees.money(of: unit) else { return }
        let texts = MerchantTexts(invoiceID: unit["invoice_id"]?.stringValue, customID: unit["custom_id"]?.stringValue)
        add(
            makeCapture(amount: amount, of: owner, authorizationID: nil, final: true, unit: unit, texts: texts, time: time, context: &context),
            raise: false, context: &context)
    }

    /// Authorizes the whole amount of `unit` (an order's `authorize`), held 29 days as PayPal's are.
    mutating func authorize(_ unit: [String: JSONValue], of owner: PaymentOwner, at time: String, context: inout SimulatorContext) {
        guard let amount = SellerFees.money(of: unit) else { return }
        let texts = MerchantTexts(invoiceID: unit["invoice_id"]?.stringValue, customID: unit["custom_id"]?.stringValue)
        let authorization = AuthorizationRecord(
            id: context.ids.resourceID(), owner: owner, amount: amount, status: .created, texts: texts,
            expiresAt: context.now.addingTimeInterval(AuthorizationRecord.honorPeriod), createTime: time, updateTime: time)
        authorizations[authorization.id] = authorization
        entries[owner, default: []].append(.authorization(authorization.id))
        context.stats.authorizations += 1
    }

    /// Declines every payment of `orderID`'s units (a card declined at completion): captures `DECLINED`,
    /// authorizations `DENIED`, with the processor's answer.
    mutating func decline(orderID: String, units: Int) {
        let processor: JSONValue = .object(["avs_code": .string("Y"), "cvv_code": .string("M"), "response_code": .string("0500")])
        for unit in 0..<units {
            for entry in entries[PaymentOwner(orderID: orderID, unit: unit)] ?? [] {
                switch entry {
                case .capture(let id):
                    captures[id]?.status = .declined
                    captures[id]?.processorResponse = processor
                case .authorization(let id):
                    authorizations[id]?.status = .denied
                    authorizations[id]?.processorResponse = processor
                case .refund:
                    break
                }
            }
        }
    }

    /// Raises the webhook events of the payments an order's completion made (`PAYMENT.CAPTURE.COMPLETED` /
    /// `PENDING` / `DENIED`, `PAYMENT.AUTHORIZATION.CREATED`), after any decline.
    func raiseCompletionEvents(orderID: String, units: Int, context: inout SimulatorContext) {
        for unit in 0..<units {
            for entry in entries[PaymentOwner(orderID: orderID, unit: unit)] ?? [] {
                switch entry {
                case .capture(let id): captures[id].map { raiseCaptureEvent($0, context: &context) }
                case .authorization(let id): authorizations[id].map { raiseAuthorizationEvent($0, context: &context) }
                case .refund: break
                }
            }
        }
    }

    // MARK: Shared by the operations

    /// A new capture of `amount` (held when a hold is set), counted.
    mutating func makeCapture(
        amount: Money, of owner: PaymentOwner, authorizationID: String?, final: Bool, unit: [String: JSONValue], texts: MerchantTexts,
        time: String, context: inout SimulatorContext
    ) -> CaptureRecord {
        let held = holds.isEmpty ? nil : holds.removeFirst()
        context.stats.captures += 1
        return CaptureRecord(
            id: context.ids.resourceID(), owner: owner, authorizationID: authorizationID, amount: amount,
            status: held == nil ? .completed : .pending, statusReason: held, finalCapture: final,
            breakdown: SellerFees.receivable(gross: amount, unit: unit), texts: texts, createTime: time, updateTime: time)
    }

    /// Stores `capture` under its unit (and its authorization), raising its event unless told not to.
    mutating func add(_ capture: CaptureRecord, raise: Bool, context: inout SimulatorContext) {
        captures[capture.id] = capture
        entries[capture.owner, default: []].append(.capture(capture.id))
        if raise { raiseCaptureEvent(capture, context: &context) }
    }

    /// Stores `authorization` under its unit.
    mutating func add(_ authorization: AuthorizationRecord) {
        authorizations[authorization.id] = authorization
        entries[authorization.owner, default: []].append(.authorization(authorization.id))
    }

    /// Stores `refund` under its capture's unit.
    mutating func add(_ refund: RefundRecord) {
        refunds[refund.id] = refund
        entries[refund.owner, default: []].append(.refund(refund.id))
    }

    /// Replaces a stored capture.
    mutating func update(_ capture: CaptureRecord) { captures[capture.id] = capture }

    /// Replaces a stored authorization.
    mutating func update(_ authorization: AuthorizationRecord) { authorizations[authorization.id] = authorization }

    /// Claims an `invoice_id` given in a capture or refund request: `DUPLICATE_INVOICE_ID` when it was used before.
    mutating func claimInvoiceID(_ invoiceID: String?, for kind: RouteKind) throws(SimulatedError) {
        guard let invoiceID else { return }
        guard invoiceIDs.insert(invoiceID).inserted else {
            throw .issue("DUPLICATE_INVOICE_ID", for: kind, field: "/invoice_id", value: invoiceID)
        }
    }

    /// `PAYMENT.CAPTURE.COMPLETED`, `PENDING`, `DENIED` (declined) or nothing, for a capture's status.
    func raiseCaptureEvent(_ capture: CaptureRecord, context: inout SimulatorContext) {
        let (type, verb) =
            switch capture.status {
            case .completed: ("PAYMENT.CAPTURE.COMPLETED", "completed")
            case .pending: ("PAYMENT.CAPTURE.PENDING", "is pending")
            case .declined, .failed: ("PAYMENT.CAPTURE.DENIED", "was denied")
            case .partiallyRefunded, .refunded: ("", "")
            }
        guard !type.isEmpty else { return }
        context.raise(type, "capture", renderer.render(capture, .full), summary: "Payment \(verb) for \(capture.amount)")
    }

    /// `PAYMENT.AUTHORIZATION.CREATED` (or `VOIDED`) for an authorization.
    func raiseAuthorizationEvent(_ authorization: AuthorizationRecord, context: inout SimulatorContext) {
        let voided = authorization.status == .voided
        context.raise(
            voided ? "PAYMENT.AUTHORIZATION.VOIDED" : "PAYMENT.AUTHORIZATION.CREATED", "authorization", renderer.render(authorization, .full),
            summary: voided ? "A payment authorization was voided" : "A payment authorization was created")
    }

    /// The response of a Payments v2 POST: `201` (or `200` for a void with a representation), the resource minimal
    /// unless `Prefer: return=representation` (minimal is Payments v2's default).
    static func detail(for request: HTTPRequest) -> PaymentsRenderer.Detail {
        SimulatorContext.wantsRepresentation(request) ? .full : .minimal
    }
}
