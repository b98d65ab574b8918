import Foundation

/// A payment to several receivers (PayPalAdvancedPayment.h; H2 adds `NSCopying` and `getMerchantName()`),
/// passed to `PayPal.advancedCheckoutWithPayment(_:)`.
///
/// Without a primary receiver it is a *parallel* payment (2 to 6 receivers); with exactly one primary
/// receiver it is a *chained* payment (the primary plus 1 to 5 secondary receivers). One currency for all.
open class PayPalAdvancedPayment: NSObject, NSCopying {
    /// The ISO-4217 currency code of every receiver's amounts; the guide's default is `USD`.
    open var paymentCurrency: String! = "USD"
    /// The receivers, an array of ``PayPalReceiverPaymentDetails`` (``PPReceiverPaymentDetails`` in H1).
    open var receiverPaymentDetails: NSMutableArray! = NSMutableArray()
    /// The name shown at the top of the library's screens (Orders v2 `brand_name`).
    open var merchantName: String!
    /// The Instant Payment Notification URL; Orders v2 uses webhooks instead (reported in translation notes).
    open var ipnUrl: String!
    /// A memo.
    open var memo: String!

    /// Creates an empty advanced payment.
    public override init() {
        super.init()
    }

    /// The receivers that are ``PayPalReceiverPaymentDetails``, in order.
    var receivers: [PayPalReceiverPaymentDetails] {
        (receiverPaymentDetails.map { Array($0) } ?? []).compactMap { $0 as? PayPalReceiverPaymentDetails }
    }

    /// The sum of the receivers' `subTotal`s.
    open var subtotal: NSDecimalNumber! {
        DecimalNumbers.sum(receivers.map(\.subTotal))
    }

    /// The sum of the receivers' `invoiceData.totalTax`.
    open var tax: NSDecimalNumber! {
        DecimalNumbers.sum(receivers.map { $0.invoiceData?.totalTax })
    }

    /// The sum of the receivers' `invoiceData.totalShipping`.
    open var shipping: NSDecimalNumber! {
        DecimalNumbers.sum(receivers.map { $0.invoiceData?.totalShipping })
    }

    /// `subtotal + tax + shipping` over all receivers.
    open var total: NSDecimalNumber! {
        DecimalNumbers.sum([subtotal, tax, shipping])
    }

    /// The primary receiver of a chained payment, or the only receiver; otherwise `nil`.
    open var singleReceiver: PayPalReceiverPaymentDetails! {
        let all = receivers
        if let primary = all.first(where: \.isPrimary) { return primary }
        return all.count == 1 ? all[0] : nil
    }

    /// Whether any receiver's `paymentType` is `TYPE_PERSONAL`.
    open var isPersonal: Bool {
        receivers.contains { $0.paymentType == TYPE_PERSONAL }
    }

    /// The merchant name (H2).
    open func getMerchantName() -> String! {
        merchantName
    }

    /// A copy with copies of the receivers (H2 `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PayPalAdvancedPayment()
        copy.paymentCurrency = paymentCurrency
        copy.receiverPaymentDetails = receiverPaymentDetails.map { details in
            NSMutableArray(array: details.map { ($0 as? PayPalReceiverPaymentDetails)?.copy(with: zone) ?? $0 })
        }
        copy.merchantName = merchantName
        copy.ipnUrl = ipnUrl
        copy.memo = memo
        return copy
    }
}
