import Foundation

/// A simple payment: one recipient, one amount (PayPalPayment.h, H1 = H2), passed to
/// `PayPal.checkoutWithPayment(_:)`.
///
/// Required: `paymentCurrency` (the guide: defaults to `USD`), `subTotal` ("not including taxes and
/// shipping") and `recipient` (email or phone, at most 255 characters). Check a payment offline with
/// ``validate()`` and see the Orders v2 request it becomes with ``orderPlan(options:)``.
open class PayPalPayment: NSObject {
    /// The ISO-4217 currency code; the guide's default is `USD` and `nil` also means `USD`.
    open var paymentCurrency: String! = "USD"
    /// The amount before tax and shipping.
    open var subTotal: NSDecimalNumber!
    /// The recipient's email address or phone number with country code (`+14029352050`), at most 255 characters.
    open var recipient: String!
    /// The purpose of the payment; defaults to `TYPE_NOT_SET`.
    open var paymentType: PayPalPaymentType = TYPE_NOT_SET
    /// The pricing-plan subtype of a `TYPE_SERVICE` payment; defaults to `SUBTYPE_NOT_SET`.
    open var paymentSubType: PayPalPaymentSubType = SUBTYPE_NOT_SET
    /// Tax, shipping and the item breakdown.
    open var invoiceData: PayPalInvoiceData!
    /// The merchant's own id for the payment (Orders v2 `custom_id`).
    open var customId: String!
    /// The name shown at the top of the library's screens (Orders v2 `brand_name`).
    open var merchantName: String!
    /// The Instant Payment Notification URL; Orders v2 uses webhooks instead (reported in translation notes).
    open var ipnUrl: String!
    /// A memo (H2 dropped the ivar but kept the property).
    open var memo: String!

    private var note: String?

    /// Creates an empty payment, as `[[PayPalPayment alloc] init]` does.
    public override init() {
        super.init()
    }

    /// The payment note (the header's `description` property; Orders v2 `description`).
    ///
    /// Settable as in the header. It reads as an empty string when no note was set.
    open override var description: String {
        get { note ?? "" }
        set { note = newValue }
    }

    /// The payment note, `nil` when none was set.
    package var paymentNote: String? { note }
}
