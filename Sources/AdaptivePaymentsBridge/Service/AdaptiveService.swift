import AdaptivePayments
import Foundation
import OrdersCore

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
    /// Hosts an IPN may be posted to (lowercased).
    let ipnAllowedHosts: Set<String>
    /// The clock.
    let now: @Sendable () -> Date

    /// A service.
    public init(
        orders: OrdersClient, payments: PaymentsClient, store: any BridgeStore, publicURL: URL,
        ipnAllowedHosts: Set<String> = ["localhost", "127.0.0.1", "::1"],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.orders = orders
        self.payments = payments
        self.store = store
        self.publicURL = publicURL
        self.ipnAllowedHosts = Set(ipnAllowedHosts.map { $0.lowercased() })
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
        /// `ExecutePayment`.
        case executePayment = "ExecutePayment"
        /// `Preapproval`.
        case preapproval = "Preapproval"
        /// `PreapprovalDetails`.
        case preapprovalDetails = "PreapprovalDetails"
        /// `CancelPreapproval`.
        case cancelPreapproval = "CancelPreapproval"
        /// `SetPaymentOptions`.
        case setPaymentOptions = "SetPaymentOptions"
        /// `GetPaymentOptions`.
        case getPaymentOptions = "GetPaymentOptions"
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
            case .executePayment?: result = try await executePayment(fields)
            case .preapproval?: result = try await preapproval(fields)
            case .preapprovalDetails?: result = try await preapprovalDetails(fields)
            case .cancelPreapproval?: result = try await cancelPreapproval(fields)
            case .setPaymentOptions?: result = try await setPaymentOptions(fields)
            case .getPaymentOptions?: result = try await getPaymentOptions(fields)
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

    /// `Pay`: the request is checked and translated (by LegacyMPL's translation), stored under a new payKey, and, for
    /// `PAY`, its order created at once (`PayPal-Request-Id` = the payKey, so nothing is created twice). Without a
    /// preapproval, `paymentExecStatus` is `CREATED` until the buyer approves at the redirect URL, after which the
    /// bridge captures; with `preapprovalKey`, the buyer's saved PayPal (the preapproval's payment token) pays at
    /// once: `COMPLETED`. `CREATE` stores the payment for `SetPaymentOptions` and `ExecutePayment` (or the buyer's
    /// redirect).
    func pay(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let pay = try PayRequest(fields)
        guard pay.actionType != .payPrimary else {
            throw AdaptiveFailure(
                .unsupportedValue,
                "actionType PAY_PRIMARY (pay the primary now, the secondaries later) has no Orders v2 equivalent: an order pays all of a chain's receivers at its capture. Send actionType PAY (everyone paid at approval), or pay the secondaries later from your server with PayPal Payouts.",
                parameter: "actionType")
        }
        _ = try pay.orderPlan()  // every translation problem now, before anything is stored
        if let trackingID = pay.trackingID, (try? await store.payment(.trackingID(trackingID))) != nil {
            throw AdaptiveFailure(
                .invalidRequest, "Invalid request: trackingId \(trackingID) was used by another payment; each payment needs its own.", parameter: "trackingId")
        }
        let preapproval = try await pay.preapprovalKey.asyncMap { key throws(AdaptiveFailure) in try await usablePreapproval(for: pay, key: key) }
        var record = PaymentRecord(
            payKey: Self.newPayKey(), orderID: nil, trackingID: pay.trackingID, request: NVEncoding.write(fields.pairs), createdAt: now(),
            preapprovalKey: pay.preapprovalKey, submitted: pay.actionType == .pay)
        do {
            try await store.insert(record)
        } catch {
            throw AdaptiveFailure(.tryLater, "The payment could not be recorded; try again (nothing was charged).", parameter: "payKey")
        }
        guard pay.actionType == .pay else { return [("payKey", record.payKey), ("paymentExecStatus", "CREATED")] }
        let order = try await submit(&record, pay, preapproval: preapproval)
        return [("payKey", record.payKey), ("paymentExecStatus", order.map(PaymentDetailsFields.status(of:)) ?? "PROCESSING")]
    }

    /// `PaymentDetails` by `payKey` (the bridge's `AP-…`, or an order id an app reported), `trackingId` or
    /// `transactionId` (a capture id of a payment the bridge made).
    func paymentDetails(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let (found, knownOrderID) = try await find(fields)
        let record = await found.asyncMap { await resumed($0) }
        guard let orderID = record?.orderID ?? knownOrderID else {
            // No order yet: a CREATE not executed, or a preapproved creation PayPal has not answered (read again later).
            let status = record?.submitted == true ? "PROCESSING" : "CREATED"
            return Self.echo(record?.pay) + [("status", status), ("payKey", record?.payKey ?? ""), ("sender.useCredentials", "false")]
        }
        let order = try await readOrder(orderID, fields)
        var result = Self.echo(record?.pay)
        if record?.pay == nil {
            result += [("currencyCode", order.purchaseUnits?.first?.amount.total.currency.code ?? ""), ("actionType", "PAY"), ("feesPayer", "EACHRECEIVER")]
        }
        result += [("status", PaymentDetailsFields.status(of: order)), ("payKey", record?.payKey ?? order.id)]
        result += PaymentDetailsFields.sender(of: order)
        result += PaymentDetailsFields.paymentInfo(receivers(of: record, order: order), order: order)
        return result
    }

    /// The Pay's own fields, as PaymentDetails echoes them.
    static func echo(_ pay: PayRequest?) -> [(String, String)] {
        guard let pay else { return [] }
        var result: [(String, String)] = [
            ("cancelUrl", pay.cancelURL.absoluteString), ("currencyCode", pay.currency.code), ("returnUrl", pay.returnURL.absoluteString),
            ("actionType", pay.actionType.rawValue), ("feesPayer", pay.feesPayer.rawValue),
            ("reverseAllParallelPaymentsOnError", pay.reverseAllParallelPaymentsOnError ? "true" : "false"),
        ]
        if let memo = pay.memo { result.append(("memo", memo)) }
        if let ipn = pay.ipnNotificationURL { result.append(("ipnNotificationUrl", ipn.absoluteString)) }
        if let trackingID = pay.trackingID { result.append(("trackingId", trackingID)) }
        if let key = pay.preapprovalKey { result.append(("preapprovalKey", key)) }
        return result
    }

    /// The stored payment (if the bridge made it) and the order id `fields` name (`nil` while a stored payment has no
    /// order yet). By `payKey` (the bridge's, or an order id an app reported), `trackingId`, or `transactionId` (a
    /// capture id: PayPal says which order it belongs to).
    func find(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> (PaymentRecord?, String?) {
        let lookup: PaymentLookup
        if let payKey = fields.text("payKey") {
            lookup = .payKey(payKey)
        } else if let trackingID = fields.text("trackingId") {
            lookup = .trackingID(trackingID)
        } else if let transactionID = fields.text("transactionId") {
            guard Self.isOrderID(transactionID), let capture = try? await payments.getCapture(id: transactionID),
                let orderID = capture.supplementaryData?.relatedIds?.orderId
            else {
                throw AdaptiveFailure(
                    .invalidTransaction, "The transaction ID \(transactionID) is invalid: it names no payment of this merchant.", parameter: "transactionId")
            }
            lookup = .orderID(orderID)
        } else {
            throw AdaptiveFailure(.missingParameter, "Invalid request: give payKey, transactionId or trackingId.", parameter: "payKey")
        }
        let record: PaymentRecord?
        do {
            record = try await store.payment(lookup)
        } catch {
            throw Self.storageUnavailable
        }
        if let record { return (record, record.orderID) }
        switch lookup {
        case .orderID(let orderID): return (nil, orderID)  // a capture of an order the bridge did not make (an app's)
        case .payKey(let payKey) where Self.isOrderID(payKey): return (nil, payKey)  // LegacyMPL reports the order id as the payKey
        default: throw Self.unknownPayKey(fields)
        }
    }

    /// The bridge's own payment of `fields`' `payKey`: 580029 without one, 580022 for one it did not make, 580030 when
    /// the storage does not answer.
    func storedPayment(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> PaymentRecord {
        guard let payKey = fields.text("payKey") else {
            throw AdaptiveFailure(.missingParameter, "Invalid request: payKey is required.", parameter: "payKey")
        }
        let record: PaymentRecord?
        do {
            record = try await store.payment(.payKey(payKey))
        } catch {
            throw Self.storageUnavailable
        }
        guard let record else { throw Self.unknownPayKey(fields) }
        return record
    }

    /// 580030 when the bridge's storage does not answer (nothing was done).
    static let storageUnavailable = AdaptiveFailure(.tryLater, "The bridge's storage did not answer; try again.", parameter: nil)

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
