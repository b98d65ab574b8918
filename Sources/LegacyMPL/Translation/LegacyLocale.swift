import Foundation

/// Conversions between the legacy locale codes (`en_US`, seed 001's table) and BCP-47 tags (`en-US`).
enum LegacyLocale {
    /// `en_US` → `en-US`, `fr` → `fr`; `nil` when `code` is not `ll`, `lll`, `ll_CC` or `ll-CC`.
    static func bcp47(_ code: String) -> String? {
        let parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard (1...2).contains(parts.count), code.first != "_", code.last != "_", code.first != "-", code.last != "-" else { return nil }
        let language = parts[0]
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        guard parts.count == 2 else { return language.lowercased() }
        let region = parts[1]
        let isRegion =
            (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isLetter }))
            || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber }))
        guard isRegion else { return nil }
        return language.lowercased() + "-" + region.uppercased()
    }

    /// A device locale's language and region in the legacy spelling, read from its identifier: `de_DE` → `de_DE`,
    /// `zh-Hant_TW` → `zh_TW` (the script dropped), `en_US@rg=gbzzzz` and `en_US_POSIX` → `en_US`; `nil` without a
    /// language or a region. The identifier, not `Locale.language`/`.region`, which need iOS 16.
    static func languageAndRegion(ofIdentifier identifier: String) -> String? {
        let base = identifier.prefix { $0 != "@" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let region = parts.dropFirst().first { part in
            (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter }) || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
        }
        guard let region else { return nil }
        return language.lowercased() + "_" + region.uppercased()
    }

    /// `en-US` or `en_US` → `en_US` (the legacy spelling), or `nil` as for ``bcp47(_:)``.
    static func legacy(_ code: String) -> String? {
        bcp47(code).map { $0.replacingOccurrences(of: "-", with: "_") }
    }
}
