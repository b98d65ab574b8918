import Foundation

/// The terms of a preapproval the buyer agrees to (PayPalPreapprovalDetails.h, H1 = H2), available as
/// `PayPal.preapprovalDetails` during `preapprovalWithKey(_:andMerchantName:)`.
///
/// The header marks `merchantName`, `currency`, `maxTotalAmountOfAllPayments`, `startDate` and `endDate` as required.
open class PayPalPreapprovalDetails: NSObject {
    /// The merchant asking for the preapproval (required).
    open var merchantName: String!
    /// The most payments allowed.
    open var maxNumPayments: UInt = 0
    /// The most a single payment may be.
    open var maxPerPayment: NSDecimalNumber!
    /// The currency code (required).
    open var currency: String!
    /// The most all payments together may be (required).
    open var maxTotalAmountOfAllPayments: NSDecimalNumber!
    /// When the preapproval starts (required).
    open var startDate: Date!
    /// When the preapproval ends (required).
    open var endDate: Date!
    /// Whether the buyer approved.
    open var approved: Bool = false
    /// Whether payments need the buyer's PIN.
    open var pinRequired: Bool = false
    /// The payment period.
    open var paymentPeriod: PayPalPaymentPeriod = PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED
    /// The day of the month payments are taken.
    open var dateOfMonth: UInt = 0
    /// The day of the week payments are taken.
    open var dayOfWeek: PayPalDayOfWeek = PP_DAYOFWEEK_NO_DAY_SPECIFIED
    /// The most payments per period.
    open var maxNumPaymentsPerPeriod: UInt = 0
    /// The Instant Payment Notification URL (Orders v2 and Vault v3 use webhooks instead).
    open var ipnUrl: String!
    /// A memo.
    open var memo: String!
    /// The sender's email.
    open var senderEmail: String!

    /// Creates empty details.
    public override init() {
        super.init()
    }
}
