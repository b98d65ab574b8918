import CorePayments
import Foundation

/// Makes the captures and authorizations of a purchase unit, with PayPal's fee and the seller's net.
struct PaymentsFactory: Sendable {
    /// The base URL of links.
    let baseURL: String

    /// PayPal's standard rate used for `paypal_fee`: 3.49 % plus a fixed fee per currency.
    static let feeRate = Decimal(string: "0.0349")!
    /// The fixed part of the fee, in major units; 0.49 for currencies not listed.
    static let fixedFees: [String: Decimal] = ["JPY": 40, "HUF": 149, "TWD": 15]

    /// The money of a unit's `amount`, if readable.
    static func money(of unit: [String: JSONValue]) -> Money? {
        guard let code = unit["amount"]?["currency_code"]?.stringValue, let value = unit["amount"]?["value"]?.stringValue else { return nil }
        return try? Money(value: value, currencyCode: code)
    }

    /// A completed capture of `unit`'s amount, as JSON.
    func captureJSON(id: String, orderID: String, unit: [String: JSONValue], time: String) -> JSONValue {
        let captureURL = "\(baseURL)/v2/payments/captures/\(id)"
        var object: [String: JSONValue] = [
            "id": .string(id),
            "status": .string(CaptureStatus.completed.rawValue),
            "final_capture": .bool(true),
            "links": .array([
                OrderRenderer.json(Link(href: captureURL, rel: "self", method: "GET")),
                OrderRenderer.json(Link(href: "\(captureURL)/refund", rel: "refund", method: "POST")),
                OrderRenderer.json(Link(href: "\(baseURL)/v2/checkout/orders/\(orderID)", rel: "up", method: "GET")),
            ]),
            "create_time": .string(time),
            "update_time": .string(time),
        ]
        if let amount = Self.money(of: unit) {
            object["amount"] = Self.json(amount)
            let breakdown = receivable(gross: amount, unit: unit)
            var receivable: [String: JSONValue] = ["gross_amount": Self.json(breakdown.grossAmount)]
            if let fee = breakdown.paypalFee { receivable["paypal_fee"] = Self.json(fee) }
            if let net = breakdown.netAmount { receivable["net_amount"] = Self.json(net) }
            if let fees = breakdown.platformFees {
                receivable["platform_fees"] = .array(
                    fees.map { fee in
                        var entry: [String: JSONValue] = ["amount": Self.json(fee.amount)]
                        if let payee = fee.payee { entry["payee"] = (try? JSONValue(encoding: payee)) ?? .null }
                        return .object(entry)
                    })
            }
            object["seller_receivable_breakdown"] = .object(receivable)
        }
        return .object(object)
    }

    /// PayPal's `money` object.
    static func json(_ money: Money) -> JSONValue {
        .object(["currency_code": .string(money.currency.code), "value": .string(money.value)])
    }

    /// A created (held) authorization of `unit`'s amount, expiring after 29 days as PayPal's do.
    func authorization(id: String, orderID: String, unit: [String: JSONValue], time: String, expiration: String) -> Authorization {
        let url = "\(baseURL)/v2/payments/authorizations/\(id)"
        return Authorization(
            id: id, status: .created, amount: Self.money(of: unit), expirationTime: expiration,
            links: [
                Link(href: url, rel: "self", method: "GET"),
                Link(href: "\(url)/capture", rel: "capture", method: "POST"),
                Link(href: "\(url)/void", rel: "void", method: "POST"),
                Link(href: "\(url)/reauthorize", rel: "reauthorize", method: "POST"),
                Link(href: "\(baseURL)/v2/checkout/orders/\(orderID)", rel: "up", method: "GET"),
            ],
            createTime: time)
    }

    /// Gross, PayPal fee (never above gross), platform fees and net (never below zero).
    func receivable(gross: Money, unit: [String: JSONValue]) -> SellerReceivableBreakdown {
        let currency = gross.currency
        var fee = gross.amount * Self.feeRate + (Self.fixedFees[currency.code] ?? Decimal(string: "0.49")!)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &fee, currency.exponent, .plain)
        let feeAmount = min(rounded, gross.amount)
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
}
