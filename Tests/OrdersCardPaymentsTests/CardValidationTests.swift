import Foundation
import OrdersCardPayments
import OrdersCore
import Testing

/// Every rule of `Card.validate(now:)`, at the fixed time 2026-06-15.
@Suite("Card validation")
struct CardValidationTests {
    private func codes(_ card: Card) -> [CardError.Code] { card.problems(now: CardFixtures.now).map(\.code) }

    private func card(
        number: String = "4111111111111111", month: String = "12", year: String = "2030", cvv: String = "123", name: String? = "Jane Smith",
        address: Address? = CardFixtures.address
    ) -> Card {
        Card(number: number, expirationMonth: month, expirationYear: year, securityCode: cvv, cardholderName: name, billingAddress: address)
    }

    @Test(
        "a valid card of each accepted brand passes",
        arguments: [
            ("4111111111111111", "123"), ("4222222222222", "123"), ("5555555555554444", "123"), ("2223000048400011", "123"),
            ("378282246310005", "1234"), ("6011111111111117", "123"), ("3530111333300000", "123"), ("30569309025904", "123"),
            ("6759649826438453", "123"), ("6212345678901234", "123"), ("4111 1111-1111 1111", "123"),
        ])
    func valid(number: String, cvv: String) throws {
        #expect(codes(card(number: number, cvv: cvv)) == [])
        try card(number: number, cvv: cvv).validate(now: CardFixtures.now)
    }

    @Test(
        "number rules",
        arguments: [
            ("", CardError.Code.numberMissing), (" - ", .numberMissing), ("4111a11111111111", .numberNotNumeric),
            ("9111111111111111", .brandNotAccepted), ("411111111111111", .numberLength), ("55555555555544", .numberLength),
            ("4111111111111112", .numberChecksum), ("378282246310006", .numberChecksum),
        ])
    func number(number: String, code: CardError.Code) {
        let problems = card(number: number).problems(now: CardFixtures.now)
        #expect(problems.first?.code == code)
        #expect(problems.first?.field == .number)
        #expect(problems.first?.recoverySuggestion?.isEmpty == false)
    }

    @Test("UnionPay numbers are not Luhn-checked; other brands are")
    func unionPayLuhn() {
        #expect(!CardBrand.unionPay.usesLuhn)
        #expect(codes(card(number: "6212345678901235")) == [])
        #expect(codes(card(number: "6011111111111118")) == [.numberChecksum])
    }

    @Test(
        "expiry rules at 2026-06-15",
        arguments: [
            ("13", "2030", CardError.Code.expiryInvalid), ("0", "2030", .expiryInvalid), ("1", "203", .expiryInvalid),
            ("ab", "2030", .expiryInvalid), ("12", "20x0", .expiryInvalid), ("05", "2026", .expired), ("05", "26", .expired),
            ("12", "2025", .expired), ("07", "2046", .expiryTooFar),
        ])
    func expiry(month: String, year: String, code: CardError.Code) {
        #expect(codes(card(month: month, year: year)) == [code])
        #expect(card(month: month, year: year).problems(now: CardFixtures.now).first?.field == .expiry)
    }

    @Test("a card is valid through the last day of its expiry month; two-digit years mean 20YY", arguments: [("06", "2026"), ("6", "26"), ("06", "2046")])
    func expiryBoundary(month: String, year: String) {
        #expect(codes(card(month: month, year: year)) == [])
        #expect(card(month: "6", year: "26").expiry == "2026-06")
    }

    @Test("the injected clock decides: the same card is expired a year later")
    func clock() {
        let later = CardFixtures.now.addingTimeInterval(365 * 86_400)
        #expect(card(month: "06", year: "2026").problems(now: later).map(\.code) == [.expired])
    }

    @Test(
        "security code rules per brand",
        arguments: [
            ("4111111111111111", "", CardError.Code.securityCodeMissing), ("4111111111111111", "1234", .securityCodeInvalid),
            ("4111111111111111", "12", .securityCodeInvalid), ("4111111111111111", "12a", .securityCodeInvalid),
            ("378282246310005", "123", .securityCodeInvalid), ("5555555555554444", "1234", .securityCodeInvalid),
        ])
    func securityCode(number: String, cvv: String, code: CardError.Code) {
        let problems = card(number: number, cvv: cvv).problems(now: CardFixtures.now)
        #expect(problems.map(\.code) == [code])
        #expect(problems.first?.field == .securityCode)
    }

    @Test("American Express asks for the 4 digits on the front")
    func amexHint() {
        let problem = card(number: "378282246310005", cvv: "123").problems(now: CardFixtures.now).first
        #expect(problem?.message == "The security code must be 4 digits for American Express.")
        #expect(problem?.recoverySuggestion == "Enter the 4 digits printed on the front of the card.")
    }

    @Test(
        "cardholder name: optional, but not blank and at most 300 characters",
        arguments: [("   ", true), (String(repeating: "a", count: 301), true), (String(repeating: "a", count: 300), false)])
    func name(name: String, invalid: Bool) {
        #expect(codes(card(name: name)) == (invalid ? [.cardholderNameInvalid] : []))
        #expect(codes(card(name: nil)) == [])
    }

    @Test(
        "billing address: country code, field lengths, postal code where issuers check it",
        arguments: [
            (Address(countryCode: "usa"), 1), (Address(countryCode: "us"), 1), (Address(countryCode: "US"), 1),
            (Address(addressLine1: String(repeating: "x", count: 301), postalCode: "1", countryCode: "US"), 1),
            (Address(adminArea2: String(repeating: "x", count: 121), countryCode: "DE"), 1),
            (Address(postalCode: String(repeating: "1", count: 61), countryCode: "GB"), 1),
            (Address(countryCode: "DE"), 0), (Address(countryCode: "C2"), 0), (Address(postalCode: "H2X 1Y4", countryCode: "CA"), 0),
        ])
    func billingAddress(address: Address, count: Int) {
        let problems = card(address: address).problems(now: CardFixtures.now)
        #expect(problems.count == count)
        #expect(problems.allSatisfy { $0.code == .billingAddressInvalid && $0.field == .billingAddress })
        #expect(codes(card(address: nil)) == [])
    }

    @Test("every problem is reported at once, in field order, in one invalidCard error")
    func allAtOnce() {
        let bad = card(number: "4111111111111112", month: "13", cvv: "1", name: "", address: Address(countryCode: "US"))
        let error = #expect(throws: CardError.self) { try bad.validate(now: CardFixtures.now) }
        #expect(error?.code == .invalidCard)
        #expect(error?.problems.map(\.code) == [.numberChecksum, .expiryInvalid, .securityCodeInvalid, .cardholderNameInvalid, .billingAddressInvalid])
        #expect(error?.problems.map(\.field) == [.number, .expiry, .securityCode, .cardholderName, .billingAddress])
        let text = error?.errorDescription ?? ""
        #expect(
            text.hasPrefix(
                "The card cannot be used as entered (card number, expiry date, security code, cardholder name, billing address): nothing was sent to PayPal."))
        #expect(text.components(separatedBy: "\n").count == 6)
    }

    @Test("brand, last digits and expiry read from the card")
    func derived() {
        let amex = card(number: "3782 822463 10005", month: "3", year: "31", cvv: "1234")
        #expect(amex.brand == .amex)
        #expect(amex.lastDigits == "0005")
        #expect(amex.expiry == "2031-03")
        #expect(card(number: "4111").lastDigits == nil)
        #expect(card(month: "13").expiry == nil)
    }
}
