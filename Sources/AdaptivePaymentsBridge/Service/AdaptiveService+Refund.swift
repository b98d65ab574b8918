import AdaptivePayments
import Foundation
import OrdersCore

extension AdaptiveService {
    /// `Refund` by `payKey` or `trackingId` with `currencyCode`: the whole payment (each capture's remainder, once), or
    /// the receivers listed in `receiverList.receiver(n).{email,amount}`. Each refund carries a `PayPal-Request-Id` of
    /// its own, reused by its retries; when its outcome is unknown, the order is read again before answering.
    ///
    /// Each receiver gets a `refundInfoList.refundInfo(n)` with Adaptive's `refundStatus`: `REFUNDED`,
    /// `ALREADY_REVERSED_OR_REFUNDED`, `NOT_PAID` (not captured), `AMOUNT_EXCEEDS_REFUNDABLE`, `REFUND_NOT_ALLOWED` or
    /// `REFUND_ERROR` (PayPal did not say; ask PaymentDetails later). Refusals: 589036 (another currency), 589037 (a
    /// receiver not in the payment), 580001 (a bad amount).
    func refund(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let (found, knownOrderID) = try await find(fields)
        let record = await found.asyncMap { await resumed($0) }
        guard let orderID = record?.orderID ?? knownOrderID else {
            throw AdaptiveFailure(
                .invalidRequest, "Invalid request: payment \(record?.payKey ?? "") was never paid, so there is nothing to refund.", parameter: "payKey")
        }
        let order = try await readOrder(orderID, fields)
        let receivers = receivers(of: record, order: order)
        let currency = receivers.first?.amount.currency.code ?? order.purchaseUnits?.first?.amount.total.currency.code ?? ""
        guard let requestedCurrency = fields.text("currencyCode") else {
            throw AdaptiveFailure(.missingParameter, "Invalid request: currencyCode is required.", parameter: "currencyCode")
        }
        guard requestedCurrency.uppercased() == currency else {
            throw AdaptiveFailure(
                .currencyMismatch, "The currency \(requestedCurrency) is not the payment's (\(currency)): refund in \(currency).", parameter: "currencyCode")
        }
        let targets = try refundTargets(fields, receivers: receivers)
        var result: [(String, String)] = [("currencyCode", currency)]
        var refunded: Set<String> = []
        var knownRefunds = Set(order.refundIDs)  // the order's refunds before this call, then each one it makes
        for (index, target) in targets.enumerated() {
            let prefix = "refundInfoList.refundInfo(\(index))"
            result += [("\(prefix).receiver.amount", target.receiver.amount.value), ("\(prefix).receiver.email", target.receiver.email)]
            guard let capture = target.receiver.capture(in: order) else {
                result.append(("\(prefix).refundStatus", "NOT_PAID"))
                continue
            }
            if target.amount == nil, refunded.contains(capture.id) {
                result.append(("\(prefix).refundStatus", "ALREADY_REVERSED_OR_REFUNDED"))  // one capture, two receivers (a chain's fee)
                continue
            }
            switch capture.status {
            case .refunded:
                result.append(("\(prefix).refundStatus", "ALREADY_REVERSED_OR_REFUNDED"))
                continue
            case .pending, .declined, .failed:
                result.append(("\(prefix).refundStatus", "NOT_PAID"))
                continue
            case .completed, .partiallyRefunded:
                break
            }
            refunded.insert(capture.id)
            let (fields, refundID) = await refundOne(capture, amount: target.amount, orderID: orderID, known: knownRefunds, prefix: prefix)
            result += fields
            if let refundID { knownRefunds.insert(refundID) }
        }
        return result
    }

    /// One refund of `capture`: what its refundInfo says, and the refund's id when one was made. `known` are the
    /// order's refunds this call knows of, so a refund whose answer was lost is told from the earlier ones.
    private func refundOne(_ capture: Capture, amount: Money?, orderID: String, known: Set<String>, prefix: String) async -> (
        [(String, String)], String?
    ) {
        do {
            let refund = try await payments.refundCapture(id: capture.id, RefundRequest(amount: amount), requestID: "refund-\(UUID().uuidString)")
            return (Self.refundInfo(refund, capture: capture, prefix: prefix), refund.id)
        } catch {
            if error.kind == .api, error.statusCode == 422 {
                let status = error.issues.contains("REFUND_AMOUNT_EXCEEDED") ? "AMOUNT_EXCEEDS_REFUNDABLE" : "REFUND_NOT_ALLOWED"
                return ([("\(prefix).refundStatus", status)], nil)
            }
            // The refund may have run: read the order before saying anything.
            if let after = try? await orders.getOrder(id: orderID), let new = after.refunds.first(where: { !known.contains($0.id) }) {
                return (Self.refundInfo(new, capture: capture, prefix: prefix), new.id)
            }
            return ([("\(prefix).refundStatus", "REFUND_ERROR"), ("\(prefix).refundTransactionStatus", "UNKNOWN")], nil)
        }
    }

    /// The refundInfo fields of a refund PayPal made.
    static func refundInfo(_ refund: Refund, capture: Capture, prefix: String) -> [(String, String)] {
        let breakdown = refund.sellerPayableBreakdown
        var fields: [(String, String)] = [("\(prefix).refundStatus", "REFUNDED")]
        if let gross = breakdown?.grossAmount ?? refund.amount { fields.append(("\(prefix).refundGrossAmount", gross.value)) }
        if let fee = breakdown?.paypalFee { fields.append(("\(prefix).refundFeeAmount", fee.value)) }
        if let net = breakdown?.netAmount { fields.append(("\(prefix).refundNetAmount", net.value)) }
        if let total = breakdown?.totalRefundedAmount {
            fields.append(("\(prefix).totalOfAllRefunds", total.value))
            fields.append(("\(prefix).refundHasBecomeFull", total.amount >= (capture.amount?.amount ?? 0) ? "true" : "false"))
        }
        fields += [("\(prefix).encryptedRefundTransactionId", refund.id), ("\(prefix).refundTransactionStatus", "COMPLETED")]
        return fields
    }

    /// The receivers to refund: those listed (each must be in the payment), or all of them.
    private func refundTargets(_ fields: AdaptiveFields, receivers: [PaymentDetailsFields.Receiver]) throws(AdaptiveFailure) -> [(
        receiver: PaymentDetailsFields.Receiver, amount: Money?
    )] {
        let count = fields.count(of: "receiverList.receiver")
        guard count > 0 else { return receivers.map { ($0, nil) } }
        var problems: [AdaptiveError] = []
        var targets: [(receiver: PaymentDetailsFields.Receiver, amount: Money?)] = []
        for index in 0..<count {
            let prefix = "receiverList.receiver(\(index))"
            guard let email = fields.text("\(prefix).email"), let receiver = receivers.first(where: { $0.email.lowercased() == email.lowercased() }) else {
                problems.append(
                    AdaptiveError(
                        .receiverNotInPayment, "The receiver \(fields.text("\(prefix).email") ?? "(none)") is not in this payment.",
                        parameter: "\(prefix).email"))
                continue
            }
            var amount: Money?
            if let text = fields.text("\(prefix).amount") {
                guard let parsed = try? DecimalText(text), parsed.decimal > 0, let money = try? Money(parsed.decimal, currency: receiver.amount.currency) else {
                    problems.append(AdaptiveError(.invalidRequest, "Invalid request: \(prefix).amount with value \(text).", parameter: "\(prefix).amount"))
                    continue
                }
                amount = money
            }
            targets.append((receiver, amount))
        }
        if !problems.isEmpty { throw AdaptiveFailure(problems) }
        return targets
    }

    /// The order `orderID`, or the failure a 2011 server gets.
    func readOrder(_ orderID: String, _ fields: AdaptiveFields) async throws(AdaptiveFailure) -> Order {
        do {
            return try await orders.getOrder(id: orderID)
        } catch {
            if error.kind == .api, error.statusCode == 404 { throw Self.unknownPayKey(fields) }
            throw Self.failure(error, creating: false)
        }
    }

    /// The receivers of a payment: the Pay's own when the bridge made it, else the order's payees.
    func receivers(of record: PaymentRecord?, order: Order) -> [PaymentDetailsFields.Receiver] {
        if let pay = record?.pay {
            let plan = try? pay.orderPlan()
            return PaymentDetailsFields.receivers(of: pay, units: plan?.units.map(\.receiverIndex) ?? [])
        }
        return PaymentDetailsFields.receivers(of: order)
    }
}

extension Order {
    /// Every refund of every purchase unit.
    var refunds: [Refund] { purchaseUnits?.flatMap { $0.payments?.refunds ?? [] } ?? [] }
    /// Their ids.
    var refundIDs: [String] { refunds.map(\.id) }
}
