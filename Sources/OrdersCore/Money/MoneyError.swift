import Foundation

/// Why an amount or a currency was refused. Each case says what was wrong and how to fix it.
public enum MoneyError: Error, Equatable, Sendable, LocalizedError {
    /// The currency code is not one of the 25 PayPal accepts.
    case unsupportedCurrency(String)
    /// The amount has more decimal places than the currency allows.
    case tooManyDecimals(value: String, currency: String, allowed: Int)
    /// The amount is below zero.
    case negative(value: String)
    /// The text is not a plain decimal number such as `10` or `10.50`.
    case malformed(value: String)
    /// The amount is above PayPal's maximum of 999999999999999.99.
    case tooLarge(value: String)
    /// Two amounts in different currencies were combined.
    case currencyMismatch(expected: String, found: String)

    /// A readable explanation: what was wrong and how to fix it.
    public var errorDescription: String? {
        switch self {
        case .unsupportedCurrency(let code):
            return "Currency '\(code)' is not supported by PayPal. Use one of: "
                + Currency.supported.map(\.code).joined(separator: ", ") + "."
        case .tooManyDecimals(let value, let currency, let allowed):
            return allowed == 0
                ? "Amount \(value) has decimals, but \(currency) does not support decimals. Use a whole number."
                : "Amount \(value) has more than \(allowed) decimal places, the most \(currency) allows. Round it to \(allowed) places."
        case .negative(let value):
            return "Amount \(value) is negative. Amounts must be zero or more; express discounts as positive discount amounts."
        case .malformed(let value):
            return "'\(value)' is not a valid amount. Write it as digits with an optional '.' and decimals, for example 10.50."
        case .tooLarge(let value):
            return "Amount \(value) exceeds PayPal's maximum of 999999999999999.99."
        case .currencyMismatch(let expected, let found):
            return "Cannot combine \(found) with \(expected): every amount in an order must use the same currency."
        }
    }
}
