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

    /// `en-US` or `en_US` → `en_US` (the legacy spelling), or `nil` as for ``bcp47(_:)``.
    static func legacy(_ code: String) -> String? {
        bcp47(code).map { $0.replacingOccurrences(of: "-", with: "_") }
    }
}
