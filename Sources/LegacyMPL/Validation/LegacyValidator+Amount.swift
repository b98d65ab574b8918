import Foundation
import OrdersCore

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

    /// An amount that passed its checks: its value for the checks that compare amounts, and its `Money` (`nil` only
    /// when the payment's currency is itself invalid, so the amount's precision could not be checked).
    struct CheckedAmount {
        /// The app's value.
        let value: Decimal
        /// The value in the payment's currency.
        let money: Money?
    }

    /// Checks one amount and returns it when it is usable. This is where a legacy amount's sign, precision (the
    /// currency's decimals) and range are checked, the only place: its `Money` is what the translator sends.
    @discardableResult
    mutating func checkAmount(_ value: Decimal?, at path: String, currency: Currency?, rule: AmountRule) -> CheckedAmount? {
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
        switch rule {
        case .positive where value <= 0:
            add(path, .amountNotPositive, "\(path) is \(value), but it must be above zero.", fix: "Set a positive amount.")
            if let currency { _ = money(value.magnitude, shown: value, at: path, currency: currency) }  // report its decimals too
            return nil
        case .optionalNonNegative where value < 0, .requiredNonNegative where value < 0:
            add(
                path, .negativeAmount, "\(path) is \(value), but it cannot be negative.",
                fix: "Set zero or a positive amount; express a reduction as a lower item totalPrice.")
            if let currency { _ = money(value.magnitude, shown: value, at: path, currency: currency) }
            return nil
        default:
            guard let currency else { return CheckedAmount(value: value, money: nil) }
            return money(value, shown: value, at: path, currency: currency).map { CheckedAmount(value: value, money: $0) }
        }
    }

    /// `value` (zero or more) as `Money` in `currency`, or `nil` with a problem naming the app's value `shown` when it
    /// has more decimals than the currency takes or is above PayPal's maximum.
    private mutating func money(_ value: Decimal, shown: Decimal, at path: String, currency: Currency) -> Money? {
        do {
            return try Money(value, currency: currency)
        } catch .tooManyDecimals {
            let allowed = currency.exponent == 0 ? "no decimals" : "at most \(currency.exponent) decimals"
            add(
                path, .tooManyDecimals, "\(path) is \(shown), but \(currency.code) takes \(allowed).",
                fix: currency.exponent == 0 ? "Use a whole number of \(currency.code)." : "Round it to \(currency.exponent) decimals.")
        } catch {
            add(
                path, .invalidAmount, "\(path) is \(shown), above PayPal's maximum of \(Money.maximum).",
                fix: "Use a smaller amount.")
        }
        return nil
    }
}
