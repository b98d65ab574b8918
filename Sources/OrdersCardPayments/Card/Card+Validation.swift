import Foundation
import OrdersCore

extension Card {
    /// Checks the card as PayPal would, without any network call.
    /// - Parameter now: the current time (a card is valid through the last day of its expiry month, UTC).
    /// - Throws: ``CardError`` with code ``CardError/Code/invalidCard`` listing every problem in
    ///   ``CardError/problems``.
    public func validate(now: Date = Date()) throws(CardError) {
        let problems = problems(now: now)
        if !problems.isEmpty { throw .invalidCard(problems) }
    }

    /// Every problem of the card, in field order (number, expiry, security code, name, address).
    public func problems(now: Date = Date()) -> [CardError] {
        var problems = numberProblems()
        problems += expiryProblems(now: now)
        problems += securityCodeProblems()
        problems += nameProblems()
        problems += CardAddressRules.problems(billingAddress)
        return problems
    }

    /// The number's problems: empty, not numeric, unknown brand, wrong length for the brand, Luhn.
    func numberProblems() -> [CardError] {
        let trimmed = number.filter { $0 != " " && $0 != "-" }
        guard !trimmed.isEmpty else {
            return [
                CardError(
                    code: .numberMissing, field: .number, message: "The card number is empty.",
                    recoverySuggestion: "Enter the long number on the front of the card.")
            ]
        }
        guard trimmed.allSatisfy(\.isASCIIDigit) else {
            return [
                CardError(
                    code: .numberNotNumeric, field: .number, message: "The card number contains characters other than digits.",
                    recoverySuggestion: "Enter only the digits printed on the card.")
            ]
        }
        guard let brand else {
            let accepted = CardBrand.allCases.map(\.displayName).joined(separator: ", ")
            return [
                CardError(
                    code: .brandNotAccepted, field: .number, message: "The card number does not belong to an accepted card brand.",
                    recoverySuggestion: "Check the first digits, or use a \(accepted) card.")
            ]
        }
        guard brand.numberLengths.contains(trimmed.count) else {
            let lengths = brand.numberLengths.map(String.init).joined(separator: ", ")
            return [
                CardError(
                    code: .numberLength, field: .number,
                    message: "The \(brand.displayName) card number has \(trimmed.count) digits; \(brand.displayName) numbers have \(lengths).",
                    recoverySuggestion: "Check for a missing or extra digit.")
            ]
        }
        if brand.usesLuhn, !Luhn.isValid(trimmed) {
            return [
                CardError(
                    code: .numberChecksum, field: .number, message: "The \(brand.displayName) card number is not valid (its check digit does not match).",
                    recoverySuggestion: "A digit is probably mistyped: compare the number with the card.")
            ]
        }
        return []
    }

    /// The expiry's problems: not a date, in the past, too far ahead.
    func expiryProblems(now: Date) -> [CardError] {
        guard let (year, month) = CardExpiry.parse(month: expirationMonth, year: expirationYear) else {
            return [
                CardError(
                    code: .expiryInvalid, field: .expiry, message: "The expiry date is not a valid month and year.",
                    recoverySuggestion: "Enter the month (01–12) and the year (YY or YYYY) printed on the card.")
            ]
        }
        let ahead = CardExpiry.monthsAhead(year: year, month: month, now: now)
        let shown = String(format: "%02d/%04d", month, year)
        if ahead < 0 {
            return [
                CardError(
                    code: .expired, field: .expiry, message: "The card expired at the end of \(shown).", recoverySuggestion: "Use a card that has not expired.")
            ]
        }
        if ahead > CardExpiry.maximumYearsAhead * 12 {
            return [
                CardError(
                    code: .expiryTooFar, field: .expiry, message: "The expiry date \(shown) is more than \(CardExpiry.maximumYearsAhead) years away.",
                    recoverySuggestion: "Check the year printed on the card.")
            ]
        }
        return []
    }

    /// The security code's problems: empty, not digits, wrong length for the brand.
    func securityCodeProblems() -> [CardError] {
        guard !securityCode.isEmpty else {
            return [
                CardError(
                    code: .securityCodeMissing, field: .securityCode, message: "The security code is empty.",
                    recoverySuggestion: "Enter the 3 digits on the back of the card (4 on the front for American Express).")
            ]
        }
        let expected = brand.map { [$0.securityCodeLength] } ?? [3, 4]
        guard securityCode.allSatisfy(\.isASCIIDigit), expected.contains(securityCode.count) else {
            let brandName = brand?.displayName ?? "this card"
            let length = expected.map(String.init).joined(separator: " or ")
            return [
                CardError(
                    code: .securityCodeInvalid, field: .securityCode, message: "The security code must be \(length) digits for \(brandName).",
                    recoverySuggestion: brand == .amex ? "Enter the 4 digits printed on the front of the card." : "Enter the 3 digits on the back of the card.")
            ]
        }
        return []
    }

    /// The name's problems: empty when given, or over 300 characters.
    func nameProblems() -> [CardError] {
        guard let cardholderName else { return [] }
        let length = cardholderName.trimmingCharacters(in: .whitespaces).utf16.count
        guard (1...300).contains(length) else {
            return [
                CardError(
                    code: .cardholderNameInvalid, field: .cardholderName,
                    message: length == 0 ? "The cardholder name is empty." : "The cardholder name has \(length) characters; at most 300 are allowed.",
                    recoverySuggestion: "Enter the name as printed on the card, or leave it out.")
            ]
        }
        return []
    }
}
