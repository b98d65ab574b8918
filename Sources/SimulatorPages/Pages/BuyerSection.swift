import OrdersSimulator

/// The parts of the checkout and vault pages about the buyer: who is signed in (with links to sign in as
/// another demo buyer) and the funding source to pay with.
struct BuyerSection: Sendable {
    /// The buyers offered.
    var buyers: [SimulatedPayer]
    /// The index of the one signed in.
    var selected: Int
    /// The page's form (its links switch buyers).
    var form: PageForm

    /// The buyer signed in.
    var buyer: SimulatedPayer { buyers[selected] }

    /// "Signed in as …" and a link per buyer.
    var signIn: String {
        var html = "<h2>Signed in as</h2>\n"
        html +=
            #"<p class="text"><b>\#(HTML.escape(buyer.fullName))</b><br><span class="muted">\#(HTML.escape(buyer.emailAddress)) · \#(HTML.escape(buyer.countryCode))</span></p>"#
        html += "\n" + #"<nav class="buyers" aria-label="Demo buyers">"#
        for (index, other) in buyers.enumerated() {
            let current = index == selected ? #" aria-current="true""# : ""
            html += #"<a href="\#(HTML.escape(form.buyerLink(index)))"\#(current)>\#(HTML.escape(other.givenName)) (\#(HTML.escape(other.countryCode)))</a>"#
        }
        return html + "</nav>\n"
    }

    /// A radio choice per funding source, the first checked.
    var fundingChoices: String {
        var html = "<fieldset><legend>Pay with</legend>\n"
        for (index, source) in buyer.fundingSources.enumerated() {
            html += PageChoice.radio(name: "funding", value: index, checked: index == 0, label: HTML.escape(source)) + "\n"
        }
        return html + "</fieldset>\n"
    }
}
