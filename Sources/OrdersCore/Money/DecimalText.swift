import Foundation

/// A decimal number read from text the way PayPal reads `money.value`: optional `-`, digits, optional
/// `.` and digits (`^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$`), at most 32 characters.
public struct DecimalText: Sendable, Equatable {
    /// The parsed value.
    public let decimal: Decimal
    /// How many digits were written after the decimal point (trailing zeros count).
    public let fractionDigits: Int
    /// Whether the text started with `-`.
    public let isNegative: Bool

    /// Parses `text`.
    /// - Throws: ``MoneyError/malformed(value:)`` when the text does not match PayPal's pattern.
    public init(_ text: String) throws(MoneyError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 32 else { throw .malformed(value: text) }
        var index = 0
        isNegative = bytes[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        var wholeDigits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            wholeDigits += 1
            index += 1
        }
        var fraction = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                fraction += 1
                index += 1
            }
            guard fraction > 0 else { throw .malformed(value: text) }
        }
        guard index == bytes.count, wholeDigits + fraction > 0,
            let decimal = Decimal(string: text, locale: Money.posix)
        else {
            throw .malformed(value: text)
        }
        self.decimal = decimal
        self.fractionDigits = fraction
    }
}
