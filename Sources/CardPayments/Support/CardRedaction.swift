import CorePayments

/// Removes a card's number and security code from errors before they leave the module, whatever a server
/// echoed.
enum CardRedaction {
    /// `error` with every occurrence of `card`'s number replaced by its mask, and detail values that are the
    /// number or the security code replaced.
    static func scrub(_ error: PaymentsError, card: Card) -> PaymentsError {
        let details = error.details.map { detail in
            var clean = detail
            clean.value = detail.value.map { scrub($0, card: card, isValue: true) }
            clean.description = detail.description.map { scrub($0, card: card, isValue: false) }
            return clean
        }
        return PaymentsError(
            kind: error.kind, statusCode: error.statusCode, name: error.name,
            message: scrub(error.message, card: card, isValue: false), debugID: error.debugID, details: details)
    }

    /// `text` without the number (raw or as digits); a whole value equal to the security code is hidden too.
    static func scrub(_ text: String, card: Card, isValue: Bool) -> String {
        let mask = card.lastDigits.map { "•••• \($0)" } ?? "••••"
        var clean = text
        for secret in [card.number, card.digits] where secret.count >= 6 {
            clean = clean.replacingOccurrences(of: secret, with: mask)
        }
        if isValue, !card.securityCode.isEmpty, clean == card.securityCode { clean = "•••" }
        return clean
    }
}
