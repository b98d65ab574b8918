import CorePayments
import Foundation

extension LegacyValidator {
    /// Checks invoice data: tax and shipping, every item, and that the items add up to `subTotal`.
    /// `path` turns `totalTax` into the full path (`receiverPaymentDetails[1].invoiceData.totalTax`).
    mutating func checkInvoice(
        _ invoice: LegacyInvoiceSnapshot, subTotal: Decimal?, subTotalPath: String, currency: Currency?,
        path: (String) -> String
    ) {
        checkAmount(invoice.totalTax, at: path("totalTax"), currency: currency, rule: .optionalNonNegative)
        checkAmount(invoice.totalShipping, at: path("totalShipping"), currency: currency, rule: .optionalNonNegative)
        for index in invoice.foreignIndexes {
            add(
                path("invoiceItems[\(index)]"), .wrongElementType, "\(path("invoiceItems[\(index)]")) is not a PayPalInvoiceItem.",
                fix: "Put only PayPalInvoiceItem objects in invoiceItems.")
        }
        var totals: [Decimal] = []
        var allTotalsUsable = true
        for (index, item) in invoice.items {
            let total = checkItem(item, currency: currency) { path("invoiceItems[\(index)].\($0)") }
            if let total { totals.append(total) } else { allTotalsUsable = false }
        }
        guard !invoice.items.isEmpty, allTotalsUsable, invoice.foreignIndexes.isEmpty, let subTotal else { return }
        let sum = totals.reduce(Decimal(0), +)
        if sum != subTotal {
            add(
                path("invoiceItems"), .invoiceTotalMismatch,
                "The items' totalPrice values add up to \(sum), but \(subTotalPath) is \(subTotal); the guide requires them to be equal.",
                fix: "Set \(subTotalPath) to \(sum), or correct the items' totalPrice values so they add up to \(subTotal).")
        }
    }

    /// Checks one item and returns its `totalPrice` when usable.
    private mutating func checkItem(_ item: LegacyInvoiceItemSnapshot, currency: Currency?, path: (String) -> String) -> Decimal? {
        if (item.name ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            add(
                path("name"), .missingRequiredField, "\(path("name")) is required but \(item.name == nil ? "nil" : "empty").",
                fix: "Give the item a name; it is shown to the buyer.")
        }
        let total = checkAmount(item.totalPrice, at: path("totalPrice"), currency: currency, rule: .requiredNonNegative)
        let price = checkAmount(item.itemPrice, at: path("itemPrice"), currency: currency, rule: .requiredNonNegative)
        let count = checkItemCount(item.itemCount, at: path("itemCount"))
        if let total, let price, let count, total > price * count {
            let product = price * count
            add(
                path("totalPrice"), .itemTotalAbovePriceTimesCount,
                "\(path("totalPrice")) is \(total), above itemPrice \(price) × itemCount \(count) = \(product). A lower totalPrice is sent as a discount; a higher one cannot be expressed.",
                fix: "Lower totalPrice to at most \(product), or raise itemPrice or itemCount.")
        }
        return total
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
