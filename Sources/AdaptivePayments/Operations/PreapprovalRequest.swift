import Foundation
import LegacyMPL
import OrdersCore

/// A `Preapproval` request: the buyer's consent to later payments without them, within limits, read and checked as
/// Adaptive Payments did. The limits are checked by `LegacyMPL`'s own preapproval validation (the app's
/// ``PayPalPreapprovalDetails`` came from these fields), so the app and the server refuse the same terms.
///
/// Fields: `currencyCode`, `returnUrl`, `cancelUrl`, `startingDate` (required); `endingDate` (at most a year after the
/// start; a year by default), `maxTotalAmountOfAllPayments`, `maxAmountPerPayment`, `maxNumberOfPayments`,
/// `maxNumberOfPaymentsPerPeriod`, `paymentPeriod`, `dateOfMonth`, `dayOfWeek`, `memo`, `ipnNotificationUrl`,
/// `senderEmail`, `pinType`, `feesPayer`, `displayMaxTotalAmount`.
public struct PreapprovalRequest: Sendable, Equatable {
    /// `paymentPeriod`.
    public enum Period: String, Sendable, CaseIterable {
        /// No period.
        case none = "NO_PERIOD_SPECIFIED"
        /// `DAILY`.
        case daily = "DAILY"
        /// `WEEKLY`.
        case weekly = "WEEKLY"
        /// `BIWEEKLY`.
        case biweekly = "BIWEEKLY"
        /// `SEMIMONTHLY`.
        case semimonthly = "SEMIMONTHLY"
        /// `MONTHLY`.
        case monthly = "MONTHLY"
        /// `ANNUALLY`.
        case annually = "ANNUALLY"
    }

    /// `dayOfWeek`.
    public enum Weekday: String, Sendable, CaseIterable {
        /// No day.
        case none = "NO_DAY_SPECIFIED"
        /// `SUNDAY` … `SATURDAY`.
        case sunday = "SUNDAY"
        case monday = "MONDAY"
        case tuesday = "TUESDAY"
        case wednesday = "WEDNESDAY"
        case thursday = "THURSDAY"
        case friday = "FRIDAY"
        case
            saturday = "SATURDAY"
    }

    /// `currencyCode`.
    public let currency: Currency
    /// `returnUrl` and `cancelUrl`: where the buyer goes after approving or canceling.
    public let returnURL: URL, cancelURL: URL
    /// `startingDate` and `endingDate`.
    public let startingDate: Date, endingDate: Date
    /// `maxTotalAmountOfAllPayments`, `maxAmountPerPayment`.
    public let maxTotal: Money?, maxPerPayment: Money?
    /// `maxNumberOfPayments`, `maxNumberOfPaymentsPerPeriod` (0: no limit).
    public let maxNumberOfPayments: Int, maxNumberOfPaymentsPerPeriod: Int
    /// `paymentPeriod`, `dayOfWeek`, `dateOfMonth` (0: any day).
    public let period: Period, dayOfWeek: Weekday, dateOfMonth: Int
    /// `memo`, `ipnNotificationUrl`, `senderEmail`.
    public let memo: String?, ipnNotificationURL: URL?, senderEmail: String?
    /// `feesPayer` (default `EACHRECEIVER`), `displayMaxTotalAmount`.
    public let feesPayer: PayRequest.FeesPayer, displayMaxTotalAmount: Bool

    /// The longest a preapproval may run.
    public static let longestTerm: TimeInterval = 366 * 86_400

    /// Reads `fields` at `now`.
    /// - Throws: ``AdaptiveFailure`` listing every problem: 580029 (a required field missing), 580001 (a value not
    ///   allowed, or terms `LegacyMPL` refuses), 560027 (`pinType` REQUIRED: Vault v3 has no PIN).
    public init(_ fields: AdaptiveFields, now: Date) throws(AdaptiveFailure) {
        var problems = AdaptiveProblems()
        problems.requireEnvelope(fields)
        let currency = problems.currency(fields, "currencyCode")
        let returnURL = problems.url(fields, "returnUrl", required: true)
        let cancelURL = problems.url(fields, "cancelUrl", required: true)
        let ipnURL = problems.url(fields, "ipnNotificationUrl", required: false, maxLength: 1024)
        let start = problems.date(fields, "startingDate", required: true)
        let end = problems.date(fields, "endingDate", required: false) ?? start.map { $0.addingTimeInterval(Self.longestTerm - 86_400) }
        if let start, let end, end.timeIntervalSince(start) > Self.longestTerm {
            problems.add(.invalidRequest, "Invalid request: endingDate must be at most one year after startingDate.", "endingDate")
        }
        let maxTotal = fields.text("maxTotalAmountOfAllPayments") == nil ? nil : problems.amount(fields, "maxTotalAmountOfAllPayments", currency: currency)
        let maxPerPayment = fields.text("maxAmountPerPayment") == nil ? nil : problems.amount(fields, "maxAmountPerPayment", currency: currency)
        let count = problems.count(fields, "maxNumberOfPayments")
        let perPeriod = problems.count(fields, "maxNumberOfPaymentsPerPeriod")
        let period = fields.text("paymentPeriod") == nil ? Period.none : problems.choice(fields, "paymentPeriod", Period.self)
        let weekday = fields.text("dayOfWeek") == nil ? Weekday.none : problems.choice(fields, "dayOfWeek", Weekday.self)
        let dateOfMonth = problems.count(fields, "dateOfMonth")
        let memo = problems.text(fields, "memo", maxLength: 1000)
        let senderEmail = fields.text("senderEmail") == nil ? nil : problems.email(fields, "senderEmail")
        let feesPayer = fields.text("feesPayer") == nil ? .eachReceiver : problems.choice(fields, "feesPayer", PayRequest.FeesPayer.self)
        let display = problems.flag(fields, "displayMaxTotalAmount") ?? false
        if let pin = fields.text("pinType"), pin != "NOT_REQUIRED" {
            problems.add(
                pin == "REQUIRED" ? .unsupportedValue : .invalidRequest,
                "pinType \(pin) is not supported: Vault v3 has no preapproval PIN; send pinType NOT_REQUIRED (or leave it out).", "pinType")
        }
        try problems.throwIfAny()
        guard let currency, let returnURL, let cancelURL, let start, let end, let period, let weekday, let feesPayer else { throw problems.unexpected }
        (self.currency, self.returnURL, self.cancelURL, self.startingDate, self.endingDate) = (currency, returnURL, cancelURL, start, end)
        (self.maxTotal, self.maxPerPayment, self.maxNumberOfPayments, self.maxNumberOfPaymentsPerPeriod) = (maxTotal, maxPerPayment, count ?? 0, perPeriod ?? 0)
        (self.period, self.dayOfWeek, self.dateOfMonth) = (period, weekday, dateOfMonth ?? 0)
        (self.memo, self.ipnNotificationURL, self.senderEmail, self.feesPayer, self.displayMaxTotalAmount) = (memo, ipnURL, senderEmail, feesPayer, display)
        try checkTerms(now: now)
    }

    /// The terms checked by `LegacyMPL`'s validation of ``PayPalPreapprovalDetails`` (the one set of rules for the app
    /// and the server), its problems named by their Adaptive fields. What the app's header requires and a server's
    /// Preapproval may leave out (`merchantName`, `maxTotalAmountOfAllPayments`) is not asked for.
    private func checkTerms(now: Date) throws(AdaptiveFailure) {
        let details = PayPalPreapprovalDetails()
        details.currency = currency.code
        details.maxTotalAmountOfAllPayments = maxTotal.map { NSDecimalNumber(decimal: $0.amount) }
        details.maxPerPayment = maxPerPayment.map { NSDecimalNumber(decimal: $0.amount) }
        details.maxNumPayments = UInt(maxNumberOfPayments)
        details.maxNumPaymentsPerPeriod = UInt(maxNumberOfPaymentsPerPeriod)
        details.startDate = startingDate
        details.endDate = endingDate
        details.paymentPeriod = PayPalPaymentPeriod(rawValue: Int32(Period.allCases.firstIndex(of: period) ?? 0) - 1)
        details.dayOfWeek = PayPalDayOfWeek(rawValue: Int32(Weekday.allCases.firstIndex(of: dayOfWeek) ?? 0) - 1)
        details.dateOfMonth = UInt(dateOfMonth)
        details.senderEmail = senderEmail
        details.ipnUrl = ipnNotificationURL?.absoluteString
        details.memo = memo
        let optional: Set<String> = ["merchantName", "maxTotalAmountOfAllPayments"]
        let problems = details.validationProblems(now: now).filter { !($0.code == .missingRequiredField && optional.contains($0.path)) }
        guard problems.isEmpty else {
            throw AdaptiveFailure(problems.map { AdaptiveError(.invalidRequest, "\($0.message) \($0.fix)", parameter: Self.adaptiveName($0.path)) })
        }
    }

    /// The Adaptive name of a ``PayPalPreapprovalDetails`` property.
    static func adaptiveName(_ path: String) -> String {
        let names = [
            "startDate": "startingDate", "endDate": "endingDate", "maxPerPayment": "maxAmountPerPayment", "maxNumPayments": "maxNumberOfPayments",
            "maxNumPaymentsPerPeriod": "maxNumberOfPaymentsPerPeriod", "currency": "currencyCode", "ipnUrl": "ipnNotificationUrl",
        ]
        return names[path] ?? path
    }

    /// Whether a payment of `amount` at `time` keeps to the dates, the weekday and the day of the month; the errorId
    /// and message when not (579024 outside the dates, 579025 another weekday, 579026 another day of the month).
    public func scheduleProblem(at time: Date) -> AdaptiveError? {
        if time < startingDate || time > endingDate {
            return AdaptiveError(
                .preapprovalOutsideDates, "The preapproval is valid from \(Self.day(startingDate)) to \(Self.day(endingDate)); this payment is outside it.",
                parameter: "preapprovalKey")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? .current
        if let index = Weekday.allCases.firstIndex(of: dayOfWeek), dayOfWeek != .none, calendar.component(.weekday, from: time) != index {
            return AdaptiveError(
                .preapprovalWrongWeekday, "The preapproval allows payments on \(dayOfWeek.rawValue) only.", parameter: "preapprovalKey")
        }
        if dateOfMonth > 0, calendar.component(.day, from: time) != dateOfMonth {
            return AdaptiveError(
                .preapprovalWrongDayOfMonth, "The preapproval allows payments on day \(dateOfMonth) of the month only.", parameter: "preapprovalKey")
        }
        return nil
    }

    /// `2012-09-27T00:00:00.000Z`, as PayPal wrote a preapproval's dates.
    public static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}

extension AdaptiveProblems {
    /// A date: `2012-09-27`, or a dateTime with an offset (`2012-09-27T00:00:15.000Z`, `…-07:00`).
    mutating func date(_ fields: AdaptiveFields, _ key: String, required: Bool) -> Date? {
        guard let text = fields.text(key) else {
            if required { add(.missingParameter, "Invalid request: \(key) is required.", key) }
            return nil
        }
        let full = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        guard let date = full.date(from: text) ?? fractional.date(from: text) ?? dayOnly.date(from: text) else {
            add(.invalidRequest, "Invalid request: \(key) with value \(text); give a date such as 2012-09-27 or 2012-09-27T00:00:00Z.", key)
            return nil
        }
        return date
    }

    /// An optional count of 0 or more (at most 1,000,000).
    mutating func count(_ fields: AdaptiveFields, _ key: String) -> Int? {
        guard let text = fields.text(key) else { return nil }
        guard let value = Int(text), (0...1_000_000).contains(value) else {
            add(.invalidRequest, "Invalid request: \(key) with value \(text); give a whole number from 0.", key)
            return nil
        }
        return value
    }
}
