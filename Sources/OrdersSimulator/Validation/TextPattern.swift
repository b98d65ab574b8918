/// The text patterns PayPal's spec puts on strings, written as small predicates (no regex engine needed).
enum TextPattern: Sendable {
    /// `^[A-Z0-9]+$`: order, capture and setup token ids.
    case upperAlphanumeric
    /// `^[2-9A-HJ-NP-Z]{13}$`: PayPal account (merchant, payer) ids.
    case accountID
    /// `^[0-9a-zA-Z_-]+$`: vault ids, customer ids.
    case vaultID
    /// `^[1-9][0-9]{0,9}$`: item quantities.
    case quantity
    /// BCP-47 `^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$`: locales.
    case locale
    /// `^([A-Z]{2}|C2)$`: country codes.
    case countryCode
    /// `local@domain.tld` with no spaces: email addresses.
    case email

    /// Whether `text` matches.
    func matches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch self {
        case .upperAlphanumeric:
            return !bytes.isEmpty && bytes.allSatisfy { $0.isUpper || $0.isDigit }
        case .accountID:
            return bytes.count == 13 && bytes.allSatisfy { IDGenerator.accountAlphabet.contains($0) }
        case .vaultID:
            return !bytes.isEmpty && bytes.allSatisfy { $0.isUpper || $0.isLower || $0.isDigit || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
        case .quantity:
            return (1...10).contains(bytes.count) && bytes.allSatisfy(\.isDigit) && bytes[0] != UInt8(ascii: "0")
        case .locale:
            return Self.isLocale(text)
        case .countryCode:
            return bytes.count == 2 && bytes.allSatisfy(\.isUpper)
        case .email:
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
            let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
        }
    }

    private static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard let language = parts.first, language.count == 2, language.allSatisfy(\.isLower) else { return false }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script[0].isUpper, script.dropFirst().allSatisfy(\.isLower) {
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            guard (region.count == 2 && region.allSatisfy(\.isUpper)) || (region.count == 3 && region.allSatisfy(\.isDigit)) else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isUpper: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isLower: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
}
