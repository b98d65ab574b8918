import Foundation

/// An amount of money in a PayPal currency, held as a `Decimal` with at most the currency's exponent digits.
///
/// On the wire it is PayPal's `money` object: `{"currency_code": "USD", "value": "10.50"}`; the value string
/// always carries exactly the currency's number of decimals (`"10.50"`, `"1000"` for JPY).
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The amount, never negative, with no more decimals than ``currency`` allows.
    public let amount: Decimal
    /// The currency of the amount.
    public let currency: Currency

    /// PayPal's largest accepted amount.
    public static let maximum = Decimal(string: "999999999999999.99", locale: Money.posix)!

    /// Creates an amount, checking sign, precision and range.
    /// - Throws: ``MoneyError`` when the amount is negative, too precise for the currency or too large.
    public init(_ amount: Decimal, currency: Currency) throws(MoneyError) {
        let text = amount.description
        guard !amount.isNaN else { throw .malformed(value: text) }
        guard amount >= 0 else { throw .negative(value: text) }
        guard amount <= Money.maximum else { throw .tooLarge(value: text) }
        guard Money.rounded(amount, places: currency.exponent) == amount else {
            throw .tooManyDecimals(value: text, currency: currency.code, allowed: currency.exponent)
        }
        self.amount = amount
        self.currency = currency
    }

    /// Parses an Orders v2 value string such as `"10.50"` in the currency with the given code.
    ///
    /// Strict as PayPal is: the number of written decimals counts (`"1000.00"` is refused for JPY).
    /// - Throws: ``MoneyError`` for an unsupported currency, malformed text, a negative value,
    ///   too many decimals or a value above the maximum.
    public init(value: String, currencyCode: String) throws(MoneyError) {
        let currency = try Currency(code: currencyCode)
        try self.init(value: value, currency: currency)
    }

    /// Parses an Orders v2 value string such as `"10.50"` in `currency`. See ``init(value:currencyCode:)``.
    public init(value: String, currency: Currency) throws(MoneyError) {
        let parsed = try DecimalText(value)
        guard !parsed.isNegative else { throw .negative(value: value) }
        guard parsed.fractionDigits <= currency.exponent else {
            throw .tooManyDecimals(value: value, currency: currency.code, allowed: currency.exponent)
        }
        try self.init(parsed.decimal, currency: currency)
    }

    /// Zero in `currency`.
    public static func zero(_ currency: Currency) -> Money {
        Money(unchecked: 0, currency: currency)
    }

    /// The Orders v2 value string, with exactly the currency's number of decimals.
    public var value: String { Money.format(amount, places: currency.exponent) }

    /// `value` followed by the currency code, for example `10.50 USD`.
    public var description: String { "\(value) \(currency.code)" }

    /// Whether the amount is zero.
    public var isZero: Bool { amount == 0 }

    /// The sum of two amounts in the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(expected:found:)`` or ``MoneyError/tooLarge(value:)``.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        return try Money(amount + other.amount, currency: currency)
    }

    /// The difference of two amounts in the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(expected:found:)`` or ``MoneyError/negative(value:)``.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        return try Money(amount - other.amount, currency: currency)
    }

    /// The amount times a whole quantity, as for an item's `unit_amount × quantity`.
    public func multiplied(by quantity: Int) throws(MoneyError) -> Money {
        try Money(amount * Decimal(quantity), currency: currency)
    }

    /// The sum of `amounts`, all in `currency`.
    public static func sum(_ amounts: [Money], currency: Currency) throws(MoneyError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    private func requireSameCurrency(_ other: Money) throws(MoneyError) {
        guard other.currency == currency else {
            throw .currencyMismatch(expected: currency.code, found: other.currency.code)
        }
    }

    private init(unchecked amount: Decimal, currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// Rounds half-up (away from zero for positive amounts) to `places` decimals.
    static func rounded(_ amount: Decimal, places: Int) -> Decimal {
        var input = amount
        var result = Decimal()
        NSDecimalRound(&result, &input, places, .plain)
        return result
    }

    /// Formats `amount` with exactly `places` decimals, without grouping or exponent notation.
    static func format(_ amount: Decimal, places: Int) -> String {
        let text = rounded(amount, places: places).description
        let parts = text.split(separator: ".", maxSplits: 1)
        let whole = String(parts[0])
        guard places > 0 else { return whole }
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return whole + "." + fraction.padding(toLength: places, withPad: "0", startingAt: 0)
    }
}

extension Money: Codable {
    private enum CodingKeys: String, CodingKey {
        case currencyCode = "currency_code"
        case value
    }

    /// Decodes PayPal's `money` object, applying the same rules as ``init(value:currencyCode:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .currencyCode)
        let value = try container.decode(String.self, forKey: .value)
        try self.init(value: value, currencyCode: code)
    }

    /// Encodes PayPal's `money` object with the value as a decimal string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currencyCode)
        try container.encode(value, forKey: .value)
    }
}
