import Foundation
import Testing

@testable import LegacyMPL

@Suite("Pay button: sizes, texts, every locale of the guide, enabled after initialization")
struct PayButtonTests {
    private let english = Locale(identifier: "en_US")

    @Test(arguments: [
        (BUTTON_152x33, 152, 33), (BUTTON_194x37, 194, 37), (BUTTON_278x43, 278, 43), (BUTTON_294x43, 294, 43),
    ])
    func sizeComesFromTheType(type: PayPalButtonType, width: Int, height: Int) throws {
        let button = try #require(PayButtonDescriptor(buttonType: type, deviceLocale: english, isEnabled: true, actionName: "pay"))
        #expect(button.width == width)
        #expect(button.height == height)
    }

    @Test func typeCountIsNotASize() {
        #expect(PayButtonDescriptor(buttonType: BUTTON_TYPE_COUNT, isEnabled: true, actionName: "pay") == nil)
        #expect(PayButtonDescriptor(buttonType: PayPalButtonType(rawValue: 6), isEnabled: true, actionName: "pay") == nil)
    }

    @Test func payAndDonateTexts() throws {
        let pay = try #require(PayButtonDescriptor(buttonType: BUTTON_152x33, deviceLocale: english, isEnabled: true, actionName: "pay"))
        let donate = try #require(
            PayButtonDescriptor(
                buttonType: BUTTON_152x33, buttonText: BUTTON_TEXT_DONATE, deviceLocale: english, isEnabled: true, actionName: "pay"))
        #expect(pay.title == "Pay with PayPal")
        #expect(donate.title == "Donate with PayPal")
        #expect(donate.buttonText == BUTTON_TEXT_DONATE)
    }

    @Test func everyLocaleOfTheGuideHasBothTitles() {
        #expect(PayButtonLocalization.supportedLocales.count == 33)
        for locale in PayButtonLocalization.supportedLocales {
            #expect(PayButtonLocalization.resolveLocale(lang: locale, deviceLocale: english) == locale)
            let pay = PayButtonLocalization.title(for: BUTTON_TEXT_PAY, locale: locale)
            let donate = PayButtonLocalization.title(for: BUTTON_TEXT_DONATE, locale: locale)
            #expect(pay.contains("PayPal") && donate.contains("PayPal") && pay != donate, "\(locale)")
            if locale.hasPrefix("en_") {
                #expect(pay == "Pay with PayPal", "\(locale)")
            } else {
                #expect(pay != "Pay with PayPal", "\(locale) should be translated")
            }
        }
    }

    @Test(arguments: [
        ("de_DE", "Mit PayPal bezahlen", "Mit PayPal spenden"), ("fr_CA", "Payer avec PayPal", "Faire un don avec PayPal"),
        ("es_MX", "Pagar con PayPal", "Donar con PayPal"), ("pt_BR", "Pagar com PayPal", "Doar com PayPal"),
        ("nl_BE", "Betalen met PayPal", "Doneren met PayPal"), ("it_IT", "Paga con PayPal", "Dona con PayPal"),
        ("ja_JP", "PayPalで支払う", "PayPalで寄付する"), ("pl_PL", "Zapłać przez PayPal", "Przekaż darowiznę przez PayPal"),
        ("zh_TW", "使用 PayPal 付款", "使用 PayPal 捐款"), ("zh_HK", "使用 PayPal 付款", "使用 PayPal 捐款"),
    ])
    func translatedTitles(locale: String, pay: String, donate: String) {
        #expect(PayButtonLocalization.title(for: BUTTON_TEXT_PAY, locale: locale) == pay)
        #expect(PayButtonLocalization.title(for: BUTTON_TEXT_DONATE, locale: locale) == donate)
    }

    @Test func langThenDeviceThenEnglish() {
        let german = Locale(identifier: "de_DE")
        #expect(PayButtonLocalization.resolveLocale(lang: "fr_FR", deviceLocale: german) == "fr_FR")
        #expect(PayButtonLocalization.resolveLocale(lang: "fr-CH", deviceLocale: german) == "fr_CH")
        #expect(PayButtonLocalization.resolveLocale(lang: nil, deviceLocale: german) == "de_DE")
        #expect(PayButtonLocalization.resolveLocale(lang: "de_AT", deviceLocale: german) == "de_DE")
        #expect(PayButtonLocalization.resolveLocale(lang: nil, deviceLocale: Locale(identifier: "sv_SE")) == "en_US")
        #expect(PayButtonLocalization.resolveLocale(lang: "xx", deviceLocale: Locale(identifier: "ru_RU")) == "en_US")
    }

    @Test(
        "The device's language and region come from its locale identifier, script and keywords aside",
        arguments: [
            ("zh-Hant_TW", "zh_TW"), ("zh_Hant_HK", "zh_HK"), ("en_US@rg=gbzzzz", "en_US"), ("en_US_POSIX", "en_US"),
            ("fr-CA", "fr_CA"), ("es_419", "en_US"), ("de", "en_US"), ("", "en_US"), ("zh-Hans_CN", "en_US"),
        ])
    func deviceLocaleIdentifiers(identifier: String, resolved: String) {
        #expect(PayButtonLocalization.resolveLocale(lang: nil, deviceLocale: Locale(identifier: identifier)) == resolved)
    }

    @Test func buttonFromTheLibraryIsDisabledUntilInitializationSucceeds() throws {
        let library = PayPal()
        let delegate = RecordingDelegate()
        library.lang = "it_IT"
        let button = try #require(library.getPayButtonWithTarget(delegate, andAction: Selector("payWithPayPal"), andButtonType: BUTTON_194x37))
        #expect(!button.isEnabled)
        #expect(button.title == "Paga con PayPal")
        #expect(button.action == Selector("payWithPayPal"))
        #expect(button.target === delegate)
        #expect(button.frame.size == CGSize(width: 194, height: 37))
        #expect(library.delegate as AnyObject === delegate)
        #expect(library.payButtons.count == 1)
        library.setInitializationStatus(STATUS_INPROGRESS)
        #expect(!button.isEnabled)
        library.setInitializationStatus(STATUS_COMPLETED_SUCCESS)
        #expect(button.isEnabled)
        let donate = try #require(
            library.getPayButtonWithTarget(
                delegate, andAction: Selector("donate"), andButtonType: BUTTON_294x43, andButtonText: BUTTON_TEXT_DONATE))
        #expect(donate.isEnabled)
        #expect(donate.title == "Dona con PayPal")
        #expect(library.buttonText == BUTTON_TEXT_DONATE)
        #expect(library.translationOptions.buttonText == BUTTON_TEXT_DONATE)
    }

    @Test func invalidButtonTypeReturnsNilAndExplains() {
        let library = PayPal()
        #expect(library.getPayButtonWithTarget(RecordingDelegate(), andAction: Selector("pay"), andButtonType: BUTTON_TYPE_COUNT) == nil)
        #expect((library.responseMessage?["message"] as? String)?.contains("BUTTON_278x43") == true)
    }
}
