import Foundation

/// Something about a legacy payment that Orders v2 carries differently or not at all, reported with
/// the translated request so nothing is dropped silently.
public struct TranslationNote: Sendable, Equatable, CustomStringConvertible {
    /// The kind of note (`rawValue` is an upper-case code).
    public enum Code: String, Sendable, Equatable, CaseIterable {
        /// `paymentCurrency` was `nil`; the guide's default `USD` was used.
        case currencyDefaulted = "CURRENCY_DEFAULTED"
        /// `ipnUrl` has no Orders v2 field; PayPal notifies through webhooks instead.
        case ipnUrlNotSent = "IPN_URL_NOT_SENT"
        /// `memo` was sent as the purchase unit's `description`, which was otherwise empty.
        case memoSentAsDescription = "MEMO_SENT_AS_DESCRIPTION"
        /// `memo` has no Orders v2 field (the `description` is taken) and was not sent.
        case memoNotSent = "MEMO_NOT_SENT"
        /// `paymentSubType` (a 2011 pricing plan) has no Orders v2 field and was not sent.
        case paymentSubTypeNotSent = "PAYMENT_SUBTYPE_NOT_SENT"
        /// `TYPE_PERSONAL`: Orders v2 has no personal (send money) payments; sent as a purchase without item category.
        case personalPaymentAsPurchase = "PERSONAL_PAYMENT_AS_PURCHASE"
        /// The item category (from `paymentType` or the DONATE button) lives on items, and there are none.
        case categoryNotSent = "CATEGORY_NOT_SENT"
        /// `feePayer` cannot be honoured: each payee pays PayPal's fees on what it receives (a chained payment's
        /// primary pays them on the whole amount, which honours `FEEPAYER_PRIMARYRECEIVER` only).
        case feePayerNotApplied = "FEE_PAYER_NOT_APPLIED"
        /// `dynamicAmountUpdateEnabled` is ignored because shipping is disabled (as the guide says).
        case dynamicAmountsIgnored = "DYNAMIC_AMOUNTS_IGNORED"
        /// A receiver's `merchantName` has no per-payee field in Orders v2.
        case receiverMerchantNameNotSent = "RECEIVER_MERCHANT_NAME_NOT_SENT"
        /// An item's `totalPrice` below `itemPrice × itemCount` was sent as `breakdown.discount`.
        case priceCutAsDiscount = "PRICE_CUT_AS_DISCOUNT"
        /// `lang` is not a locale code such as `en_US` and was not sent.
        case localeNotSent = "LOCALE_NOT_SENT"
        /// A chained payment's secondary share was sent as the primary unit's platform fee, paid to the secondary.
        case chainedSecondaryAsPlatformFee = "CHAINED_SECONDARY_AS_PLATFORM_FEE"
        /// A chained secondary's items, description, `customId`, type, subtype or `merchantName` has no place in a platform fee.
        case secondaryDetailNotSent = "SECONDARY_DETAIL_NOT_SENT"
        /// An advanced payment with one receiver and no primary was sent as a simple payment.
        case singleReceiverAsSimple = "SINGLE_RECEIVER_AS_SIMPLE"
        /// A chained payment with several secondaries was sent as one purchase unit per receiver (the primary's
        /// unit is what the primary keeps).
        case chainedAsSplitUnits = "CHAINED_AS_SPLIT_UNITS"
        /// A chained payment's primary items were not sent: its unit holds only what the primary keeps.
        case chainedPrimaryItemsNotSent = "CHAINED_PRIMARY_ITEMS_NOT_SENT"
        /// A text longer than its Orders v2 field was shortened on a character boundary, ending with `…`.
        case textShortened = "TEXT_SHORTENED"
        /// `paymentCurrency` was sent upper-cased (`usd` → `USD`).
        case currencyCodeUpperCased = "CURRENCY_CODE_UPPER_CASED"
        /// A phone-number recipient was paid as the account the recipient map names.
        case phoneRecipientMapped = "PHONE_RECIPIENT_MAPPED"
    }

    /// The legacy property concerned, for example `ipnUrl` or `receiverPaymentDetails[1].merchantName`.
    public let path: String
    /// The kind of note.
    public let code: Code
    /// What happened to the value, and what to do instead where there is something to do.
    public let message: String

    /// Creates a note.
    public init(path: String, code: Code, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
