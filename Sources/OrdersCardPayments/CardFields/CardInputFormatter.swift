/// Formats card input as the payer types, per brand: card numbers grouped 4-4-4-4 (American Express
/// 4-6-5, 14-digit Diners Club 4-6-4), expiry as `MM/YY`, security codes cut to the brand's length.
public enum CardInputFormatter {
    /// `text` formatted for a field of `kind`; `number` (the card number typed so far) picks the brand
    /// for the security code's length.
    public static func format(_ text: String, for kind: CardFieldKind, number: String = "") -> String {
        switch kind {
        case .cardNumber: cardNumber(text)
        case .expiry: expiry(text)
        case .cvv: securityCode(text, brand: CardBrand(number: number))
        case .cardholderName: text
        }
    }

    /// Digits only, at most the brand's longest length (19 when unknown), in the brand's groups.
    public static func cardNumber(_ text: String) -> String {
        let brand = CardBrand(number: text)
        let digits = String(text.filter(\.isASCIIDigit).prefix(brand?.numberLengths.max() ?? 19))
        let length =
            switch brand {
            case .amex: 15
            case .dinersClub where digits.count <= 14: 14
            default: max(digits.count, 16)
            }
        let groups = (brand ?? .visa).groups(forLength: length)
        var result = ""
        var rest = Substring(digits)
        for size in groups where !rest.isEmpty {
            if !result.isEmpty { result += " " }
            result += rest.prefix(size)
            rest = rest.dropFirst(size)
        }
        return result
    }

    /// `MM/YY`: digits only, at most four; a first digit from 2 to 9 becomes `0N`; the slash comes once
    /// the year starts.
    public static func expiry(_ text: String) -> String {
        var digits = String(text.filter(\.isASCIIDigit))
        if let first = digits.first?.wholeNumberValue, first > 1 { digits = "0" + digits }
        digits = String(digits.prefix(4))
        guard digits.count > 2 else { return digits }
        return digits.prefix(2) + "/" + digits.dropFirst(2)
    }

    /// Digits only, at most the brand's security code length (4 when the brand is unknown).
    public static func securityCode(_ text: String, brand: CardBrand?) -> String {
        String(text.filter(\.isASCIIDigit).prefix(brand?.securityCodeLength ?? 4))
    }

    /// The month and year of an expiry field's text (`MM/YY`, `MM/YYYY`, `MMYY`), as ``Card`` takes them.
    static func expiryParts(_ text: String) -> (month: String, year: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2 { return (parts[0], parts[1]) }
        guard trimmed.count == 4 || trimmed.count == 6 else { return (trimmed, "") }
        return (String(trimmed.prefix(2)), String(trimmed.dropFirst(2)))
    }
}
