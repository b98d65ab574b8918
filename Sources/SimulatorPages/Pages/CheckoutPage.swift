/// The approval page of an order (`/checkoutnow?token=…`): the merchant, the items and the amount with its
/// breakdown in the order's currency and locale, the buyer signed in, the shipping address as
/// `shipping_preference` asks, the funding source, the button `user_action` asks for, and Cancel.
struct CheckoutPage: Sendable {
    /// The order.
    var summary: CheckoutSummary
    /// The buyer part.
    var buyer: BuyerSection

    /// The page.
    var document: PageDocument {
        PageDocument(title: "Pay \(summary.merchantName)", locale: summary.locale, main: "<div>\n" + headline + orderSummary + "</div>\n" + payForm)
    }

    /// The button's title: "Pay Now" for `PAY_NOW`, "Continue" for `CONTINUE` (PayPal's default).
    var buttonTitle: String { summary.paysNow ? "Pay Now" : "Continue" }

    private var headline: String {
        let total = summary.total.map { money($0) + " <small>" + HTML.escape($0.currencyCode) + "</small>" } ?? "—"
        return """
            <section>
            <h1 class="text">Pay \(HTML.escape(summary.merchantName))</h1>
            <p class="amount">\(total)</p>
            <p class="muted">Order \(HTML.escape(summary.orderID))</p>
            </section>

            """
    }

    private var orderSummary: String {
        var html = "<section>\n<h2>Order summary</h2>\n"
        for unit in summary.units {
            html += #"<div class="unit">"# + "\n"
            if summary.units.count > 1, let payee = unit.payee { html += #"<p class="muted text">Paid to \#(HTML.escape(payee))</p>"# + "\n" }
            if let description = unit.description { html += #"<p class="text">\#(HTML.escape(description))</p>"# + "\n" }
            for item in unit.items { html += itemRow(item) }
            for line in unit.breakdown {
                html += row(HTML.escape(line.label), money(line.amount, negated: line.isDeduction))
            }
            if let amount = unit.amount { html += row("Total", money(amount), extraClass: " total") }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    private func itemRow(_ item: CheckoutSummary.Item) -> String {
        var name = "<b>\(HTML.escape(item.name))</b>"
        if let description = item.description { name += #"<br><span class="muted">\#(HTML.escape(description))</span>"# }
        let unit = item.unitAmount.map { money($0) } ?? ""
        name += #"<br><span class="muted">Qty \#(HTML.escape(item.quantity))\#(unit.isEmpty ? "" : " × " + unit)</span>"#
        return row(name, item.lineTotal.map { money($0) } ?? unit, extraClass: " item")
    }

    private var payForm: String {
        var html = "<section>\n" + buyer.signIn
        html += buyer.form.open(hidden: [("buyer", String(buyer.selected))])
        html += shippingChoices + buyer.fundingChoices
        if !summary.paysNow {
            html += #"<p class="muted">You'll review your order on \#(HTML.escape(summary.merchantName))'s site before the payment is final.</p>"# + "\n"
        }
        html += #"<button class="primary" type="submit" name="action" value="approve">\#(buttonTitle)</button>"# + "\n"
        html +=
            #"<button class="secondary" type="submit" name="action" value="cancel">Cancel and return to \#(HTML.escape(summary.merchantName))</button>"# + "\n"
        return html + "</form>\n</section>\n"
    }

    private var shippingChoices: String {
        switch summary.shipping {
        case .none:
            return #"<p class="muted">No shipping address needed.</p>"# + "\n"
        case .provided(let name, let address):
            return "<fieldset><legend>Ship to (set by \(HTML.escape(summary.merchantName)))</legend>\n"
                + #"<address class="text">"# + AddressText.html(address, name: name) + "</address>\n</fieldset>\n"
        case .fromFile:
            var html = "<fieldset><legend>Ship to</legend>\n"
            for (index, address) in buyer.buyer.savedAddresses.enumerated() {
                html +=
                    PageChoice.radio(name: "address", value: index, checked: index == 0, label: AddressText.compactHTML(address, name: buyer.buyer.fullName))
                    + "\n"
            }
            return html + "</fieldset>\n"
        }
    }

    private func money(_ amount: PageAmount, negated: Bool = false) -> String {
        HTML.escape(MoneyText.format(amount, locale: summary.locale, negated: negated))
    }

    private func row(_ label: String, _ value: String, extraClass: String = "") -> String {
        #"<div class="row\#(extraClass)"><span class="text">\#(label)</span><span>\#(value)</span></div>"# + "\n"
    }
}
