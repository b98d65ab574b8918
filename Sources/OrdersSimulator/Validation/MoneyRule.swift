import Foundation
import OrdersCore

/// A `money` value that passed every check.
struct ParsedMoney: Sendable, Equatable {
    /// The amount.
    let amount: Decimal
    /// The currency code.
    let currencyCode: String
}

/// The checks of one `money` object.
///
/// Schema (400): `MISSING_REQUIRED_PARAMETER` (currency_code, value), `INVALID_STRING_LENGTH` (currency_code
/// not 3 long, value over 32), `INVALID_PARAMETER_SYNTAX` (value not `^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$`).
/// Business (422): `INVALID_CURRENCY_CODE`, `DECIMALS_NOT_SUPPORTED` (any decimals for HUF/JPY/TWD, even
/// `1000.00`), `DECIMAL_PRECISION` (more than 2), `CANNOT_BE_ZERO_OR_NEGATIVE` (totals),
/// `CANNOT_BE_NEGATIVE` (parts), `MAX_VALUE_EXCEEDED`.
struct MoneyRule: Sendable {
    /// Whether the amount is a total (must be > 0) or a part (must be ≥ 0).
    enum Role: Sendable { case total, part }

    /// The role of the amount.
    let role: Role

    /// A total: `amount`.
    static let total = MoneyRule(role: .total)
    /// A part: breakdown members, unit amounts, taxes, fees.
    static let part = MoneyRule(role: .part)

    /// Checks `value` at `path`; the currency code, when readable, goes to `currencies` for the
    /// multi-currency check. Returns the parsed money only when every check passed.
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport, currencies: inout [(code: String, path: FieldPath)]) -> ParsedMoney?
    {
        guard let object = OrderSchemas.money.check(value, at: path, into: &report) else { return nil }
        let before = report.problems.count
        let code = object["currency_code"]?.stringValue
        if let code, code.utf16.count == 3 { currencies.append((code, path.child("currency_code"))) }
        var parsed: DecimalText?
        if let text = object["value"]?.stringValue {
            if text.utf16.count > 32 {
                report.schema("INVALID_STRING_LENGTH", at: path.child("value"), value: text)
            } else {
                do { parsed = try DecimalText(text) } catch { report.schema("INVALID_PARAMETER_SYNTAX", at: path.child("value"), value: text) }
            }
        } else if let value = object["value"], value != .null {
            report.schema("MALFORMED_REQUEST_JSON", at: path.child("value"))
        }
        guard report.problems.count == before, let code, let parsed, let text = object["value"]?.stringValue else { return nil }
        guard let currency = try? Currency(code: code) else {
            report.business("INVALID_CURRENCY_CODE", at: path.child("currency_code"), value: code)
            return nil
        }
        let valuePath = path.child("value")
        if currency.exponent == 0, parsed.fractionDigits > 0 {
            report.business("DECIMALS_NOT_SUPPORTED", at: valuePath, value: text)
        } else if parsed.fractionDigits > currency.exponent {
            report.business("DECIMAL_PRECISION", at: valuePath, value: text)
        }
        switch role {
        case .total where parsed.decimal <= 0: report.business("CANNOT_BE_ZERO_OR_NEGATIVE", at: valuePath, value: text)
        case .part where parsed.decimal < 0: report.business("CANNOT_BE_NEGATIVE", at: valuePath, value: text)
        default: break
        }
        if parsed.decimal > Money.maximum { report.business("MAX_VALUE_EXCEEDED", at: valuePath, value: text) }
        guard report.problems.count == before else { return nil }
        return ParsedMoney(amount: parsed.decimal, currencyCode: code)
    }
}
