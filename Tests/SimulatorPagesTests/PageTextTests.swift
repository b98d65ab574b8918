import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import SimulatorPages

/// The buyer pages' escaping and money formatting.
@Suite("Buyer pages: escaping and amounts")
struct PageTextTests {
    @Test("HTML.escape escapes the five special characters and replaces control characters")
    func escape() {
        #expect(HTML.escape(#"<script>alert("x")</script> & 'y'"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
        #expect(HTML.escape("a\u{0}b\u{7}c\u{7F}d\te\nf") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te\nf")
        #expect(HTML.escape("Köln 由紀 👩‍💻 \u{202E}") == "Köln 由紀 👩‍💻 \u{202E}")
        #expect(HTML.escape("") == "")
        #expect(HTML.escape("&amp;") == "&amp;amp;")
    }

    @Test("a huge hostile text comes out escaped, with no raw markup left")
    func hugeText() {
        let hostile = String(repeating: #"<img src=x onerror="alert(1)">'&"#, count: 20_000)
        let escaped = HTML.escape(hostile)
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"))
        #expect(escaped.count == 20_000 * #"&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;"#.count)
    }

    @Test(
        "amounts: the currency's exponent, the locale's separators and symbol, exact Decimal digits",
        arguments: [
            ("1234.50", "USD", "en-US", "$1,234.50"),
            ("1234.50", "EUR", "de-DE", "1.234,50\u{A0}€"),
            ("1234567", "JPY", "ja-JP", "¥1,234,567"),
            ("1500", "HUF", "hu-HU", "1\u{A0}500\u{A0}Ft"),
            ("999999999999999.99", "USD", "en-US", "$999,999,999,999,999.99"),
            ("0.01", "GBP", "en-GB", "£0.01"),
            ("12.00", "USD", "not a locale", "$12.00"),
        ])
    func money(value: String, currency: String, locale: String, expected: String) {
        #expect(MoneyText.format(PageAmount(value: value, currencyCode: currency), locale: PageLocale(locale)) == expected)
    }

    @Test("an amount that is not PayPal money is written as sent; deductions get a minus")
    func oddAmounts() {
        #expect(MoneyText.format(PageAmount(value: "12.345", currencyCode: "USD"), locale: .fallback) == "12.345 USD")
        #expect(MoneyText.format(PageAmount(value: "<b>", currencyCode: "XXX"), locale: .fallback) == "<b> XXX")
        #expect(MoneyText.format(PageAmount(value: "2.00", currencyCode: "USD"), locale: .fallback, negated: true) == "-$2.00")
        #expect(MoneyText.format(PageAmount(value: "0.00", currencyCode: "USD"), locale: .fallback, negated: true) == "$0.00")
    }

    @Test("digit grouping")
    func grouping() {
        #expect(MoneyText.group("1234567", separator: ",", size: 3) == "1,234,567")
        #expect(MoneyText.group("123", separator: ",", size: 3) == "123")
        #expect(MoneyText.group("1234", separator: "'", size: 0) == "1234")
    }

    @Test("sums and line totals are Decimal: no binary rounding")
    func sums() {
        let amounts = Array(repeating: PageAmount(value: "0.10", currencyCode: "USD"), count: 3)
        #expect(PageAmount.sum(amounts) == PageAmount(value: "0.30", currencyCode: "USD"))
        #expect(PageAmount.sum([PageAmount(value: "1.00", currencyCode: "USD"), PageAmount(value: "1.00", currencyCode: "EUR")]) == nil)
        #expect(PageAmount.lineTotal(PageAmount(value: "0.10", currencyCode: "USD"), quantity: "3") == PageAmount(value: "0.30", currencyCode: "USD"))
        #expect(PageAmount.lineTotal(PageAmount(value: "1.00", currencyCode: "USD"), quantity: "99999999999999999999") == nil)
    }

    @Test("locales: plain BCP-47 tags kept, anything else falls back to en-US")
    func locales() {
        #expect(PageLocale("de-DE").tag == "de-DE")
        #expect(PageLocale("zh-Hant-TW").tag == "zh-Hant-TW")
        #expect(PageLocale(#"en"><script>"#) == .fallback)
        #expect(PageLocale(nil) == .fallback)
        #expect(PageLocale(String(repeating: "a", count: 100)) == .fallback)
    }

    @Test("form fields: + is a space, percent-decoding, the first value wins")
    func formFields() {
        let fields = FormFields("a=1&b=two+words&c=%3Cx%3E&a=2&d&bad=%ZZ")
        #expect(fields.values == ["a": "1", "b": "two words", "c": "<x>", "d": ""])
    }
}
