import Foundation

/// A `Sendable` copy of one receiver: the recipient of a simple payment, or one
/// ``PayPalReceiverPaymentDetails`` of an advanced payment.
struct LegacyReceiverSnapshot: Sendable, Equatable {
    var recipient: String?
    var subTotal: Decimal?
    var isPrimary: Bool
    var paymentType: PayPalPaymentType
    var paymentSubType: PayPalPaymentSubType
    var invoice: LegacyInvoiceSnapshot?
    var note: String?
    var customId: String?
    var merchantName: String?

    init(_ details: PayPalReceiverPaymentDetails) {
        recipient = details.recipient
        subTotal = DecimalNumbers.decimal(details.subTotal)
        isPrimary = details.isPrimary
        paymentType = details.paymentType
        paymentSubType = details.paymentSubType
        invoice = details.invoiceData.map(LegacyInvoiceSnapshot.init)
        note = details.paymentNote
        customId = details.customId
        merchantName = details.merchantName
    }

    init(simple payment: PayPalPayment) {
        recipient = payment.recipient
        subTotal = DecimalNumbers.decimal(payment.subTotal)
        isPrimary = false
        paymentType = payment.paymentType
        paymentSubType = payment.paymentSubType
        invoice = payment.invoiceData.map(LegacyInvoiceSnapshot.init)
        note = payment.paymentNote
        customId = payment.customId
        merchantName = payment.merchantName
    }
}
