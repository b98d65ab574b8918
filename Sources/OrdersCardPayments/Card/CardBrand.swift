import Foundation

/// A card network, recognized from the number's first digits (its issuer identification number).
///
/// Each brand knows the number lengths it issues, its security code length, how its numbers are grouped
/// for display and whether its numbers carry a Luhn check digit.
public enum CardBrand: String, Sendable, CaseIterable, Codable {
    /// Visa: starts with 4; 13, 16 or 19 digits; 3-digit CVV.
    case visa = "VISA"
    /// Mastercard: 51–55 or 2221–2720; 16 digits; 3-digit CVC.
    case mastercard = "MASTERCARD"
    /// American Express: 34 or 37; 15 digits; 4-digit CID; grouped 4-6-5.
    case amex = "AMEX"
    /// Discover: 6011, 644–649, 65, 622126–622925; 16 to 19 digits; 3-digit CID.
    case discover = "DISCOVER"
    /// JCB: 3528–3589; 16 to 19 digits; 3-digit CAV2.
    case jcb = "JCB"
    /// Diners Club International: 300–305, 36, 38, 39; 14 to 19 digits; grouped 4-6-4 when 14 digits.
    case dinersClub = "DINERS"
    /// Maestro: 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763; 13 to 19 digits (PayPal takes no shorter).
    case maestro = "MAESTRO"
    /// China UnionPay: 62 (outside Discover's range); 16 to 19 digits; not every number has a Luhn digit.
    case unionPay = "CHINA_UNION_PAY"

    /// The brand's name as people read it.
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .dinersClub: "Diners Club"
        case .maestro: "Maestro"
        case .unionPay: "UnionPay"
        }
    }

    /// The number lengths the brand issues.
    public var numberLengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .discover, .jcb, .unionPay: Array(16...19)
        case .dinersClub: Array(14...19)
        case .maestro: Array(13...19)
        }
    }

    /// The security code's length: 4 for American Express, 3 otherwise.
    public var securityCodeLength: Int { self == .amex ? 4 : 3 }

    /// Whether every valid number of the brand passes the Luhn check (some UnionPay numbers do not).
    public var usesLuhn: Bool { self != .unionPay }

    /// The digit groups for display of a number with `length` digits: 4-6-5 for American Express,
    /// 4-6-4 for 14-digit Diners Club, groups of four otherwise (a 19-digit number ends with 3).
    public func groups(forLength length: Int) -> [Int] {
        switch self {
        case .amex: return [4, 6, 5]
        case .dinersClub where length == 14: return [4, 6, 4]
        default:
            var groups = Array(repeating: 4, count: length / 4)
            if length % 4 != 0 { groups.append(length % 4) }
            return groups
        }
    }

    /// The brand of a number, from its leading digits; `nil` when none matches. Non-digits are ignored,
    /// so `4111 1111 …` works. A prefix of a few digits is enough for most brands (for live formatting).
    public init?(number: String) {
        let digits = number.filter(\.isASCIIDigit)
        func prefix(_ count: Int) -> Int? { digits.count >= count ? Int(digits.prefix(count)) : nil }
        func starts(_ count: Int, in range: ClosedRange<Int>) -> Bool { prefix(count).map(range.contains) ?? false }
        func starts(_ count: Int, oneOf values: Set<Int>) -> Bool { prefix(count).map(values.contains) ?? false }

        if digits.hasPrefix("4") {
            self = .visa
        } else if starts(2, oneOf: [34, 37]) {
            self = .amex
        } else if starts(2, in: 51...55) || starts(4, in: 2221...2720) {
            self = .mastercard
        } else if starts(4, oneOf: [6011]) || starts(3, in: 644...649) || starts(2, oneOf: [65]) || starts(6, in: 622_126...622_925) {
            self = .discover
        } else if starts(4, oneOf: [5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763]) {
            self = .maestro
        } else if starts(2, oneOf: [62]) {
            self = .unionPay
        } else if starts(4, in: 3528...3589) {
            self = .jcb
        } else if starts(3, in: 300...305) || starts(2, oneOf: [36, 38, 39]) {
            self = .dinersClub
        } else {
            return nil
        }
    }
}

extension Character {
    /// Whether this is one of `0`–`9` (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
