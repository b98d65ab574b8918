import Foundation
import OrdersCore

/// The terms of a preapproval (PayPalPreapprovalDetails.h, with the Adaptive Payments Preapproval rules the
/// header's fields came from): required `merchantName`, `currency`, `maxTotalAmountOfAllPayments`,
/// `startDate` and `endDate`; amounts above zero in the currency's decimals, `maxPerPayment` at most the
/// total; `startDate` before `endDate`, which is not over yet; `paymentPeriod`, `dayOfWeek` (weekly and
/// biweekly periods only) and `dateOfMonth` (0 to 31, monthly periods only) in range;
/// `maxNumPaymentsPerPeriod` needs a period and is at most `maxNumPayments`; `senderEmail` and `ipnUrl` well
/// formed; `memo` at most 1000 characters.
extension LegacyValidator {
    /// Adaptive Payments' limit for a preapproval memo.
    static let preapprovalMemoLimit = 1000

    /// Every problem of `details` at `now`.
    static func problems(in details: PayPalPreapprovalDetails, now: Date) -> [LegacyValidationProblem] {
        var validator = LegacyValidator()
        validator.check(details, now: now)
        return validator.problems
    }

    private mutating func check(_ details: PayPalPreapprovalDetails, now: Date) {
        if details.merchantName?.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
            add(
                "merchantName", .missingRequiredField, "merchantName is required but \(details.merchantName == nil ? "nil" : "empty").",
                fix: "Set the name the buyer sees on the preapproval.")
        }
        checkText(details.merchantName, at: "merchantName", becomes: "experience_context.brand_name")
        let currency: Currency?
        if details.currency == nil {
            add("currency", .missingRequiredField, "currency is required but nil.", fix: "Set an ISO-4217 code such as \"USD\".")
            currency = nil
        } else {
            currency = checkCurrency(details.currency, at: "currency")
        }
        let total = checkAmount(
            details.maxTotalAmountOfAllPayments?.decimalValue, at: "maxTotalAmountOfAllPayments", currency: currency, rule: .positive)?.value
        if let perPaymentNumber = details.maxPerPayment {
            let perPayment = checkAmount(perPaymentNumber.decimalValue, at: "maxPerPayment", currency: currency, rule: .positive)?.value
            if let perPayment, let total, perPayment > total {
                add(
                    "maxPerPayment", .inconsistentLimits, "maxPerPayment \(perPayment) is above maxTotalAmountOfAllPayments \(total).",
                    fix: "Lower maxPerPayment to at most the total, or raise the total.")
            }
        }
        checkDates(start: details.startDate, end: details.endDate, now: now)
        checkSchedule(details)
        if let email = details.senderEmail, !Self.isEmail(email) {
            add("senderEmail", .malformedValue, "senderEmail \"\(email)\" is not an email address.", fix: "Set the buyer's PayPal email, or nil.")
        }
        if let ipnUrl = details.ipnUrl, !Self.isWebURL(ipnUrl) {
            add(
                "ipnUrl", .malformedValue, "ipnUrl \"\(ipnUrl)\" is not an http(s) URL.",
                fix: "Set an absolute https URL, or nil (Vault v3 sends webhooks, not IPN).")
        }
        if let memo = details.memo, memo.count > Self.preapprovalMemoLimit {
            add(
                "memo", .textTooLong, "memo is \(memo.count) characters; a preapproval memo takes at most \(Self.preapprovalMemoLimit).",
                fix: "Shorten it to \(Self.preapprovalMemoLimit) characters or fewer.")
        }
    }

    private mutating func checkDates(start: Date?, end: Date?, now: Date) {
        if start == nil { add("startDate", .missingRequiredField, "startDate is required but nil.", fix: "Set when the preapproval starts.") }
        guard let end else {
            return add("endDate", .missingRequiredField, "endDate is required but nil.", fix: "Set when the preapproval ends.")
        }
        if let start, start >= end {
            add(
                "endDate", .invalidDateRange, "endDate \(Self.day(end)) is not after startDate \(Self.day(start)).",
                fix: "Set an endDate later than the startDate.")
        }
        if end <= now {
            add("endDate", .invalidDateRange, "endDate \(Self.day(end)) is already over.", fix: "Set an endDate in the future.")
        }
    }

    private mutating func checkSchedule(_ details: PayPalPreapprovalDetails) {
        let period = details.paymentPeriod
        let periods = PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED.rawValue...PP_PAYMENTPERIOD_ANNUALLY.rawValue
        if !periods.contains(period.rawValue) {
            add(
                "paymentPeriod", .invalidSchedule, "paymentPeriod \(period.rawValue) is not a PayPalPaymentPeriod.",
                fix: "Use PP_PAYMENTPERIOD_DAILY … PP_PAYMENTPERIOD_ANNUALLY, or PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED.")
        }
        let day = details.dayOfWeek
        if !(PP_DAYOFWEEK_NO_DAY_SPECIFIED.rawValue...PP_DAYOFWEEK_SATURDAY.rawValue).contains(day.rawValue) {
            add(
                "dayOfWeek", .invalidSchedule, "dayOfWeek \(day.rawValue) is not a PayPalDayOfWeek.",
                fix: "Use PP_DAYOFWEEK_SUNDAY … PP_DAYOFWEEK_SATURDAY, or PP_DAYOFWEEK_NO_DAY_SPECIFIED.")
        } else if day != PP_DAYOFWEEK_NO_DAY_SPECIFIED, period != PP_PAYMENTPERIOD_WEEKLY, period != PP_PAYMENTPERIOD_BIWEEKLY {
            add(
                "dayOfWeek", .invalidSchedule, "dayOfWeek is set but paymentPeriod is not weekly or biweekly.",
                fix: "Set paymentPeriod to PP_PAYMENTPERIOD_WEEKLY or PP_PAYMENTPERIOD_BIWEEKLY, or leave dayOfWeek unspecified.")
        }
        if details.dateOfMonth > 31 {
            add(
                "dateOfMonth", .invalidSchedule, "dateOfMonth \(details.dateOfMonth) is not a day of a month.",
                fix: "Use 1 to 31, or 0 for any day.")
        } else if details.dateOfMonth > 0, period != PP_PAYMENTPERIOD_MONTHLY {
            add(
                "dateOfMonth", .invalidSchedule, "dateOfMonth is set but paymentPeriod is not monthly.",
                fix: "Set paymentPeriod to PP_PAYMENTPERIOD_MONTHLY, or dateOfMonth to 0.")
        }
        let perPeriod = details.maxNumPaymentsPerPeriod
        if perPeriod > 0, period == PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED {
            add(
                "maxNumPaymentsPerPeriod", .inconsistentLimits, "maxNumPaymentsPerPeriod is \(perPeriod) but no paymentPeriod is set.",
                fix: "Set paymentPeriod, or maxNumPaymentsPerPeriod to 0.")
        }
        if perPeriod > 0, details.maxNumPayments > 0, perPeriod > details.maxNumPayments {
            add(
                "maxNumPaymentsPerPeriod", .inconsistentLimits,
                "maxNumPaymentsPerPeriod \(perPeriod) is above maxNumPayments \(details.maxNumPayments).",
                fix: "Lower maxNumPaymentsPerPeriod to at most maxNumPayments.")
        }
    }

    /// An absolute http or https URL with a host.
    static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return false }
        return scheme == "https" || scheme == "http"
    }

    private static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }
}

extension PayPalPreapprovalDetails {
    /// Checks the terms offline (non-legacy): every problem with its property path, what is wrong and how to
    /// fix it. Vault v3 carries no spending limits or schedule, so a merchant moving a preapproval to a
    /// setup token enforces these terms on its server; this is the check to run before storing them.
    ///
    /// - Parameter now: the current time (`endDate` must be later).
    /// - Throws: ``LegacyValidationError`` listing every problem.
    public func validate(now: Date = Date()) throws(LegacyValidationError) {
        let found = validationProblems(now: now)
        guard found.isEmpty else { throw LegacyValidationError(problems: found) }
    }

    /// Every problem ``validate(now:)`` would throw; empty when the terms are complete and consistent.
    public func validationProblems(now: Date = Date()) -> [LegacyValidationProblem] {
        LegacyValidator.problems(in: self, now: now)
    }
}
