import Foundation
import OrdersCore

/// Removes a card's number and security code from errors before they leave the module, whatever a server
/// echoed, wherever it echoed them (a detail's value, its description, the message).
///
/// Only whole tokens are hidden: the number (its digits, optionally split by single spaces or dashes, as
/// `4111 1111 1111 1111` or `4111-1111-1111-1111`) or the security code, with no letter or digit right
/// before or after. A longer run of digits that merely contains them (a debug id, an amount, an order id) is
/// left as it is.
enum CardRedaction {
    /// `error` with the number replaced by its mask (`•••• 1111`) and the security code by `•••` in its
    /// name, message and every detail's value and description; the debug id, fields and issues are kept.
    static func scrub(_ error: PaymentsError, card: Card) -> PaymentsError {
        guard let pattern = Pattern(card: card) else { return error }
        let details = error.details.map { detail in
            var clean = detail
            clean.value = detail.value.map(pattern.scrub)
            clean.description = detail.description.map(pattern.scrub)
            return clean
        }
        let scrubbed = PaymentsError(
            kind: error.kind, statusCode: error.statusCode, name: error.name.map(pattern.scrub),
            message: pattern.scrub(error.message), debugID: error.debugID, details: details)
        return error.outcomeUnknown ? scrubbed.markingOutcomeUnknown() : scrubbed
    }

    /// One regular expression matching the number (group 1) or the security code (group 2) as whole tokens.
    private struct Pattern {
        let expression: NSRegularExpression
        let numberMask: String

        /// `nil` when the card has neither a number of 6 or more digits nor a security code to hide.
        init?(card: Card) {
            var alternatives: [String] = []
            let digits = card.digits
            // Digits optionally split by one space or dash: "4111 1111-1111 1111".
            alternatives.append(digits.count >= 6 ? "(" + digits.map(String.init).joined(separator: "[ \\-]?") + ")" : "(?!)")
            let code = card.securityCode
            alternatives.append(code.isEmpty ? "(?!)" : "(" + NSRegularExpression.escapedPattern(for: code) + ")")
            guard digits.count >= 6 || !code.isEmpty else { return nil }
            let token = "(?<![\\p{L}\\p{N}])(?:" + alternatives.joined(separator: "|") + ")(?![\\p{L}\\p{N}])"
            guard let expression = try? NSRegularExpression(pattern: token) else { return nil }
            self.expression = expression
            numberMask = card.lastDigits.map { "•••• \($0)" } ?? "••••"
        }

        /// `text` with each match replaced, left to right (a number is matched before the code inside it).
        func scrub(_ text: String) -> String {
            let whole = NSRange(text.startIndex..., in: text)
            var clean = ""
            var cursor = text.startIndex
            for match in expression.matches(in: text, range: whole) {
                guard let range = Range(match.range, in: text) else { continue }
                clean += text[cursor..<range.lowerBound]
                clean += match.range(at: 1).location != NSNotFound ? numberMask : "•••"
                cursor = range.upperBound
            }
            clean += text[cursor...]
            return clean
        }
    }
}
