import Foundation

/// One thing wrong with a legacy payment: where (the property path), what, and how to fix it.
public struct LegacyValidationProblem: Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, stable for programs (`rawValue` is an upper-case code).
    public enum Code: String, Sendable, Equatable, CaseIterable {
        /// A required property is `nil` or empty.
        case missingRequiredField = "MISSING_REQUIRED_FIELD"
        /// The recipient is neither an email address nor a phone number.
        case invalidRecipient = "INVALID_RECIPIENT"
        /// The recipient is longer than the guide's 255 characters.
        case recipientTooLong = "RECIPIENT_TOO_LONG"
        /// The currency is not one of the guide's Appendix A that PayPal accepts.
        case unsupportedCurrency = "UNSUPPORTED_CURRENCY"
        /// The amount has more decimals than its currency allows.
        case tooManyDecimals = "TOO_MANY_DECIMALS"
        /// An amount that must be above zero is zero or negative.
        case amountNotPositive = "AMOUNT_NOT_POSITIVE"
        /// An amount that may be zero is negative.
        case negativeAmount = "NEGATIVE_AMOUNT"
        /// The amount is not a number or is above PayPal's maximum.
        case invalidAmount = "INVALID_AMOUNT"
        /// The items' `totalPrice`s do not add up to the `subTotal`.
        case invoiceTotalMismatch = "INVOICE_TOTAL_MISMATCH"
        /// An item's `totalPrice` is above `itemPrice × itemCount` (a price increase).
        case itemTotalAbovePriceTimesCount = "ITEM_TOTAL_ABOVE_PRICE_TIMES_COUNT"
        /// An item's `itemCount` is not a whole number of at least 1.
        case invalidItemCount = "INVALID_ITEM_COUNT"
        /// An array holds an object of the wrong class.
        case wrongElementType = "WRONG_ELEMENT_TYPE"
        /// An advanced payment has too few or too many receivers for its kind.
        case invalidReceiverCount = "INVALID_RECEIVER_COUNT"
        /// More than one receiver is marked `isPrimary`.
        case multiplePrimaryReceivers = "MULTIPLE_PRIMARY_RECEIVERS"
        /// A text is longer than Orders v2 accepts for the field it becomes, and shortening it would change what it
        /// means (`customId`, which merchants reconcile on; a preapproval's texts).
        case textTooLong = "TEXT_TOO_LONG"
        /// The recipient is a phone number that the recipient map (``LegacyRecipientMap``) does not turn into a PayPal
        /// account: Orders v2 pays an email address or a merchant id only.
        case phoneRecipientNotMapped = "PHONE_RECIPIENT_NOT_MAPPED"
        /// The same PayPal account is listed as two receivers (Adaptive Payments required each receiver once).
        case duplicateReceiver = "DUPLICATE_RECEIVER"
        /// A chained payment with several secondaries and dynamic amounts: its split into purchase units cannot show
        /// the delegate the amounts of 2011.
        case chainedPaymentNotSupported = "CHAINED_PAYMENT_NOT_SUPPORTED"
        /// A preapproval key of Adaptive Payments (`PA-…`): those preapprovals no longer exist.
        case adaptivePreapprovalKey = "ADAPTIVE_PREAPPROVAL_KEY"
        /// A chained payment's secondaries together get more than the primary's total (the whole payment).
        case secondaryAmountsExceedPrimary = "SECONDARY_AMOUNTS_EXCEED_PRIMARY"
        /// Dynamic amounts use another currency than the payment.
        case currencyMismatch = "CURRENCY_MISMATCH"
        /// Dynamic receiver amounts name a recipient the payment does not have, or miss one it has.
        case unknownRecipient = "UNKNOWN_RECIPIENT"
        /// A preapproval's dates are out of order or already over.
        case invalidDateRange = "INVALID_DATE_RANGE"
        /// A preapproval limit contradicts another (per payment above the total, per period above the count).
        case inconsistentLimits = "INCONSISTENT_LIMITS"
        /// A preapproval's schedule is out of range or does not fit its period (a day of the week on a monthly period).
        case invalidSchedule = "INVALID_SCHEDULE"
        /// An email address or URL is malformed.
        case malformedValue = "MALFORMED_VALUE"
    }

    /// Where: the legacy property path, for example `receiverPaymentDetails[2].subTotal`.
    public let path: String
    /// The kind of problem.
    public let code: Code
    /// What is wrong, with the offending value.
    public let message: String
    /// How to fix it.
    public let fix: String

    /// Creates a problem.
    public init(path: String, code: Code, message: String, fix: String) {
        self.path = path
        self.code = code
        self.message = message
        self.fix = fix
    }

    /// Whether the legacy library accepted this but Orders v2 cannot carry it (an unmapped phone recipient, a
    /// `customId` over 127 characters, a chained payment with several secondaries and dynamic amounts, an Adaptive
    /// Payments preapproval key).
    public var isOrdersV2Limitation: Bool {
        [.textTooLong, .phoneRecipientNotMapped, .chainedPaymentNotSupported, .adaptivePreapprovalKey].contains(code)
    }

    /// `path: message Fix: fix`.
    public var description: String { "\(path): \(message) Fix: \(fix)" }
}
