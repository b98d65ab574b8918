import Foundation

/// Orders v2's length limit on the texts a legacy payment carries (`description`, `brand_name`, item `name` and
/// `sku`: 127 characters, counted as Unicode scalars as JSON Schema's `maxLength` does), and how a longer text is
/// shortened: on a character boundary (never inside an emoji or a letter with its accents), ending with `…`.
enum LegacyTextLimit {
    /// Orders v2's limit.
    static let ordersV2 = 127

    /// Whether `text` is longer than Orders v2 takes.
    static func exceeds(_ text: String) -> Bool {
        text.unicodeScalars.count > ordersV2
    }

    /// `text` shortened to fit, or `text` itself when it fits.
    static func shortened(_ text: String) -> String {
        guard exceeds(text) else { return text }
        var kept = ""
        var scalars = 0
        for character in text {
            let count = character.unicodeScalars.count
            guard scalars + count <= ordersV2 - 1 else { break }
            kept.append(character)
            scalars += count
        }
        return kept + "…"
    }

    /// `text` fitted to the Orders v2 `field`; when it had to be shortened, a ``TranslationNote/Code/textShortened``
    /// note at `path` says so. `nil` and empty texts give `nil`.
    static func fit(_ text: String?, path: String, field: String, notes: inout LegacyNotes) -> String? {
        guard let text, !text.isEmpty else { return nil }
        let fitted = shortened(text)
        if fitted != text {
            notes.add(
                path, .textShortened,
                "\(path) has \(text.unicodeScalars.count) characters; Orders v2 `\(field)` takes \(ordersV2), so it was sent as its first \(fitted.unicodeScalars.count - 1) characters and \"…\"."
            )
        }
        return fitted
    }
}
