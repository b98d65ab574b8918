import Foundation

/// Conversions between the legacy `NSDecimalNumber` amounts and `Decimal`; never through `Double`.
enum DecimalNumbers {
    /// The amount of `number`, or `nil` when it is `nil`.
    static func decimal(_ number: NSDecimalNumber?) -> Decimal? {
        number?.decimalValue
    }

    /// `value` as an `NSDecimalNumber`.
    static func number(_ value: Decimal) -> NSDecimalNumber {
        NSDecimalNumber(decimal: value)
    }

    /// The sum of the present amounts; `nil` parts count as zero.
    static func sum(_ parts: [NSDecimalNumber?]) -> NSDecimalNumber {
        number(parts.reduce(Decimal(0)) { $0 + ($1?.decimalValue ?? 0) })
    }

    /// A legacy amount written for messages: `10.5`, `NaN` or `nil`.
    static func text(_ value: Decimal?) -> String {
        guard let value else { return "nil" }
        return value.isNaN ? "NaN" : value.description
    }
}
