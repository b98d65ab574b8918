import Foundation
import OrdersCore

extension AmountReview {
    /// The review of the `adjusted` amounts of order `orderID` against the amounts the buyer `approved` at PayPal
    /// (units matched by reference id, all in one currency).
    /// - Throws: ``MoneyError`` when an amount cannot be money in its currency (validated before, so not expected).
    init(orderID: String, address: Address?, adjusted: [LegacyUnitAmounts], approved: [LegacyUnitAmounts]) throws(MoneyError) {
        var lines: [Line] = []
        for unit in adjusted {
            let before = approved.first { $0.referenceId == unit.referenceId } ?? unit
            lines.append(
                Line(
                    recipient: unit.recipient, subtotal: try Money(unit.subtotal, currency: unit.currency),
                    tax: try Self.money(unit.tax, currency: unit.currency), shipping: try Self.money(unit.shipping, currency: unit.currency),
                    total: try Money(unit.total, currency: unit.currency), approvedTotal: try Money(before.total, currency: before.currency)))
        }
        let currency = adjusted.first?.currency ?? .usd
        self.init(
            orderID: orderID, address: address, lines: lines,
            total: try Money.sum(lines.map(\.total), currency: currency),
            approvedTotal: try Money.sum(lines.map(\.approvedTotal), currency: currency))
    }

    /// `value` as money, or `nil`. Not `Optional.map`, whose typed throws older standard libraries lack.
    private static func money(_ value: Decimal?, currency: Currency) throws(MoneyError) -> Money? {
        guard let value else { return nil }
        return try Money(value, currency: currency)
    }
}
