import Testing

@testable import OrdersCardPayments

@Suite("Card brands and the Luhn check")
struct LuhnAndBrandTests {
    @Test(
        "known-good numbers pass Luhn; one changed digit fails",
        arguments: ["4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "3530111333300000", "30569309025904"])
    func luhn(number: String) {
        #expect(Luhn.isValid(number))
        var digits = Array(number)
        digits[3] = digits[3] == "9" ? "0" : Character(String(digits[3].wholeNumberValue! + 1))
        #expect(!Luhn.isValid(String(digits)))
        #expect(Luhn.checkDigit(for: number.dropLast()) == number.last!.wholeNumberValue!)
    }

    @Test("empty and non-digit input never pass Luhn")
    func luhnRejectsGarbage() {
        #expect(!Luhn.isValid(""))
        #expect(!Luhn.isValid("4111a11111111111"))
        #expect(!Luhn.isValid("٤١١١"))
    }

    @Test(
        "brands from the first digits",
        arguments: [
            ("4", CardBrand.visa), ("51", .mastercard), ("55", .mastercard), ("2221", .mastercard), ("2720", .mastercard),
            ("34", .amex), ("37", .amex), ("6011", .discover), ("644", .discover), ("65", .discover), ("622126", .discover),
            ("622925", .discover), ("3528", .jcb), ("3589", .jcb), ("300", .dinersClub), ("36", .dinersClub),
            ("5018", .maestro), ("6759", .maestro), ("6212", .unionPay), ("622926", .unionPay),
        ])
    func brands(prefix: String, brand: CardBrand) {
        #expect(CardBrand(number: prefix + "0000") == brand)
    }

    @Test("unknown prefixes have no brand", arguments: ["1234", "2220", "2721", "31", "9999", "", "56"])
    func unknown(prefix: String) {
        #expect(CardBrand(number: prefix + "00000000") == nil)
    }

    @Test("lengths, security code lengths and groupings per brand")
    func brandRules() {
        #expect(CardBrand.amex.securityCodeLength == 4)
        #expect(CardBrand.visa.securityCodeLength == 3)
        #expect(CardBrand.amex.groups(forLength: 15) == [4, 6, 5])
        #expect(CardBrand.visa.groups(forLength: 16) == [4, 4, 4, 4])
        #expect(CardBrand.visa.groups(forLength: 19) == [4, 4, 4, 4, 3])
        #expect(CardBrand.dinersClub.groups(forLength: 14) == [4, 6, 4])
        #expect(CardBrand.mastercard.numberLengths == [16])
        #expect(!CardBrand.unionPay.usesLuhn)
    }
}
