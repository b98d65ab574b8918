import Foundation

/// Which PayPal account a phone-number recipient is: the 2011 library paid "an email address or phone number"
/// (the guide: `+14029352050`), Orders v2 pays an email address or a merchant id only. The merchant says which
/// account each phone number belongs to, without code changes:
///
/// | where | form |
/// |---|---|
/// | `Info.plist` key `LegacyMPLRecipientMap` | a dictionary, phone → email or merchant id (or the JSON text of one) |
/// | environment variable `LEGACY_MPL_RECIPIENT_MAP` | a JSON object, `{"+14029352050": "seller@example.com"}` |
/// | code | ``LegacyBackendConfiguration/recipientMap`` (wins over the other two, entry by entry) |
///
/// Phone numbers are compared normalised: an optional leading `+` and the digits (`+1 (402) 935-2050` is
/// `+14029352050`). A payee is an email address or a 13-character merchant id (`ABCDEFGHJK123`).
public struct LegacyRecipientMap: Sendable, Equatable {
    /// Who receives the money.
    public enum Payee: Sendable, Equatable, CustomStringConvertible {
        /// A PayPal account's email address.
        case email(String)
        /// A PayPal merchant id.
        case merchantID(String)

        /// The email address or merchant id.
        public var description: String {
            switch self {
            case .email(let value), .merchantID(let value): value
            }
        }
    }

    /// The Info.plist key.
    public static let infoKey = "LegacyMPLRecipientMap"
    /// The environment variable.
    public static let environmentKey = "LEGACY_MPL_RECIPIENT_MAP"

    /// Normalised phone number → payee.
    public private(set) var entries: [String: Payee] = [:]
    /// What could not be read (a malformed JSON text, an entry that is not a phone number or whose payee is not an
    /// email address or merchant id), each naming where; reported with any phone recipient the map does not cover.
    public private(set) var problems: [String] = []

    /// An empty map.
    public init() {}

    /// A map from phone numbers (any spelling) to email addresses or merchant ids; entries that are not are kept
    /// in ``problems``.
    public init(_ mapping: [String: String], source: String = "code") {
        for (phone, payee) in mapping.sorted(by: { $0.key < $1.key }) { add(phone: phone, payee: payee, source: source) }
    }

    /// The payee of `phone`, when the map has it.
    public func payee(for phone: String) -> Payee? {
        entries[Self.normalized(phone)]
    }

    /// This map with `other`'s entries added where this one has none (problems of both kept).
    public func merged(with other: LegacyRecipientMap) -> LegacyRecipientMap {
        var merged = self
        merged.entries.merge(other.entries) { mine, _ in mine }
        merged.problems += other.problems
        return merged
    }

    /// The map of the app's settings: `Info.plist` (`LegacyMPLRecipientMap`), then the environment
    /// (`LEGACY_MPL_RECIPIENT_MAP`), the first winning entry by entry.
    public static func fromSettings(
        info: [String: Any]? = Bundle.main.infoDictionary, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> LegacyRecipientMap {
        var map = LegacyRecipientMap()
        switch info?[infoKey] {
        case nil: break
        case let dictionary as [String: String]: map = LegacyRecipientMap(dictionary, source: "Info.plist \(infoKey)")
        case let text as String: map = parse(json: text, source: "Info.plist \(infoKey)")
        default: map.problems.append("Info.plist \(infoKey) is neither a dictionary of strings nor a JSON object text.")
        }
        if let text = environment[environmentKey], !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            map = map.merged(with: parse(json: text, source: "the environment variable \(environmentKey)"))
        }
        return map
    }

    /// The map in a JSON object text; a text that is not one is a problem naming `source`.
    public static func parse(json text: String, source: String) -> LegacyRecipientMap {
        let object = text.utf8.count <= 1 << 20 ? try? JSONSerialization.jsonObject(with: Data(text.utf8)) : nil
        guard let dictionary = object as? [String: Any] else {
            var map = LegacyRecipientMap()
            map.problems.append("\(source) is not a JSON object such as {\"+14029352050\": \"seller@example.com\"}.")
            return map
        }
        var map = LegacyRecipientMap()
        for (phone, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            guard let payee = value as? String else {
                map.problems.append("\(source): the value of \"\(phone.prefix(40))\" is not a string.")
                continue
            }
            map.add(phone: phone, payee: payee, source: source)
        }
        return map
    }

    /// `+` (when the number starts with one) and the digits of `phone`.
    public static func normalized(_ phone: String) -> String {
        let trimmed = phone.trimmingCharacters(in: .whitespaces)
        return (trimmed.hasPrefix("+") ? "+" : "") + trimmed.filter { $0.isASCII && $0.isNumber }
    }

    private mutating func add(phone: String, payee: String, source: String) {
        let key = Self.normalized(phone)
        guard LegacyValidator.isPhone(phone.trimmingCharacters(in: .whitespaces)) else {  // the validator's own test of a phone recipient
            problems.append("\(source): \"\(phone.prefix(40))\" is not a phone number (7 to 15 digits, an optional leading +).")
            return
        }
        let value = payee.trimmingCharacters(in: .whitespaces)
        if LegacyValidator.isEmail(value) {
            entries[key] = .email(value)
        } else if value.count == 13, value.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
            entries[key] = .merchantID(value)
        } else {
            problems.append("\(source): the payee of \(key), \"\(value.prefix(60))\", is neither an email address nor a 13-character merchant id.")
        }
    }
}
