import Foundation
import Testing

@testable import LegacyMPL

/// `PayPalPreapprovalDetails.validate(now:)`: every rule, each with the property path and the fix.
@Suite("Validation: PayPalPreapprovalDetails")
struct PreapprovalDetailsValidationTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21
    static let day: TimeInterval = 86_400

    /// Complete, consistent terms: 12 monthly payments of at most 50.00 USD, 600.00 in all, on the 1st.
    static func details() -> PayPalPreapprovalDetails {
        let details = PayPalPreapprovalDetails()
        details.merchantName = "Gym & Co"
        details.currency = "USD"
        details.maxTotalAmountOfAllPayments = NSDecimalNumber(string: "600.00")
        details.maxPerPayment = NSDecimalNumber(string: "50.00")
        details.maxNumPayments = 12
        details.startDate = now
        details.endDate = now.addingTimeInterval(365 * day)
        details.paymentPeriod = PP_PAYMENTPERIOD_MONTHLY
        details.dateOfMonth = 1
        details.maxNumPaymentsPerPeriod = 1
        details.senderEmail = "buyer@example.com"
        details.ipnUrl = "https://shop.example.com/ipn"
        details.memo = "Monthly membership"
        return details
    }

    static func pairs(_ details: PayPalPreapprovalDetails) -> [String] {
        details.validationProblems(now: now).map { "\($0.code.rawValue) \($0.path)" }
    }

    @Test func completeTermsPass() throws {
        try Self.details().validate(now: Self.now)
    }

    @Test("the header's five required properties are all listed")
    func requiredFields() throws {
        let error = try #require(validationError { try PayPalPreapprovalDetails().validate(now: Self.now) })
        #expect(
            error.pairs == [
                "MISSING_REQUIRED_FIELD merchantName", "MISSING_REQUIRED_FIELD currency",
                "MISSING_REQUIRED_FIELD maxTotalAmountOfAllPayments", "MISSING_REQUIRED_FIELD startDate", "MISSING_REQUIRED_FIELD endDate",
            ])
        #expect(error.problems.allSatisfy { !$0.fix.isEmpty })
    }

    @Test func currencyAndAmounts() {
        let details = Self.details()
        details.currency = "usd"
        #expect(Self.pairs(details) == [], "any case, as 2011 took it")
        details.currency = "XYZ"
        #expect(Self.pairs(details) == ["UNSUPPORTED_CURRENCY currency"])
        details.currency = "JPY"
        details.maxTotalAmountOfAllPayments = NSDecimalNumber(string: "600.50")
        details.maxPerPayment = NSDecimalNumber(string: "50")
        #expect(Self.pairs(details) == ["TOO_MANY_DECIMALS maxTotalAmountOfAllPayments"], "JPY takes no decimals")
        details.currency = "USD"
        details.maxTotalAmountOfAllPayments = NSDecimalNumber(string: "0")
        details.maxPerPayment = NSDecimalNumber(string: "-1")
        #expect(Self.pairs(details) == ["AMOUNT_NOT_POSITIVE maxTotalAmountOfAllPayments", "AMOUNT_NOT_POSITIVE maxPerPayment"])
        details.maxTotalAmountOfAllPayments = NSDecimalNumber(string: "10.001")
        details.maxPerPayment = nil
        #expect(Self.pairs(details) == ["TOO_MANY_DECIMALS maxTotalAmountOfAllPayments"])
    }

    @Test func perPaymentAboveTotal() throws {
        let details = Self.details()
        details.maxPerPayment = NSDecimalNumber(string: "600.01")
        let problem = try #require(details.validationProblems(now: Self.now).first)
        #expect(problem.code == .inconsistentLimits && problem.path == "maxPerPayment")
        #expect(problem.message.contains("600.01") && problem.message.contains("600"))
    }

    @Test func dates() {
        let details = Self.details()
        details.endDate = details.startDate
        #expect(Self.pairs(details) == ["INVALID_DATE_RANGE endDate", "INVALID_DATE_RANGE endDate"])
        details.startDate = Self.now.addingTimeInterval(-30 * Self.day)
        details.endDate = Self.now.addingTimeInterval(-Self.day)
        #expect(
            details.validationProblems(now: Self.now).map(\.message) == [
                "endDate 2026-09-20 is already over."
            ])
    }

    @Test func schedule() {
        let details = Self.details()
        details.paymentPeriod = PP_PAYMENTPERIOD_WEEKLY
        details.dayOfWeek = PP_DAYOFWEEK_MONDAY
        #expect(Self.pairs(details) == ["INVALID_SCHEDULE dateOfMonth"], "a date of the month on a weekly period")
        details.dateOfMonth = 0
        #expect(Self.pairs(details).isEmpty)
        details.paymentPeriod = PP_PAYMENTPERIOD_MONTHLY
        #expect(Self.pairs(details) == ["INVALID_SCHEDULE dayOfWeek"], "a day of the week on a monthly period")
        details.dayOfWeek = PayPalDayOfWeek(rawValue: 9)
        details.dateOfMonth = 32
        details.paymentPeriod = PayPalPaymentPeriod(rawValue: 17)
        #expect(Self.pairs(details) == ["INVALID_SCHEDULE paymentPeriod", "INVALID_SCHEDULE dayOfWeek", "INVALID_SCHEDULE dateOfMonth"])
    }

    @Test func paymentCounts() {
        let details = Self.details()
        details.maxNumPaymentsPerPeriod = 13
        #expect(Self.pairs(details) == ["INCONSISTENT_LIMITS maxNumPaymentsPerPeriod"])
        details.maxNumPaymentsPerPeriod = 1
        details.paymentPeriod = PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED
        details.dateOfMonth = 0
        #expect(Self.pairs(details) == ["INCONSISTENT_LIMITS maxNumPaymentsPerPeriod"])
    }

    @Test func emailURLAndMemo() {
        let details = Self.details()
        details.senderEmail = "buyer@"
        details.ipnUrl = "ftp://shop.example.com/ipn"
        details.memo = String(repeating: "m", count: 1001)
        #expect(Self.pairs(details) == ["MALFORMED_VALUE senderEmail", "MALFORMED_VALUE ipnUrl", "TEXT_TOO_LONG memo"])
        details.memo = String(repeating: "m", count: 1000)
        details.ipnUrl = "https://shop.example.com/ipn"
        details.senderEmail = nil
        #expect(Self.pairs(details).isEmpty)
    }

    @Test func merchantNameLimits() {
        let details = Self.details()
        details.merchantName = "  "
        #expect(Self.pairs(details) == ["MISSING_REQUIRED_FIELD merchantName"])
        details.merchantName = String(repeating: "n", count: 128)
        #expect(Self.pairs(details) == ["TEXT_TOO_LONG merchantName"])
    }
}
