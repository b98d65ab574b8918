import Foundation

/// Reads and checks card expiry dates.
enum CardExpiry {
    /// How far ahead an expiry may lie: cards are issued for at most about 20 years.
    static let maximumYearsAhead = 20

    /// The year and month of `month` (`1`–`12`, one or two digits) and `year` (two or four digits; two
    /// digits mean 20YY), or `nil` when either is not valid.
    static func parse(month: String, year: String) -> (year: Int, month: Int)? {
        let monthText = month.trimmingCharacters(in: .whitespaces)
        let yearText = year.trimmingCharacters(in: .whitespaces)
        guard (1...2).contains(monthText.count), monthText.allSatisfy(\.isASCIIDigit),
            let monthValue = Int(monthText), (1...12).contains(monthValue),
            yearText.count == 2 || yearText.count == 4, yearText.allSatisfy(\.isASCIIDigit),
            let yearValue = Int(yearText)
        else { return nil }
        return (yearText.count == 2 ? 2000 + yearValue : yearValue, monthValue)
    }

    /// The UTC year and month of `date`.
    static func yearAndMonth(of date: Date) -> (year: Int, month: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1970, parts.month ?? 1)
    }

    /// Months from `now`'s month to the expiry month (0: expires at the end of this month).
    static func monthsAhead(year: Int, month: Int, now: Date) -> Int {
        let current = yearAndMonth(of: now)
        return (year - current.year) * 12 + (month - current.month)
    }
}
