import Foundation

extension LegacyValidator {
    /// A receiver's total as the headers define it: `subTotal` + `totalTax` + `totalShipping`.
    static func receiverTotal(_ receiver: LegacyReceiverSnapshot) -> Decimal {
        (receiver.subTotal ?? 0) + (receiver.invoice?.totalTax ?? 0) + (receiver.invoice?.totalShipping ?? 0)
    }

    /// A chained payment's primary receives the whole payment and passes the secondaries their shares
    /// (the guide, "Chained Payments": the sender pays the primary $100, who keeps $10 and passes $90), so the
    /// secondaries' totals together may not exceed the primary's total.
    mutating func checkChainedShares(_ payment: LegacyPaymentSnapshot) {
        let primaries = payment.primaryReceivers
        guard payment.source == .advanced, primaries.count == 1, let primary = primaries.first,
            payment.receivers.allSatisfy({ $0.receiver.subTotal != nil })
        else { return }
        let secondaries = payment.receivers.filter { !$0.receiver.isPrimary }
        guard !secondaries.isEmpty else { return }
        let shares = secondaries.reduce(Decimal(0)) { $0 + Self.receiverTotal($1.receiver) }
        let whole = Self.receiverTotal(primary.receiver)
        if shares > whole {
            add(
                payment.path(receiver: primary.index, "subTotal"), .secondaryAmountsExceedPrimary,
                "The secondary receivers' totals add up to \(shares), above the primary receiver's total \(whole); in a chained payment the primary receives the whole payment and passes the secondaries their shares out of it.",
                fix: "Set the primary's subTotal to the whole amount the buyer pays (at least \(shares)), and each secondary's subTotal to its share.")
        }
    }
}
