import CorePayments

/// Masks card data before a body is written anywhere: card numbers keep their last four digits,
/// security codes are replaced entirely.
enum SensitiveFields {
    /// `value` with every `card.number` masked and every `security_code`/`cvv`/`cvv2` replaced.
    static func redacted(_ value: JSONValue, inCard: Bool = false) -> JSONValue {
        switch value {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, member) in members {
                switch key {
                case "security_code", "cvv", "cvv2":
                    result[key] = .string("[REDACTED]")
                case "number" where inCard:
                    result[key] = .string(masked(member.stringValue ?? ""))
                default:
                    result[key] = redacted(member, inCard: key == "card")
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { redacted($0, inCard: inCard) })
        default:
            return value
        }
    }

    /// `************1111`.
    static func masked(_ number: String) -> String {
        String(repeating: "*", count: max(0, number.count - 4)) + number.suffix(4)
    }
}
