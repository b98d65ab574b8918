import Foundation
import OrdersCore
import Testing

@Suite("Money and currencies")
struct MoneyTests {
    @Test("PayPal's 25 REST currencies, with HUF, JPY and TWD having no decimals")
    func supportedCurrencies() throws {
        #expect(Currency.supported.count == 25)
        #expect(Set(Currency.supported.map(\.code)).count == 25)
        let zeroDecimal = Currency.supported.filter { $0.exponent == 0 }.map(\.code).sorted()
        #expect(zeroDecimal == ["HUF", "JPY", "TWD"])
        #expect(Currency.supported.allSatisfy { $0.exponent == 0 || $0.exponent == 2 })
        #expect(try Currency(code: "EUR") == .eur)
        #expect(Currency.jpy.minorUnit == 1)
        #expect(Currency.usd.minorUnit == Decimal(string: "0.01"))
    }

    @Test("Unsupported currencies are refused with the list of accepted ones", arguments: ["INR", "usd", "XXX", "", "EURO"])
    func unsupportedCurrency(code: String) {
        #expect(throws: MoneyError.unsupportedCurrency(code)) { try Currency(code: code) }
        let message = MoneyError.unsupportedCurrency(code).errorDescription ?? ""
        #expect(message.contains("not supported") && message.contains("USD"))
    }

    @Test(
        "Values format with exactly the currency's decimals",
        arguments: [
            ("10", "USD", "10.00"), ("10.5", "USD", "10.50"), ("0.01", "EUR", "0.01"), ("1000", "JPY", "1000"),
            ("999999999999999.99", "USD", "999999999999999.99"), ("0", "HUF", "0"), (".5", "GBP", "0.50"),
            ("007.10", "CAD", "7.10"),
        ])
    func formatting(input: String, code: String, expected: String) throws {
        let money = try Money(value: input, currencyCode: code)
        #expect(money.value == expected)
        #expect(money.description == "\(expected) \(code)")
    }

    @Test("Decimal amounts keep their exact value; no binary floating point")
    func exactDecimal() throws {
        let tenth = try Money(Decimal(string: "0.1")!, currency: .usd)
        let fifth = try Money(Decimal(string: "0.2")!, currency: .usd)
        #expect(try tenth.adding(fifth).value == "0.30")
        #expect(try Money(value: "19.99", currency: .usd).multiplied(by: 3).value == "59.97")
    }

    @Test(
        "Too many decimals is refused, with how to fix it",
        arguments: [
            ("10.001", "USD", 2), ("1000.00", "JPY", 0), ("1.5", "HUF", 0), ("0.0", "TWD", 0), ("10.500", "EUR", 2),
        ])
    func tooManyDecimals(value: String, code: String, allowed: Int) {
        let expected = MoneyError.tooManyDecimals(value: value, currency: code, allowed: allowed)
        #expect(throws: expected) { try Money(value: value, currencyCode: code) }
        let message = expected.errorDescription ?? ""
        #expect(message.contains(value) && message.contains(code))
        #expect(message.contains(allowed == 0 ? "whole number" : "Round"))
    }

    @Test("Decimal inputs are checked too")
    func decimalPrecision() {
        #expect(throws: MoneyError.self) { try Money(Decimal(string: "1.005")!, currency: .usd) }
        #expect(throws: MoneyError.self) { try Money(Decimal(string: "1.5")!, currency: .jpy) }
        #expect(throws: MoneyError.self) { try Money(Decimal(-1), currency: .usd) }
    }

    @Test("Negative values are refused", arguments: ["-1", "-0.01", "-10.00"])
    func negative(value: String) {
        #expect(throws: MoneyError.negative(value: value)) { try Money(value: value, currencyCode: "USD") }
    }

    @Test(
        "Malformed values are refused",
        arguments: ["", ".", "1.", "1,00", "1e5", "abc", " 1", "1 ", "+1", "0x10", "1.2.3", "١٢", String(repeating: "9", count: 33)])
    func malformed(value: String) {
        #expect(throws: MoneyError.malformed(value: value)) { try Money(value: value, currencyCode: "USD") }
    }

    @Test("Values above PayPal's maximum are refused")
    func tooLarge() {
        #expect(throws: MoneyError.tooLarge(value: "1000000000000000")) { try Money(value: "1000000000000000", currencyCode: "USD") }
    }

    @Test("Arithmetic never mixes currencies")
    func currencyMismatch() throws {
        let dollars = try Money(value: "1.00", currency: .usd)
        let euros = try Money(value: "1.00", currency: .eur)
        #expect(throws: MoneyError.currencyMismatch(expected: "USD", found: "EUR")) { try dollars.adding(euros) }
        #expect(throws: MoneyError.self) { try dollars.subtracting(try Money(value: "2", currency: .usd)) }
    }

    @Test("Money encodes as PayPal's money object and decodes with the same rules")
    func codable() throws {
        let money = try Money(value: "1000", currencyCode: "JPY")
        let json = String(decoding: try JSONEncoder.sorted.encode(money), as: UTF8.self)
        #expect(json == #"{"currency_code":"JPY","value":"1000"}"#)
        #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8)) == money)
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(Money.self, from: Data(#"{"currency_code":"JPY","value":"1000.50"}"#.utf8))
        }
    }
}
