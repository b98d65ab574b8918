import Foundation
import OrdersCore

/// One purchase unit's amounts as a legacy dynamic-amount delegate sees them: the payment amount before
/// tax and shipping (`item_total − discount + handling`), the tax and the shipping.
struct LegacyUnitAmounts: Sendable, Equatable {
    /// The purchase unit's `reference_id` (the PATCH addresses it).
    var referenceId: String
    /// The unit's recipient (the legacy receiver's email), for `PayPalReceiverAmounts.recipient`.
    var recipient: String?
    /// The unit's currency (a delegate that changes it makes a new order).
    var currency: Currency
    /// `PayPalAmounts.payment_amount`.
    var subtotal: Decimal
    /// `PayPalAmounts.tax` (`nil`: none).
    var tax: Decimal?
    /// `PayPalAmounts.shipping` (`nil`: none).
    var shipping: Decimal?

    /// The amounts of `unit` as the order holds them.
    init(unit: PurchaseUnit, recipient: String?) {
        let breakdown = unit.amount.breakdown
        referenceId = unit.referenceId ?? "default"
        self.recipient = recipient
        currency = unit.amount.total.currency
        if let breakdown {
            let itemTotal = breakdown.itemTotal?.amount ?? 0
            subtotal = itemTotal - (breakdown.discount?.amount ?? 0) + (breakdown.handling?.amount ?? 0)
        } else {
            subtotal = unit.amount.total.amount
        }
        tax = breakdown?.taxTotal?.amount
        shipping = breakdown?.shipping?.amount
    }

    /// Amounts given field by field (a validated delegate answer).
    init(referenceId: String, recipient: String?, currency: Currency, subtotal: Decimal, tax: Decimal?, shipping: Decimal?) {
        self.referenceId = referenceId
        self.recipient = recipient
        self.currency = currency
        self.subtotal = subtotal
        self.tax = tax
        self.shipping = shipping
    }

    /// Whether the delegate's amounts equal these (a missing tax or shipping equals zero).
    func sameAmounts(as other: LegacyUnitAmounts) -> Bool {
        subtotal == other.subtotal && (tax ?? 0) == (other.tax ?? 0) && (shipping ?? 0) == (other.shipping ?? 0)
    }

    /// Whether these are `other`'s amounts in `other`'s currency.
    func sameMoney(as other: LegacyUnitAmounts) -> Bool {
        currency == other.currency && sameAmounts(as: other)
    }

    /// Payment amount + tax + shipping.
    var total: Decimal { subtotal + (tax ?? 0) + (shipping ?? 0) }
}
