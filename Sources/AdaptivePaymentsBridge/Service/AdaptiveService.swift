import AdaptivePayments
import CorePayments
import Foundation

/// The Adaptive Payments operations a 2011 merchant server calls, answered over Orders v2: `Pay` creates an order
/// (by LegacyMPL's translation) and gives its payKey, `PaymentDetails` reads the order back, by the bridge's payKeys
/// and by the order ids `LegacyMPL` reports to apps as payKeys.
///
/// What Orders v2 cannot do, or this version of the bridge does not yet, is answered with Adaptive's error shape
/// (errorId 560027) and a message that says what to do instead.
public struct AdaptiveService: Sendable {
    /// Orders v2, with the bridge's REST credentials.
    let orders: OrdersClient
    /// Payments v2 (refunds), with the same credentials.
    let payments: PaymentsClient
    /// The bridge's state.
    let store: any BridgeStore
    /// The bridge's own public URL (where the buyer comes back after approving).
    let publicURL: URL
    /// The clock.
    let now: @Sendable () -> Date

    /// A service.
    public init(
        orders: OrdersClient, payments: PaymentsClient, store: any BridgeStore, publicURL: URL, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.orders = orders
        self.payments = payments
        self.store = store
        self.publicURL = publicURL
        self.now = now
    }

    /// The operations served, by name.
    public enum Operation: String, Sendable, CaseIterable {
        /// `Pay`.
        case pay = "Pay"
        /// `PaymentDetails`.
        case paymentDetails = "PaymentDetails"
        /// `Refund`.
        case refund = "Refund"
    }

    /// Answers `operation` with `fields`.
    public func answer(_ operation: String, _ fields: AdaptiveFields) async -> AdaptiveResponse {
        let correlationID = Self.correlationID()
        do throws(AdaptiveFailure) {
            let result: [(String, String)]
            switch Operation(rawValue: operation) {
            case .pay?: result = try await pay(fields)
            case .paymentDetails?: result = try await paymentDetails(fields)
            case .refund?: result = try await refund(fields)
            case nil:
                throw AdaptiveFailure(
                    .unsupportedValue,
                    "The operation \(operation) is not served by adaptive-payments-bridge yet (it serves \(Operation.allCases.map(\.rawValue).joined(separator: ", "))).",
                    parameter: operation)
            }
            return AdaptiveResponse(success: result, correlationID: correlationID, at: now())
        } catch {
            return AdaptiveResponse(failure: error, correlationID: correlationID, at: now())
        }
    }

    /// `Pay` with `actionType` PAY: the order is created (PayPal-Request-Id = the payKey, so a retry creates nothing
    /// twice) and stored under a new payKey; `paymentExecStatus` is `CREATED` until the buyer approves at the
    /// redirect URL, after which the bridge captures.
    func pay(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let pay = try PayRequest(fields)
        if pay.preapprovalKey != nil {
            throw AdaptiveFailure(
                .unsupportedValue,
                "Paying from a preapprovalKey is not served by this version of adaptive-payments-bridge: send Pay without preapprovalKey and redirect the buyer to approve.",
                parameter: "preapprovalKey")
        }
        guard pay.actionType == .pay else {
            throw AdaptiveFailure(
                .unsupportedValue,
                "actionType \(pay.actionType.rawValue) is not served by this version of adaptive-payments-bridge: use PAY (Orders v2 pays every receiver at the buyer's approval).",
                parameter: "actionType")
        }
        if let trackingID = pay.trackingID, (try? await store.payment(.trackingID(trackingID))) != nil {
            throw AdaptiveFailure(
                .invalidRequest, "Invalid request: trackingId \(trackingID) was used by another payment; each payment needs its own.", parameter: "trackingId")
        }
        var request = try pay.orderPlan().request
        let payKey = Self.newPayKey()
        request.paymentSource = PaymentSource(
            paypal: PayPalWallet(
                experienceContext: ExperienceContext(
                    shippingPreference: .noShipping, userAction: .payNow,
                    returnUrl: publicURL.appendingPathComponent("bridge/return").absoluteString + "?payKey=\(payKey)",
                    cancelUrl: publicURL.appendingPathComponent("bridge/cancel").absoluteString + "?payKey=\(payKey)")))
        let order: Order
        do {
            order = try await orders.createOrder(request, requestID: payKey)
        } catch {
            throw Self.failure(error, creating: true)
        }
        do {
            try await store.insert(
                PaymentRecord(payKey: payKey, orderID: order.id, trackingID: pay.trackingID, request: NVEncoding.write(fields.pairs), createdAt: now()))
        } catch {
            throw AdaptiveFailure(.tryLater, "The payment could not be recorded; try again (nothing was charged).", parameter: "payKey")
        }
        return [("payKey", payKey), ("paymentExecStatus", PaymentDetailsFields.status(of: order))]
    }

    /// `PaymentDetails` by `payKey` (the bridge's `AP-…`, or an order id an app reported), `trackingId` or
    /// `transactionId` (a capture id of a payment the bridge made).
    func paymentDetails(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let (record, orderID) = try await find(fields)
        let order = try await readOrder(orderID, fields)
        var result: [(String, String)] = []
        let receivers = receivers(of: record, order: order)
        if let pay = record?.pay {
            result += [
                ("cancelUrl", pay.cancelURL.absoluteString), ("currencyCode", pay.currency.code), ("returnUrl", pay.returnURL.absoluteString),
                ("actionType", pay.actionType.rawValue), ("feesPayer", pay.feesPayer.rawValue),
                ("reverseAllParallelPaymentsOnError", pay.reverseAllParallelPaymentsOnError ? "true" : "false"),
            ]
            if let memo = pay.memo { result.append(("memo", memo)) }
            if let ipn = pay.ipnNotificationURL { result.append(("ipnNotificationUrl", ipn.absoluteString)) }
            if let trackingID = pay.trackingID { result.append(("trackingId", trackingID)) }
        } else {
            result += [("currencyCode", order.purchaseUnits?.first?.amount.total.currency.code ?? ""), ("actionType", "PAY"), ("feesPayer", "EACHRECEIVER")]
        }
        result += [("status", PaymentDetailsFields.status(of: order)), ("payKey", record?.payKey ?? order.id)]
        result += PaymentDetailsFields.sender(of: order)
        result += PaymentDetailsFields.paymentInfo(receivers, order: order)
        return result
    }

    /// The stored payment (if the bridge made it) and the order id `fields` name.
    func find(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> (PaymentRecord?, String) {
        let lookup: PaymentLookup
        if let payKey = fields.text("payKey") {
            lookup = .payKey(payKey)
        } else if let trackingID = fields.text("trackingId") {
            lookup = .trackingID(trackingID)
        } else if let transactionID = fields.text("transactionId") {
            throw AdaptiveFailure(
                .unsupportedValue,
                "PaymentDetails by transactionId is not served by this version of adaptive-payments-bridge: ask by payKey or trackingId (transaction \(transactionID)).",
                parameter: "transactionId")
        } else {
            throw AdaptiveFailure(.missingParameter, "Invalid request: give payKey, transactionId or trackingId.", parameter: "payKey")
        }
        let record: PaymentRecord?
        do {
            record = try await store.payment(lookup)
        } catch {
            throw AdaptiveFailure(.tryLater, "The bridge's storage did not answer; try again.", parameter: nil)
        }
        if let record { return (record, record.orderID) }
        // An app that swapped in LegacyMPL reports the Orders v2 order id as its payKey.
        if case .payKey(let payKey) = lookup, Self.isOrderID(payKey) { return (nil, payKey) }
        throw Self.unknownPayKey(fields)
    }

    /// 580022 for a payKey or trackingId that names no payment.
    static func unknownPayKey(_ fields: AdaptiveFields) -> AdaptiveFailure {
        let (name, value) = fields.text("payKey").map { ("payKey", $0) } ?? ("trackingId", fields.text("trackingId") ?? "")
        return AdaptiveFailure(.invalidParameter, "Invalid request parameter: \(name) with value \(value)", parameter: name)
    }

    /// What an Orders v2 failure is to a 2011 server: PayPal's refusal with its issue (580001), or 580030 (try later)
    /// for one that may pass on a retry.
    static func failure(_ error: PaymentsError, creating: Bool) -> AdaptiveFailure {
        if error.kind == .api, let status = error.statusCode, (400..<500).contains(status) {
            let issues = error.issues.joined(separator: ", ")
            return AdaptiveFailure(
                .invalidRequest, "PayPal refused the payment (\(status)\(issues.isEmpty ? "" : " \(issues)")): \(error.message)", parameter: nil)
        }
        return AdaptiveFailure(
            .tryLater, creating ? "PayPal did not answer in time; send the same Pay again later." : "PayPal did not answer in time; ask again later.",
            parameter: nil)
    }

    /// Whether `text` has an Orders v2 order id's shape (17 of `A-Z0-9`).
    static func isOrderID(_ text: String) -> Bool {
        text.utf8.count == 17 && text.utf8.allSatisfy { (65...90).contains($0) || (48...57).contains($0) }
    }

    /// `AP-` and 17 of `A-Z0-9`, as PayPal's payKeys.
    static func newPayKey() -> String { "AP-" + random(17, from: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")) }

    /// 13 lowercase hex digits, as PayPal's correlation ids.
    static func correlationID() -> String { random(13, from: Array("0123456789abcdef")) }

    private static func random(_ count: Int, from alphabet: [Character]) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}
