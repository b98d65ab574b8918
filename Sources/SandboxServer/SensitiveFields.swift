import OrdersCore

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

    /// `text` (a body that is not JSON: a form, plain text) with every run of 13 to 19 digits — a card number, also
    /// written with single spaces or dashes between groups — masked to its last four digits.
    static func maskingCardNumbers(_ text: String) -> String {
        maskingFormSecurityCodes(maskingDigitRuns(text))
    }

    /// `cvv=123`, `cvv2=…`, `security_code=…` in a form body become `…=[REDACTED]`.
    private static func maskingFormSecurityCodes(_ text: String) -> String {
        var parts = text.components(separatedBy: "&")
        for index in parts.indices {
            let pair = parts[index].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if pair.count == 2, ["cvv", "cvv2", "security_code"].contains(pair[0].lowercased()) { parts[index] = "\(pair[0])=[REDACTED]" }
        }
        return parts.joined(separator: "&")
    }

    private static func maskingDigitRuns(_ text: String) -> String {
        var output = ""
        var run = ""
        var digits = 0
        func flush() {
            if (13...19).contains(digits) {
                let kept = run.filter(\.isNumber).suffix(4)
                output += String(repeating: "*", count: digits - 4) + kept
            } else {
                output += run
            }
            run = ""
            digits = 0
        }
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character.isASCII, character.isNumber {
                run.append(character)
                digits += 1
            } else if digits > 0, character == " " || character == "-", characters.first.map({ $0.isASCII && $0.isNumber }) == true {
                run.append(character)
            } else {
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }

    /// `************1111`.
    static func masked(_ number: String) -> String {
        String(repeating: "*", count: max(0, number.count - 4)) + number.suffix(4)
    }
}
