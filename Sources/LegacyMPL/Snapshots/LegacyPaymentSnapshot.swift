import Foundation

/// A `Sendable` copy of a legacy payment (simple or advanced): what validation and translation read,
/// and what the checkout flow carries across threads.
///
/// A simple ``PayPalPayment`` becomes one receiver; an advanced payment keeps its receivers in order.
struct LegacyPaymentSnapshot: Sendable, Equatable {
    /// Which legacy object the snapshot came from; it decides the property paths in messages.
    enum Source: Sendable, Equatable {
        /// A ``PayPalPayment``: paths are `subTotal`, `invoiceData.totalTax`, …
        case simple
        /// A ``PayPalAdvancedPayment``: paths are `receiverPaymentDetails[2].subTotal`, …
        case advanced
    }

    var source: Source
    var currencyCode: String?
    /// The receivers, with their index in `receiverPaymentDetails` (0 for a simple payment).
    var receivers: [(index: Int, receiver: LegacyReceiverSnapshot)]
    /// Whether `receiverPaymentDetails` was `nil` (advanced payments only).
    var receiverListMissing: Bool
    /// Indexes of `receiverPaymentDetails` entries that are not receivers.
    var foreignReceiverIndexes: [Int]
    /// The payment-level merchant name (`brand_name`).
    var merchantName: String?
    var ipnUrl: String?
    var memo: String?

    init(_ payment: PayPalPayment) {
        source = .simple
        currencyCode = payment.paymentCurrency
        receivers = [(0, LegacyReceiverSnapshot(simple: payment))]
        receiverListMissing = false
        foreignReceiverIndexes = []
        merchantName = payment.merchantName
        ipnUrl = payment.ipnUrl
        memo = payment.memo
    }

    init(_ payment: PayPalAdvancedPayment) {
        source = .advanced
        currencyCode = payment.paymentCurrency
        let entries = payment.receiverPaymentDetails.map { Array($0) } ?? []
        receivers = entries.enumerated().compactMap { index, entry in
            (entry as? PayPalReceiverPaymentDetails).map { (index, LegacyReceiverSnapshot($0)) }
        }
        receiverListMissing = payment.receiverPaymentDetails == nil
        foreignReceiverIndexes = entries.enumerated().filter { !($0.element is PayPalReceiverPaymentDetails) }.map(\.offset)
        merchantName = payment.merchantName
        ipnUrl = payment.ipnUrl
        memo = payment.memo
    }

    /// The property path of receiver `index`'s `property`: `subTotal` or `receiverPaymentDetails[2].subTotal`.
    func path(receiver index: Int, _ property: String) -> String {
        switch source {
        case .simple: return property
        case .advanced: return "receiverPaymentDetails[\(index)].\(property)"
        }
    }

    /// The primary receivers.
    var primaryReceivers: [(index: Int, receiver: LegacyReceiverSnapshot)] {
        receivers.filter(\.receiver.isPrimary)
    }

    static func == (lhs: LegacyPaymentSnapshot, rhs: LegacyPaymentSnapshot) -> Bool {
        lhs.source == rhs.source && lhs.currencyCode == rhs.currencyCode
            && lhs.receivers.map(\.index) == rhs.receivers.map(\.index)
            && lhs.receivers.map(\.receiver) == rhs.receivers.map(\.receiver)
            && lhs.receiverListMissing == rhs.receiverListMissing
            && lhs.foreignReceiverIndexes == rhs.foreignReceiverIndexes
            && lhs.merchantName == rhs.merchantName && lhs.ipnUrl == rhs.ipnUrl && lhs.memo == rhs.memo
    }
}
