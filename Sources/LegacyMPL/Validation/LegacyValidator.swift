import Foundation
import OrdersCore

/// Checks a legacy payment against the 2011 guide's rules and against what Orders v2 can carry, and
/// collects every problem (never stopping at the first).
///
/// Rules (seed 001): `recipient` is required, an email or a phone number, at most 255 characters;
/// `paymentCurrency` is one of Appendix A (`nil` means `USD`); `subTotal` is required and above zero;
/// amounts have no more decimals than the currency allows; tax and shipping are zero or more; each
/// invoice item has a name, `totalPrice`, `itemPrice` and a whole `itemCount` ≥ 1, with `totalPrice` at
/// most `itemPrice × itemCount`, and the `totalPrice`s add up to `subTotal`; an advanced payment has
/// 2–6 receivers and no primary (parallel), or one primary and 1–5 secondaries (chained), or a single
/// receiver; a chained payment's secondaries together get no more than the primary's total; each PayPal account is
/// a receiver once. Orders v2 adds: a phone recipient must be in the ``LegacyRecipientMap``; `customId` takes at most
/// 127 characters (longer descriptions, names and item texts are shortened by the translator, with a note).
struct LegacyValidator {
    /// The currencies of the guide's Appendix A (all of them accepted by PayPal's REST APIs today).
    static let appendixACurrencyCodes = [
        "AUD", "BRL", "CAD", "CZK", "DKK", "EUR", "HKD", "HUF", "ILS", "JPY", "MYR", "MXN",
        "NOK", "NZD", "PHP", "PLN", "GBP", "SGD", "SEK", "CHF", "TWD", "THB", "USD",
    ]

    /// The guide's limit for a recipient.
    static let recipientLimit = 255

    /// The problems found so far.
    private(set) var problems: [LegacyValidationProblem] = []
    /// Which PayPal account each phone-number recipient is.
    var recipientMap = LegacyRecipientMap()

    /// Every problem of `payment`, phone recipients resolved through `recipientMap`.
    static func problems(in payment: LegacyPaymentSnapshot, recipientMap: LegacyRecipientMap = LegacyRecipientMap()) -> [LegacyValidationProblem] {
        var validator = LegacyValidator(recipientMap: recipientMap)
        _ = validator.check(payment)
        return validator.problems
    }

    /// Throws every problem of `payment`, if there is any.
    static func validate(_ payment: LegacyPaymentSnapshot, recipientMap: LegacyRecipientMap = LegacyRecipientMap()) throws(LegacyValidationError) {
        _ = try validated(payment, recipientMap: recipientMap)
    }

    /// `payment` with its currency and every amount as `Money`, checked once, here.
    /// - Throws: ``LegacyValidationError`` with every problem of the payment.
    static func validated(_ payment: LegacyPaymentSnapshot, recipientMap: LegacyRecipientMap = LegacyRecipientMap()) throws(LegacyValidationError)
        -> ValidatedPayment
    {
        var validator = LegacyValidator(recipientMap: recipientMap)
        let (currency, receivers) = validator.check(payment)
        let usable = receivers.compactMap(\.self)
        guard validator.problems.isEmpty, let currency, usable.count == receivers.count else {
            throw LegacyValidationError(problems: validator.problems)
        }
        return ValidatedPayment(snapshot: payment, currency: currency, receivers: usable)
    }

    mutating func add(_ path: String, _ code: LegacyValidationProblem.Code, _ message: String, fix: String) {
        problems.append(LegacyValidationProblem(path: path, code: code, message: message, fix: fix))
    }

    /// Checks everything; returns the currency and each receiver with its amounts (`nil` where one is unusable).
    private mutating func check(_ payment: LegacyPaymentSnapshot) -> (Currency?, [ValidatedReceiver?]) {
        let currency = checkCurrency(payment.currencyCode, at: "paymentCurrency")
        if payment.source == .advanced { checkReceiverList(payment) }
        let receivers = payment.receivers.map { index, receiver in
            checkReceiver(receiver, index: index, currency: currency) { payment.path(receiver: index, $0) }
        }
        checkChainedShares(payment)
        checkDuplicateReceivers(payment)
        return (currency, receivers)
    }

    private mutating func checkReceiver(
        _ receiver: LegacyReceiverSnapshot, index: Int, currency: Currency?, path: (String) -> String
    ) -> ValidatedReceiver? {
        checkRecipient(receiver.recipient, at: path("recipient"))
        let subTotal = checkAmount(receiver.subTotal, at: path("subTotal"), currency: currency, rule: .positive)
        var invoice: CheckedInvoice?
        var invoiceUsable = true
        if let data = receiver.invoice {
            invoice = checkInvoice(data, subTotal: subTotal?.value, subTotalPath: path("subTotal"), currency: currency) { path("invoiceData." + $0) }
            invoiceUsable = invoice != nil
        }
        if let customId = receiver.customId, LegacyTextLimit.exceeds(customId) {
            add(
                path("customId"), .textTooLong,
                "\(path("customId")) is \(customId.unicodeScalars.count) characters; it becomes Orders v2 `custom_id`, which takes at most \(LegacyTextLimit.ordersV2) — and it is the value you reconcile payments on, so it is not shortened.",
                fix:
                    "Use an id of at most \(LegacyTextLimit.ordersV2) characters (for example your order number), and keep longer data on your server under that id."
            )
        }
        guard let subTotal = subTotal?.money, invoiceUsable else { return nil }
        return ValidatedReceiver(
            index: index, receiver: receiver, subTotal: subTotal, tax: invoice?.tax, shipping: invoice?.shipping, items: invoice?.items ?? [])
    }

    /// Reports `text` when Orders v2's field `field` cannot hold it (a preapproval's texts, which the library does
    /// not send itself).
    mutating func checkText(_ text: String?, at path: String, becomes field: String) {
        guard let text, LegacyTextLimit.exceeds(text) else { return }
        add(
            path, .textTooLong,
            "\(path) is \(text.unicodeScalars.count) characters; it becomes Orders v2 `\(field)`, which takes at most \(LegacyTextLimit.ordersV2).",
            fix: "Shorten it to \(LegacyTextLimit.ordersV2) characters or fewer.")
    }
}
