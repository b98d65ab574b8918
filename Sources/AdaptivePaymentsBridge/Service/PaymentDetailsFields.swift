import AdaptivePayments
import Foundation
import OrdersCore

/// A payment's `PaymentDetails` (and Pay) fields, read from its Orders v2 order: the payment's status as Adaptive
/// named it, and one `paymentInfoList.paymentInfo(n)` per receiver with its transaction.
enum PaymentDetailsFields {
    /// Adaptive's payment status (`paymentExecStatus`, `status`) for `order`: `CREATED` until captured; then
    /// `COMPLETED` when every capture completed (refunds included), `PENDING` while one is pending, `ERROR` when all
    /// were declined, `INCOMPLETE` for a mix or an authorization not yet captured; `ERROR` for a voided order.
    static func status(of order: Order) -> String {
        switch order.status {
        case .created, .saved, .approved, .payerActionRequired: return "CREATED"
        case .voided: return "ERROR"
        case .completed:
            let statuses = order.captures.map(\.status)
            if statuses.isEmpty { return "INCOMPLETE" }
            if statuses.allSatisfy({ [.completed, .partiallyRefunded, .refunded].contains($0) }) { return "COMPLETED" }
            if statuses.contains(.pending) { return "PENDING" }
            if statuses.allSatisfy({ $0 == .declined || $0 == .failed }) { return "ERROR" }
            return "INCOMPLETE"
        }
    }

    /// Adaptive's transaction status for a capture (`transactionStatus`): the Orders v2 status, `DENIED` for declined.
    static func transactionStatus(_ capture: Capture) -> String {
        capture.status == .declined ? "DENIED" : capture.status.rawValue
    }

    /// A receiver as PaymentDetails lists it, with the purchase unit that pays it.
    struct Receiver {
        let email: String
        let amount: Money
        let isPrimary: Bool
        let invoiceID: String?
        let paymentType: String?
        /// The purchase unit whose capture is this receiver's transaction.
        let unit: Int?

        /// The payments of this receiver's unit in `order`.
        func payments(in order: Order) -> PaymentCollection? {
            guard let unit, let units = order.purchaseUnits, units.indices.contains(unit) else { return nil }
            return units[unit].payments
        }

        /// This receiver's transaction in `order`: its unit's capture, once captured.
        func capture(in order: Order) -> Capture? { payments(in: order)?.captures?.first }
    }

    /// The receivers of a payment the bridge created: the Pay's own, each matched to its unit by the translation's plan.
    static func receivers(of pay: PayRequest, units: [Int]) -> [Receiver] {
        pay.receivers.enumerated().map { index, receiver in
            // A chained payment with one secondary is one unit (the secondary is its platform fee): both read it.
            let unit = units.firstIndex(of: index) ?? (units.count == 1 ? 0 : nil)
            return Receiver(
                email: receiver.email, amount: receiver.amount, isPrimary: receiver.isPrimary, invoiceID: receiver.invoiceID,
                paymentType: receiver.paymentType, unit: unit)
        }
    }

    /// The receivers of an order the bridge did not create (an app's payment through LegacyMPL): each unit's payee,
    /// and a unit's platform fee's payee as a secondary receiver of that unit's payee, its primary.
    static func receivers(of order: Order) -> [Receiver] {
        var receivers: [Receiver] = []
        for (index, unit) in (order.purchaseUnits ?? []).enumerated() {
            let fees = unit.paymentInstruction?.platformFees ?? []
            receivers.append(
                Receiver(
                    email: unit.payee?.emailAddress ?? "", amount: unit.amount.total, isPrimary: !fees.isEmpty, invoiceID: unit.invoiceId,
                    paymentType: nil, unit: index))
            for fee in fees {
                receivers.append(
                    Receiver(email: fee.payee?.emailAddress ?? "", amount: fee.amount, isPrimary: false, invoiceID: nil, paymentType: nil, unit: index))
            }
        }
        return receivers
    }

    /// `paymentInfoList.paymentInfo(n).*` for `receivers`, read from `order`'s captures.
    static func paymentInfo(_ receivers: [Receiver], order: Order) -> [(String, String)] {
        var fields: [(String, String)] = []
        for (index, receiver) in receivers.enumerated() {
            let prefix = "paymentInfoList.paymentInfo(\(index))"
            let payments = receiver.payments(in: order)
            let capture = payments?.captures?.first
            if let capture {
                fields += [("\(prefix).transactionId", capture.id), ("\(prefix).transactionStatus", transactionStatus(capture))]
                fields += [("\(prefix).senderTransactionId", capture.id), ("\(prefix).senderTransactionStatus", transactionStatus(capture))]
                let refunded = (payments?.refunds ?? []).compactMap(\.amount?.amount).reduce(Decimal(0), +)
                if refunded > 0, let money = try? Money(refunded, currency: receiver.amount.currency) {
                    fields.append(("\(prefix).refundedAmount", money.value))
                }
                if capture.status == .pending { fields.append(("\(prefix).pendingReason", capture.statusDetails?.reason ?? "OTHER")) }
            }
            fields += [
                ("\(prefix).receiver.amount", receiver.amount.value), ("\(prefix).receiver.email", receiver.email),
                ("\(prefix).receiver.primary", receiver.isPrimary ? "true" : "false"),
            ]
            if let invoiceID = receiver.invoiceID { fields.append(("\(prefix).receiver.invoiceId", invoiceID)) }
            fields.append(("\(prefix).receiver.paymentType", receiver.paymentType ?? "SERVICE"))
            fields.append(("\(prefix).pendingRefund", "false"))
        }
        return fields
    }

    /// `sender.*` and `senderEmail`, once the buyer approved (before, `sender.useCredentials=false` only).
    static func sender(of order: Order) -> [(String, String)] {
        guard let payer = order.payer else { return [("sender.useCredentials", "false")] }
        var fields: [(String, String)] = []
        if let email = payer.emailAddress { fields += [("senderEmail", email), ("sender.email", email)] }
        if let account = payer.payerId { fields.append(("sender.accountId", account)) }
        fields.append(("sender.useCredentials", "false"))
        return fields
    }
}
