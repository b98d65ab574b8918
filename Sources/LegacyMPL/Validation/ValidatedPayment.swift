import Foundation
import OrdersCore

/// A legacy payment that passed every check of ``LegacyValidator``: the snapshot it came from, its currency, and
/// every amount as `Money` in that currency's exponent.
///
/// It is the one value the translator reads. Each amount's sign, precision and range were checked once, when the
/// validator made its `Money`; the translator only adds, multiplies and subtracts those, and `Money` encodes itself
/// on the wire. Made only by ``LegacyValidator/validated(_:recipientMap:)``.
struct ValidatedPayment: Sendable {
    /// The copy of the app's object: texts, flags and the receivers' order.
    let snapshot: LegacyPaymentSnapshot
    /// `paymentCurrency`, or `USD` when it was `nil`.
    let currency: Currency
    /// The receivers, in the snapshot's order.
    let receivers: [ValidatedReceiver]

    /// The primary receivers.
    var primaryReceivers: [ValidatedReceiver] { receivers.filter(\.receiver.isPrimary) }
}

/// One receiver of a ``ValidatedPayment`` with its amounts.
struct ValidatedReceiver: Sendable {
    /// Its index in `receiverPaymentDetails` (0 for a simple payment).
    let index: Int
    /// The receiver's snapshot (recipient, texts, payment type).
    let receiver: LegacyReceiverSnapshot
    /// `subTotal`.
    let subTotal: Money
    /// `invoiceData.totalTax`, when set.
    let tax: Money?
    /// `invoiceData.totalShipping`, when set.
    let shipping: Money?
    /// The invoice items, in order (empty without any).
    let items: [ValidatedItem]

    /// The receiver's total as the headers define it: `subTotal` + `totalTax` + `totalShipping`.
    func total() throws(MoneyError) -> Money {
        try subTotal.adding(tax ?? .zero(subTotal.currency)).adding(shipping ?? .zero(subTotal.currency))
    }
}

/// One invoice item of a ``ValidatedReceiver``.
struct ValidatedItem: Sendable {
    /// Its index in `invoiceItems`.
    let index: Int
    /// The item's snapshot (name, id).
    let item: LegacyInvoiceItemSnapshot
    /// `itemPrice`.
    let price: Money
    /// `itemCount`: a whole number of at least 1.
    let quantity: Int
    /// `totalPrice`: at most `price × quantity` (a lower one is a price cut).
    let totalPrice: Money
}
