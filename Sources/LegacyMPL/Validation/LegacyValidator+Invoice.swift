import Foundation
import OrdersCore

extension LegacyValidator {
    /// The amounts of an invoice that passed its checks.
    struct CheckedInvoice {
        /// `totalTax` and `totalShipping`, when set.
        var tax: Money?
        var shipping: Money?
        /// The items.
        var items: [ValidatedItem]
    }

    /// Checks invoice data: tax and shipping, every item, and that the items add up to `subTotal`; returns its
    /// amounts when all of them are usable. `path` turns `totalTax` into the full path
    /// (`receiverPaymentDetails[1].invoiceData.totalTax`).
    mutating func checkInvoice(
        _ invoice: LegacyInvoiceSnapshot, subTotal: Decimal?, subTotalPath: String, currency: Currency?,
        path: (String) -> String
    ) -> CheckedInvoice? {
        let tax = checkAmount(invoice.totalTax, at: path("totalTax"), currency: currency, rule: .optionalNonNegative)
        let shipping = checkAmount(invoice.totalShipping, at: path("totalShipping"), currency: currency, rule: .optionalNonNegative)
        for index in invoice.foreignIndexes {
            add(
                path("invoiceItems[\(index)]"), .wrongElementType, "\(path("invoiceItems[\(index)]")) is not a PayPalInvoiceItem.",
                fix: "Put only PayPalInvoiceItem objects in invoiceItems.")
        }
        var items: [ValidatedItem] = []
        var totals: [Decimal] = []
        var allTotalsUsable = true
        var allItemsUsable = true
        for (index, item) in invoice.items {
            let checked = checkItem(item, index: index, currency: currency) { path("invoiceItems[\(index)].\($0)") }
            if let total = checked.total { totals.append(total) } else { allTotalsUsable = false }
            if let usable = checked.item { items.append(usable) } else { allItemsUsable = false }
        }
        if !invoice.items.isEmpty, allTotalsUsable, invoice.foreignIndexes.isEmpty, let subTotal {
            let sum = totals.reduce(Decimal(0), +)
            if sum != subTotal {
                add(
                    path("invoiceItems"), .invoiceTotalMismatch,
                    "The items' totalPrice values add up to \(sum), but \(subTotalPath) is \(subTotal); the guide requires them to be equal.",
                    fix: "Set \(subTotalPath) to \(sum), or correct the items' totalPrice values so they add up to \(subTotal).")
            }
        }
        let taxUsable = invoice.totalTax == nil || tax?.money != nil
        let shippingUsable = invoice.totalShipping == nil || shipping?.money != nil
        guard taxUsable, shippingUsable, allItemsUsable else { return nil }
        return CheckedInvoice(tax: tax?.money, shipping: shipping?.money, items: items)
    }

    /// Checks one item; returns its `totalPrice` when usable, and the item when all of it is.
    private mutating func checkItem(
        _ item: LegacyInvoiceItemSnapshot, index: Int, currency: Currency?, path: (String) -> String
    ) -> (total: Decimal?, item: ValidatedItem?) {
        var named = true
        if (item.name ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            named = false
            add(
                path("name"), .missingRequiredField, "\(path("name")) is required but \(item.name == nil ? "nil" : "empty").",
                fix: "Give the item a name; it is shown to the buyer.")
        }
        let total = checkAmount(item.totalPrice, at: path("totalPrice"), currency: currency, rule: .requiredNonNegative)
        let price = checkAmount(item.itemPrice, at: path("itemPrice"), currency: currency, rule: .requiredNonNegative)
        let count = checkItemCount(item.itemCount, at: path("itemCount"))
        guard let total, let price, let count else { return (total?.value, nil) }
        let product = price.value * count
        guard total.value <= product else {
            add(
                path("totalPrice"), .itemTotalAbovePriceTimesCount,
                "\(path("totalPrice")) is \(total.value), above itemPrice \(price.value) × itemCount \(count) = \(product). A lower totalPrice is sent as a discount; a higher one cannot be expressed.",
                fix: "Lower totalPrice to at most \(product), or raise itemPrice or itemCount.")
            return (total.value, nil)
        }
        guard named, let totalMoney = total.money, let priceMoney = price.money else { return (total.value, nil) }
        let quantity = NSDecimalNumber(decimal: count).intValue
        return (total.value, ValidatedItem(index: index, item: item, price: priceMoney, quantity: quantity, totalPrice: totalMoney))
    }

    /// Checks a quantity: a whole number of at least 1.
    private mutating func checkItemCount(_ count: Decimal?, at path: String) -> Decimal? {
        guard let count else {
            add(path, .missingRequiredField, "\(path) is required but nil.", fix: "Set the quantity, for example NSNumber(value: 1).")
            return nil
        }
        var value = count
        var whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .plain)
        guard !count.isNaN, count >= 1, whole == count, count <= Decimal(Int32.max) else {
            add(
                path, .invalidItemCount, "\(path) is \(DecimalNumbers.text(count)), but it must be a whole number of at least 1.",
                fix: "Set a whole quantity such as 1 or 2.")
            return nil
        }
        return count
    }
}
