import Foundation

/// The locale a buyer page is written for: the order's `experience_context.locale` (a BCP-47 tag such as
/// `de-DE`) when it is one, else `en-US`. It sets the page's `lang` and how amounts are written.
struct PageLocale: Sendable, Equatable {
    /// The BCP-47 tag.
    let tag: String

    /// `en-US`.
    static let fallback = PageLocale(checked: "en-US")

    private init(checked tag: String) { self.tag = tag }

    /// The locale of `tag`, or ``fallback`` when `tag` is missing or not a plain language tag
    /// (2–3 letters, then up to four subtags of 2–8 letters or digits, at most 35 characters).
    init(_ tag: String?) {
        guard let tag, tag.count <= 35 else {
            self = .fallback
            return
        }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let isLanguage = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
        let subtagsValid =
            parts.count <= 5
            && parts.dropFirst().allSatisfy { part in
                (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        self = isLanguage && subtagsValid ? PageLocale(checked: tag) : .fallback
    }

    /// Foundation's locale for the tag.
    var foundationLocale: Locale { Locale(identifier: tag) }
}
