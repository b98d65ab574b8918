import Foundation
import OrdersCore

/// A purchase unit's `payment_instruction`: `disbursement_mode` enum, at most one platform fee
/// (`INVALID_ARRAY_MAX_ITEMS`), each fee a valid non-negative amount with a valid payee, and no fee above
/// the unit's amount (422 `INVALID_PLATFORM_FEES_AMOUNT`).
struct PlatformFeeRule: Sendable {
    /// Checks `value` at `path`; `unitTotal` is the unit's amount when valid.
    func check(
        _ value: JSONValue, at path: FieldPath, unitTotal: ParsedMoney?, into report: inout ValidationReport,
        currencies: inout [(code: String, path: FieldPath)]
    ) {
        guard let object = OrderSchemas.paymentInstruction.check(value, at: path, into: &report) else { return }
        guard let feesValue = object["platform_fees"], feesValue != .null else { return }
        let feesPath = path.child("platform_fees")
        guard let fees = ArrayCountRule(count: 0...1).check(feesValue, at: feesPath, into: &report) else { return }
        for (index, fee) in fees.enumerated() {
            let feePath = feesPath.element(index)
            guard let feeObject = OrderSchemas.platformFee.check(fee, at: feePath, into: &report) else { continue }
            if let payee = feeObject["payee"], payee != .null {
                PayeeRule.platformFeePayee.check(payee, at: feePath.child("payee"), into: &report)
            }
            guard let amount = feeObject["amount"], amount != .null else { continue }
            let amountPath = feePath.child("amount")
            if let parsed = MoneyRule.part.check(amount, at: amountPath, into: &report, currencies: &currencies),
                let unitTotal, parsed.amount > unitTotal.amount
            {
                report.business("INVALID_PLATFORM_FEES_AMOUNT", at: amountPath.child("value"), value: parsed.amount.description)
            }
        }
    }
}
