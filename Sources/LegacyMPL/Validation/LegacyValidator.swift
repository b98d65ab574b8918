import CorePayments
import Foundation

/// Checks a legacy payment against the 2011 guide's rules and against what Orders v2 can carry, and
/// collects every problem (never stopping at the first).
///
/// Rules (seed 001): `recipient` is required, an email or a phone number, at most 255 characters;
/// `paymentCurrency` is one of Appendix A (`nil` means `USD`); `subTotal` is required and above zero;
/// amounts have no more decimals than the currency allows; tax and shipping are zero or more; each
/// invoice item has a name, `totalPrice`, `itemPrice` and a whole `itemCount` ≥ 1, with `totalPrice` at
/// most `itemPrice × itemCount`, and the `totalPrice`s add up to `subTotal`; an advanced payment has
/// 2–6 receivers and no primary (parallel), or one primary and 1–5 secondaries (chained), or a single
/// receiver; a chained payment's secondaries together get no more than the primary's total. Orders v2 adds: no phone payees, texts of at most 127 characters.
struct LegacyValidator {
    /// The currencies of the guide's Appendix A (all of them accepted by PayPal's REST APIs today).
    static let appendixACurrencyCodes = [
        "AUD", "BRL", "CAD", "CZK", "DKK", "EUR", "HKD", "HUF", "ILS", "JPY", "MYR", "MXN",
        "NOK", "NZD", "PHP", "PLN", "GBP", "SGD", "SEK", "CHF", "TWD", "THB", "USD",
    ]

    /// The guide's limit for a recipient.
    static let recipientLimit = 255
    /// Orders v2's limit for `description`, `custom_id`, `brand_name`, item `name` and `sku`.
    static let ordersV2TextLimit = 127

    /// The problems found so far.
    private(set) var problems: [LegacyValidationProblem] = []

    /// Every problem of `payment`.
    static func problems(in payment: LegacyPaymentSnapshot) -> [LegacyValidationProblem] {
        var validator = LegacyValidator()
        validator.check(payment)
        return validator.problems
    }

    /// Throws every problem of `payment`, if there is any.
    static func validate(_ payment: LegacyPaymentSnapshot) throws(LegacyValidationError) {
        let found = problems(in: payment)
        guard found.isEmpty else { throw LegacyValidationError(problems: found) }
    }

    /// The currency of `payment` when it is valid (`USD` when `nil`).
    static func currency(of payment: LegacyPaymentSnapshot) -> Currency? {
        var validator = LegacyValidator()
        return validator.checkCurrency(payment.currencyCode, at: "paymentCurrency")
    }

    mutating func add(_ path: String, _ code: LegacyValidationProblem.Code, _ message: String, fix: String) {
        problems.append(LegacyValidationProblem(path: path, code: code, message: message, fix: fix))
    }

    private mutating func check(_ payment: LegacyPaymentSnapshot) {
        let currency = checkCurrency(payment.currencyCode, at: "paymentCurrency")
        if payment.source == .advanced { checkReceiverList(payment) }
        for (index, receiver) in payment.receivers {
            checkReceiver(receiver, currency: currency) { payment.path(receiver: index, $0) }
        }
        checkChainedShares(payment)
        checkText(payment.merchantName, at: "merchantName", becomes: "experience_context.brand_name")
        if payment.source == .simple, payment.receivers.first?.receiver.note == nil {
            checkText(payment.memo, at: "memo", becomes: "purchase_units[0].description")
        }
    }

    private mutating func checkReceiver(_ receiver: LegacyReceiverSnapshot, currency: Currency?, path: (String) -> String) {
        checkRecipient(receiver.recipient, at: path("recipient"))
        let subTotal = checkAmount(receiver.subTotal, at: path("subTotal"), currency: currency, rule: .positive)
        if let invoice = receiver.invoice {
            checkInvoice(invoice, subTotal: subTotal, subTotalPath: path("subTotal"), currency: currency) { path("invoiceData." + $0) }
        }
        checkText(receiver.note, at: path("description"), becomes: "purchase_units[].description")
        checkText(receiver.customId, at: path("customId"), becomes: "purchase_units[].custom_id")
    }

    /// Reports `text` when Orders v2's field `field` cannot hold it.
    mutating func checkText(_ text: String?, at path: String, becomes field: String) {
        guard let text, text.count > Self.ordersV2TextLimit else { return }
        add(path, .textTooLong,
            "\(path) is \(text.count) characters; it becomes Orders v2 `\(field)`, which takes at most \(Self.ordersV2TextLimit).",
            fix: "Shorten it to \(Self.ordersV2TextLimit) characters or fewer.")
    }
}
