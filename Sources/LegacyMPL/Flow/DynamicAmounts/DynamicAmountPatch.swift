import Foundation
import OrdersCore

/// Turns adjusted amounts into the one `PATCH /v2/checkout/orders/{id}` of a dynamic-amount update: one
/// `replace` of `amount` per purchase unit, its breakdown reconciling exactly (``AmountWithBreakdown``).
///
/// The unit's `items` are not touched, so `item_total` stays Σ `unit_amount × quantity` when the unit has
/// items: a lower payment amount becomes `breakdown.discount`, a higher one `breakdown.handling`. Without
/// items, `item_total` is the new payment amount. Tax and shipping are replaced (dropped when `nil` or zero).
enum DynamicAmountPatch {
    /// The new `amount` of `unit` carrying `adjusted`.
    static func amount(for unit: PurchaseUnit, adjusted: LegacyUnitAmounts) throws(MoneyError) -> AmountWithBreakdown {
        let currency = adjusted.currency
        var breakdown = unit.amount.breakdown ?? AmountBreakdown()
        breakdown.discount = nil
        breakdown.handling = nil
        if let items = unit.items, !items.isEmpty, let itemTotal = breakdown.itemTotal {
            let difference = adjusted.subtotal - itemTotal.amount
            if difference < 0 { breakdown.discount = try Money(-difference, currency: currency) }
            if difference > 0 { breakdown.handling = try Money(difference, currency: currency) }
        } else {
            breakdown.itemTotal = try Money(adjusted.subtotal, currency: currency)
        }
        breakdown.taxTotal = try nonZero(adjusted.tax, currency)
        breakdown.shipping = try nonZero(adjusted.shipping, currency)
        return try AmountWithBreakdown(breakdown: breakdown, currency: currency)
    }

    /// One replace operation per unit whose amounts changed (matched by `reference_id`).
    static func operations(order: Order, adjusted: [LegacyUnitAmounts]) throws -> [PatchOperation] {
        var operations: [PatchOperation] = []
        for unit in order.purchaseUnits ?? [] {
            let referenceId = unit.referenceId ?? "default"
            guard let new = adjusted.first(where: { $0.referenceId == referenceId }),
                !new.sameAmounts(as: LegacyUnitAmounts(unit: unit, recipient: new.recipient))
            else { continue }
            operations.append(try .replace(PatchOperation.purchaseUnitPath(referenceId, "amount"), with: amount(for: unit, adjusted: new)))
        }
        return operations
    }

    private static func nonZero(_ value: Decimal?, _ currency: Currency) throws(MoneyError) -> Money? {
        guard let value, value != 0 else { return nil }
        return try Money(value, currency: currency)
    }
}
