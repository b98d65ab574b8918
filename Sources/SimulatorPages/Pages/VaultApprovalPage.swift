/// The vault approval page of a PayPal setup token (`/agreements/approve?approval_session_id=…`): the buyer
/// agrees to let the merchant charge their PayPal account later, or cancels.
struct VaultApprovalPage: Sendable {
    /// Who asks (`experience_context.brand_name`, or "the merchant").
    var merchantName: String
    /// The setup token's `payment_source.paypal.description`, if any.
    var description: String?
    /// The setup token id.
    var setupTokenID: String
    /// The page's locale.
    var locale: PageLocale
    /// The buyer part.
    var buyer: BuyerSection

    /// The page.
    var document: PageDocument {
        var main = """
            <section class="wide">
            <h1 class="text">Save PayPal with \(HTML.escape(merchantName))</h1>
            <p class="text">Agree to let <b>\(HTML.escape(merchantName))</b> charge your PayPal account for future payments \
            without asking you each time. You can cancel this at any time in your PayPal settings.</p>

            """
        if let description { main += #"<p class="muted text">\#(HTML.escape(description))</p>"# + "\n" }
        main += #"<p class="muted">Setup token \#(HTML.escape(setupTokenID))</p>"# + "\n</section>\n"
        main += "<section>\n" + buyer.signIn + "</section>\n<section>\n"
        main += buyer.form.open(hidden: [("buyer", String(buyer.selected))]) + buyer.fundingChoices
        main += #"<button class="primary" type="submit" name="action" value="approve">Agree and Continue</button>"# + "\n"
        main += #"<button class="secondary" type="submit" name="action" value="cancel">Cancel and return to \#(HTML.escape(merchantName))</button>"# + "\n"
        main += "</form>\n</section>\n"
        return PageDocument(title: "Save PayPal with \(merchantName)", locale: locale, main: main)
    }
}
