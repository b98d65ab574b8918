import Foundation
import OrdersCore

/// The reconciliation of one purchase unit's amounts (all 422):
/// `ITEM_TOTAL_REQUIRED` / `ITEM_TOTAL_MISMATCH` (Σ unit_amount × quantity), `TAX_TOTAL_REQUIRED` /
/// `TAX_TOTAL_MISMATCH` (Σ tax × quantity), `AMOUNT_MISMATCH` (value = item_total + tax_total + shipping +
/// handling + insurance − shipping_discount − discount). Run only when every amount of the unit is valid.
struct BreakdownRule: Sendable {
    /// One item's parsed amounts.
    struct ItemAmounts: Sendable {
        /// The unit price.
        var unitAmount: Decimal?
        /// The tax per unit.
        var tax: Decimal?
        /// The quantity.
        var quantity: Decimal
    }

    /// The breakdown members that add up.
    static let added = ["item_total", "tax_total", "shipping", "handling", "insurance"]
    /// The breakdown members that are subtracted.
    static let subtracted = ["shipping_discount", "discount"]

    /// Checks a unit whose `amount` is `total`, with `breakdown` (parsed members) and `items`.
    func check(total: ParsedMoney, breakdown: [String: ParsedMoney]?, items: [ItemAmounts], at amountPath: FieldPath, into report: inout ValidationReport) {
        let breakdownPath = amountPath.child("breakdown")
        let hasUnitAmounts = items.contains { $0.unitAmount != nil }
        let hasTaxes = items.contains { $0.tax != nil }
        if hasUnitAmounts {
            if let itemTotal = breakdown?["item_total"] {
                let sum = items.reduce(Decimal(0)) { $0 + ($1.unitAmount ?? 0) * $1.quantity }
                if sum != itemTotal.amount {
                    report.business("ITEM_TOTAL_MISMATCH", at: breakdownPath.child("item_total").child("value"), value: Self.text(itemTotal))
                }
            } else {
                report.business("ITEM_TOTAL_REQUIRED", at: breakdownPath.child("item_total"))
            }
        }
        if hasTaxes {
            if let taxTotal = breakdown?["tax_total"] {
                let sum = items.reduce(Decimal(0)) { $0 + ($1.tax ?? 0) * $1.quantity }
                if sum != taxTotal.amount {
                    report.business("TAX_TOTAL_MISMATCH", at: breakdownPath.child("tax_total").child("value"), value: Self.text(taxTotal))
                }
            } else {
                report.business("TAX_TOTAL_REQUIRED", at: breakdownPath.child("tax_total"))
            }
        }
        guard let breakdown else { return }
        let plus = Self.added.compactMap { breakdown[$0]?.amount }.reduce(Decimal(0), +)
        let minus = Self.subtracted.compactMap { breakdown[$0]?.amount }.reduce(Decimal(0), +)
        if plus - minus != total.amount {
            report.business("AMOUNT_MISMATCH", at: amountPath.child("value"), value: Self.text(total))
        }
    }

    private static func text(_ money: ParsedMoney) -> String { money.amount.description }
}
