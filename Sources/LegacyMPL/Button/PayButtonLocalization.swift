import Foundation

/// The locales of seed 001's "Locales Supported by the Mobile Payments Library" table and the button
/// titles in each language.
///
/// The 2011 library drew its buttons from images that are not part of the guide; these titles are this
/// package's own translations of "Pay with PayPal" and "Donate with PayPal".
public enum PayButtonLocalization {
    /// Every supported locale code, in the guide's table order.
    public static let supportedLocales: [String] = [
        "es_AR", "pt_BR", "en_AU", "en_BE", "nl_BE", "fr_BE", "en_CA", "fr_CA", "fr_FR", "en_FR",
        "de_DE", "en_DE", "zh_HK", "en_HK", "en_IN", "it_IT", "ja_JP", "en_JP", "es_MX", "en_MX",
        "nl_NL", "en_NL", "pl_PL", "en_PL", "en_SG", "es_ES", "en_ES", "de_CH", "en_CH", "fr_CH",
        "zh_TW", "en_TW", "en_US",
    ]

    /// The locale used when neither `lang` nor the device's locale is supported.
    public static let fallbackLocale = "en_US"

    private static let titles: [String: (pay: String, donate: String)] = [
        "en": ("Pay with PayPal", "Donate with PayPal"),
        "es": ("Pagar con PayPal", "Donar con PayPal"),
        "pt": ("Pagar com PayPal", "Doar com PayPal"),
        "fr": ("Payer avec PayPal", "Faire un don avec PayPal"),
        "nl": ("Betalen met PayPal", "Doneren met PayPal"),
        "de": ("Mit PayPal bezahlen", "Mit PayPal spenden"),
        "it": ("Paga con PayPal", "Dona con PayPal"),
        "ja": ("PayPalで支払う", "PayPalで寄付する"),
        "pl": ("Zapłać przez PayPal", "Przekaż darowiznę przez PayPal"),
        "zh": ("使用 PayPal 付款", "使用 PayPal 捐款"),
    ]

    /// The locale for the button: `lang` if supported, else the device's locale if supported, else `en_US`
    /// (the guide, "Localization Support"). `en-US` and `en_US` are both accepted.
    public static func resolveLocale(lang: String?, deviceLocale: Locale = .current) -> String {
        if let lang, let code = LegacyLocale.legacy(lang), supportedLocales.contains(code) { return code }
        if let code = LegacyLocale.languageAndRegion(ofIdentifier: deviceLocale.identifier), supportedLocales.contains(code) { return code }
        return fallbackLocale
    }

    /// The button's title in `locale` (a supported code) for `text`; English for anything unknown.
    public static func title(for text: PayPalButtonText, locale: String) -> String {
        let language = String(locale.prefix { $0 != "_" })
        let pair = titles[language] ?? titles["en"]!
        return text == BUTTON_TEXT_DONATE ? pair.donate : pair.pay
    }
}
