import CorePayments
import Foundation

extension LegacyValidator {
    /// What an amount may be.
    enum AmountRule {
        /// Required and above zero (`subTotal`).
        case positive
        /// Optional, zero or more (tax, shipping).
        case optionalNonNegative
        /// Required, zero or more (item prices).
        case requiredNonNegative
    }

    /// Checks one amount and returns it when it is usable.
    @discardableResult
    mutating func checkAmount(_ value: Decimal?, at path: String, currency: Currency?, rule: AmountRule) -> Decimal? {
        guard let value else {
            if rule != .optionalNonNegative {
                add(
                    path, .missingRequiredField, "\(path) is required but nil.",
                    fix: "Set it to an NSDecimalNumber, for example NSDecimalNumber(string: \"10.00\").")
            }
            return nil
        }
        guard !value.isNaN else {
            add(
                path, .invalidAmount, "\(path) is not a number (NaN).",
                fix: "Create it from a decimal string, for example NSDecimalNumber(string: \"10.00\").")
            return nil
        }
        var usable = true
        switch rule {
        case .positive where value <= 0:
            add(path, .amountNotPositive, "\(path) is \(value), but it must be above zero.", fix: "Set a positive amount.")
            usable = false
        case .optionalNonNegative where value < 0, .requiredNonNegative where value < 0:
            add(
                path, .negativeAmount, "\(path) is \(value), but it cannot be negative.",
                fix: "Set zero or a positive amount; express a reduction as a lower item totalPrice.")
            usable = false
        default:
            break
        }
        if let currency, !checkPrecision(value, at: path, currency: currency) { usable = false }
        return usable ? value : nil
    }

    /// Checks that `value` fits `currency`'s decimals and PayPal's maximum.
    private mutating func checkPrecision(_ value: Decimal, at path: String, currency: Currency) -> Bool {
        do {
            _ = try Money(value.magnitude, currency: currency)
            return true
        } catch .tooManyDecimals {
            let allowed = currency.exponent == 0 ? "no decimals" : "at most \(currency.exponent) decimals"
            add(
                path, .tooManyDecimals, "\(path) is \(value), but \(currency.code) takes \(allowed).",
                fix: currency.exponent == 0 ? "Use a whole number of \(currency.code)." : "Round it to \(currency.exponent) decimals.")
        } catch {
            add(
                path, .invalidAmount, "\(path) is \(value), above PayPal's maximum of \(Money.maximum).",
                fix: "Use a smaller amount.")
        }
        return false
    }
}
