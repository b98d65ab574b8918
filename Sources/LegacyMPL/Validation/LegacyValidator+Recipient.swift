import Foundation

extension LegacyValidator {
    /// What a recipient string is.
    enum RecipientKind: Equatable {
        /// An email address.
        case email
        /// A phone number with country code.
        case phone
    }

    /// Whether `text` looks like an email address or a phone number (`nil`: neither).
    static func recipientKind(_ text: String) -> RecipientKind? {
        if text.contains("@") { return isEmail(text) ? .email : nil }
        return isPhone(text) ? .phone : nil
    }

    /// `local@domain.tld`: one `@`, no spaces, a dotted domain with a top-level part of two or more letters.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let top = labels.last else { return false }
        return top.count >= 2 && top.allSatisfy(\.isLetter)
    }

    /// An optional leading `+`, then 7 to 15 digits, optionally separated by spaces, `-`, `.`, `(` or `)`.
    static func isPhone(_ text: String) -> Bool {
        var body = Substring(text)
        if body.first == "+" { body = body.dropFirst() }
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || " -.()".contains($0)) }) else { return false }
        return (7...15).contains(body.filter(\.isNumber).count)
    }

    /// Checks a recipient: present, at most 255 characters, an email or a phone; Orders v2 needs an email.
    mutating func checkRecipient(_ recipient: String?, at path: String) {
        guard let recipient, !recipient.trimmingCharacters(in: .whitespaces).isEmpty else {
            add(
                path, .missingRequiredField, "\(path) is required but \(recipient == nil ? "nil" : "empty").",
                fix: "Set the receiver's PayPal email address, for example \"merchant@example.com\".")
            return
        }
        guard recipient.count <= Self.recipientLimit else {
            add(
                path, .recipientTooLong, "\(path) is \(recipient.count) characters; the limit is \(Self.recipientLimit).",
                fix: "Use the receiver's PayPal email address, at most \(Self.recipientLimit) characters.")
            return
        }
        switch Self.recipientKind(recipient) {
        case .email:
            return
        case .phone:
            guard recipientMap.payee(for: recipient) == nil else { return }
            let key = LegacyRecipientMap.normalized(recipient)
            let unread = recipientMap.problems.isEmpty ? "" : " The recipient map has problems: " + recipientMap.problems.joined(separator: " ")
            add(
                path, .phoneRecipientNotMapped,
                "\(path) \"\(recipient)\" is a phone number, and Orders v2 pays a PayPal account by email address or merchant id only; the recipient map does not say which account \(key) is.\(unread)",
                fix:
                    "Map it without code changes: add \"\(key)\" → the email address (or merchant id) of its PayPal account to the Info.plist dictionary \(LegacyRecipientMap.infoKey), or set the environment variable \(LegacyRecipientMap.environmentKey)='{\"\(key)\": \"seller@example.com\"}'; in code, LegacyBackendConfiguration.recipientMap."
            )
        case nil:
            add(
                path, .invalidRecipient, "\(path) \"\(recipient)\" is neither an email address nor a phone number.",
                fix: "Use an email address such as \"merchant@example.com\" (a phone number needs its country code, for example \"+14029352050\").")
        }
    }
}
