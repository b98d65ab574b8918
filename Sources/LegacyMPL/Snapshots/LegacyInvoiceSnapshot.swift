import Foundation

/// A `Sendable` copy of one ``PayPalInvoiceItem``, taken when a flow starts so later changes to the
/// app's object cannot change a payment in flight.
struct LegacyInvoiceItemSnapshot: Sendable, Equatable {
    var name: String?
    var itemId: String?
    var totalPrice: Decimal?
    var itemPrice: Decimal?
    var itemCount: Decimal?

    init(_ item: PayPalInvoiceItem) {
        name = item.name
        itemId = item.itemId
        totalPrice = DecimalNumbers.decimal(item.totalPrice)
        itemPrice = DecimalNumbers.decimal(item.itemPrice)
        itemCount = item.itemCount.map { NSDecimalNumber(string: $0.stringValue, locale: Locale(identifier: "en_US_POSIX")).decimalValue }
    }
}

/// A `Sendable` copy of a ``PayPalInvoiceData``.
struct LegacyInvoiceSnapshot: Sendable, Equatable {
    var totalTax: Decimal?
    var totalShipping: Decimal?
    /// The items, with their index in `invoiceItems`.
    var items: [(index: Int, item: LegacyInvoiceItemSnapshot)]
    /// Indexes of `invoiceItems` entries that are not ``PayPalInvoiceItem``s.
    var foreignIndexes: [Int]

    init(_ data: PayPalInvoiceData) {
        totalTax = DecimalNumbers.decimal(data.totalTax)
        totalShipping = DecimalNumbers.decimal(data.totalShipping)
        let entries = data.invoiceItems.map { Array($0) } ?? []
        items = entries.enumerated().compactMap { index, entry in
            (entry as? PayPalInvoiceItem).map { (index, LegacyInvoiceItemSnapshot($0)) }
        }
        foreignIndexes = entries.enumerated().filter { !($0.element is PayPalInvoiceItem) }.map(\.offset)
    }

    static func == (lhs: LegacyInvoiceSnapshot, rhs: LegacyInvoiceSnapshot) -> Bool {
        lhs.totalTax == rhs.totalTax && lhs.totalShipping == rhs.totalShipping && lhs.foreignIndexes == rhs.foreignIndexes
            && lhs.items.map(\.index) == rhs.items.map(\.index) && lhs.items.map(\.item) == rhs.items.map(\.item)
    }
}
