/// The 3D Secure challenge page of a card order (its `payer-action` link) or card setup token (its `approve`
/// link): the issuer asks the payer to confirm, and the payer passes, fails or cancels.
struct ChallengePage: Sendable {
    /// Who asks for the payment.
    var merchantName: String
    /// The order's amount; `nil` for a card being saved.
    var amount: PageAmount?
    /// The page's locale.
    var locale: PageLocale
    /// The card's brand (`VISA`), if known.
    var cardBrand: String?
    /// The card's last four digits, if known.
    var lastDigits: String?
    /// Whether the test card's issuer fails the challenge when completed through the control route.
    var testCardFails: Bool
    /// The page's form.
    var form: PageForm

    /// The page.
    var document: PageDocument {
        let card = [cardBrand.map { $0.capitalized }, lastDigits.map { "••••\u{A0}" + $0 }].compactMap { $0 }.joined(separator: " ")
        let what = amount.map { "a payment of \(HTML.escape(MoneyText.format($0, locale: locale))) to" } ?? "saving your card with"
        var main = """
            <section class="wide">
            <h1>Confirm it's you</h1>
            <p class="text">Your card issuer asks you to confirm \(what) <b>\(HTML.escape(merchantName))</b>\
            \(card.isEmpty ? "" : " with " + HTML.escape(card)).</p>
            <p class="note">Simulated 3D Secure: choose how the issuer's check ends.\
            \(testCardFails ? " (This test card fails the challenge when it is completed through the sandbox's control route.)" : "")</p>

            """
        main += form.open()
        main += #"<button class="primary" type="submit" name="result" value="pass">Authenticate</button>"# + "\n"
        main += #"<button class="danger" type="submit" name="result" value="fail">Fail authentication</button>"# + "\n"
        main += #"<button class="secondary" type="submit" name="result" value="cancel">Cancel</button>"# + "\n"
        main += "</form>\n</section>\n"
        return PageDocument(title: "Confirm it's you", locale: locale, main: main, narrow: true)
    }
}
