import Foundation

/// One receiver of an advanced (parallel or chained) payment (PayPalReceiverPaymentDetails.h, H2,
/// with `NSCopying`; H1 named it ``PPReceiverPaymentDetails``).
///
/// If `paymentType` or `paymentSubType` is not set, the value passed to the button is used.
open class PayPalReceiverPaymentDetails: NSObject, NSCopying {
    /// The receiver's email address or phone number with country code, at most 255 characters.
    open var recipient: String!
    /// The receiver's amount before tax and shipping.
    open var subTotal: NSDecimalNumber!
    /// Whether this is the primary receiver of a chained payment (at most one per payment).
    open var isPrimary: Bool = false
    /// The purpose of the payment to this receiver.
    open var paymentType: PayPalPaymentType = TYPE_NOT_SET
    /// The pricing-plan subtype of a `TYPE_SERVICE` payment.
    open var paymentSubType: PayPalPaymentSubType = SUBTYPE_NOT_SET
    /// Tax, shipping and the item breakdown for this receiver.
    open var invoiceData: PayPalInvoiceData!
    /// The merchant's own id for this receiver's part (Orders v2 `custom_id`).
    open var customId: String!
    /// The name identifying the receiver to the buyer.
    open var merchantName: String!

    private var note: String?

    /// Creates an empty receiver.
    public override init() {
        super.init()
    }

    /// The payment note for this receiver (the header's `description`; Orders v2 `description`).
    /// Reads as an empty string when no note was set.
    open override var description: String {
        get { note ?? "" }
        set { note = newValue }
    }

    /// The note, `nil` when none was set.
    package var paymentNote: String? { note }

    /// `subTotal + invoiceData.totalTax + invoiceData.totalShipping`; `nil` parts count as zero.
    open var total: NSDecimalNumber! {
        DecimalNumbers.sum([subTotal, invoiceData?.totalTax, invoiceData?.totalShipping])
    }

    /// A copy with a copy of the invoice data (H2 `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PayPalReceiverPaymentDetails()
        copy.recipient = recipient
        copy.subTotal = subTotal
        copy.isPrimary = isPrimary
        copy.paymentType = paymentType
        copy.paymentSubType = paymentSubType
        copy.invoiceData = invoiceData?.copy(with: zone) as? PayPalInvoiceData
        copy.customId = customId
        copy.merchantName = merchantName
        copy.note = note
        return copy
    }
}

/// The H1 name of ``PayPalReceiverPaymentDetails`` (PPReceiverPaymentDetails.h, MPL 1.0/1.1).
///
/// A type alias, so H1 code (`PPReceiverPaymentDetails()`) and H2 code share one class and
/// `PayPalAdvancedPayment.singleReceiver` fits both.
public typealias PPReceiverPaymentDetails = PayPalReceiverPaymentDetails
