import Foundation
import OrdersCore

/// PayPal's fee on a capture and what the seller receives, and the share of the fee a refund gives back.
enum SellerFees {
    /// PayPal's standard rate used for `paypal_fee`: 3.49 % plus a fixed fee per currency.
    static let feeRate = Decimal(string: "0.0349")!
    /// The fixed part of the fee, in major units; 0.49 for currencies not listed.
    static let fixedFees: [String: Decimal] = ["JPY": 40, "HUF": 149, "TWD": 15]

    /// The money of a unit's `amount`, if readable.
    static func money(of unit: [String: JSONValue]) -> Money? {
        guard let code = unit["amount"]?["currency_code"]?.stringValue, let value = unit["amount"]?["value"]?.stringValue else { return nil }
        return try? Money(value: value, currencyCode: code)
    }

    /// Gross, PayPal fee (never above gross), the unit's platform fees and net (never below zero).
    static func receivable(gross: Money, unit: [String: JSONValue]) -> SellerReceivableBreakdown {
        let currency = gross.currency
        let feeAmount = min(rounded(gross.amount * feeRate + (fixedFees[currency.code] ?? Decimal(string: "0.49")!), currency), gross.amount)
        let platformFees: [PlatformFee] = (unit["payment_instruction"]?["platform_fees"]?.arrayValue ?? []).compactMap { fee in
            guard let code = fee["amount"]?["currency_code"]?.stringValue, let value = fee["amount"]?["value"]?.stringValue,
                let money = try? Money(value: value, currencyCode: code)
            else { return nil }
            let payee = fee["payee"].flatMap { try? $0.decode(as: Payee.self) }
            return PlatformFee(amount: money, payee: payee)
        }
        let platformTotal = platformFees.reduce(Decimal(0)) { $0 + $1.amount.amount }
        let net = max(0, gross.amount - feeAmount - platformTotal)
        return SellerReceivableBreakdown(
            grossAmount: gross,
            paypalFee: try? Money(feeAmount, currency: currency),
            netAmount: try? Money(net, currency: currency),
            platformFees: platformFees.isEmpty ? nil : platformFees)
    }

    /// The part of `capture`'s fee a refund of `amount` gives back: the fee's share of the refunded part of the
    /// gross, rounded to the currency; the last refund takes what is left, so refunds never give back more than the fee.
    static func refundedFee(of capture: CaptureRecord, refunding amount: Decimal) -> Decimal {
        let fee = capture.breakdown.paypalFee?.amount ?? 0
        guard capture.amount.amount > 0 else { return 0 }
        if amount >= capture.refundable { return max(0, fee - capture.feeRefunded) }
        return min(rounded(fee * amount / capture.amount.amount, capture.amount.currency), max(0, fee - capture.feeRefunded))
    }

    /// `value` rounded to `currency`'s exponent, half up.
    static func rounded(_ value: Decimal, _ currency: Currency) -> Decimal {
        var value = value
        var result = Decimal()
        NSDecimalRound(&result, &value, currency.exponent, .plain)
        return result
    }

    /// PayPal's `money` object.
    static func json(_ money: Money) -> JSONValue {
        .object(["currency_code": .string(money.currency.code), "value": .string(money.value)])
    }

    /// `amount` in `currency` as PayPal's `money` object (amounts the simulator computed are always valid money).
    static func json(_ amount: Decimal, _ currency: Currency) -> JSONValue {
        (try? Money(amount, currency: currency)).map(json) ?? .null
    }
}
