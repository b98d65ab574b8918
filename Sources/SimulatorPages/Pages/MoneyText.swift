import Foundation

/// Writes amounts as a buyer reads them: exactly the currency's decimals (from the `Decimal`, never a binary
/// floating-point number), with the locale's digit grouping, decimal separator and currency symbol.
enum MoneyText {
    /// `amount` in `locale`, for example `$1,234.50` (en-US, USD), `1.234,50 €` (de-DE, EUR) or `¥1,235`
    /// (ja-JP, JPY); `-` before it when `negated`. An amount that is not valid PayPal money is written as
    /// sent, `value CODE`.
    static func format(_ amount: PageAmount, locale: PageLocale, negated: Bool = false) -> String {
        guard let money = amount.money else { return "\(amount.value) \(amount.currencyCode)" }
        let formatter = NumberFormatter()
        formatter.locale = locale.foundationLocale
        formatter.numberStyle = .currency
        formatter.currencyCode = money.currency.code
        let digits = money.value.split(separator: ".", maxSplits: 1)
        let whole = group(String(digits[0]), separator: formatter.currencyGroupingSeparator ?? ",", size: formatter.groupingSize)
        let number = digits.count > 1 ? whole + (formatter.currencyDecimalSeparator ?? ".") + digits[1] : whole
        let text = (formatter.positivePrefix ?? "") + number + (formatter.positiveSuffix ?? " \(money.currency.code)")
        return negated && !money.isZero ? "-" + text : text
    }

    /// `digits` with `separator` between each group of `size` from the right (no grouping when `size` < 1).
    static func group(_ digits: String, separator: String, size: Int) -> String {
        guard size > 0, digits.count > size else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: separator)
    }
}
