import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import SimulatorPages

/// The approval page's renderer, from order JSON to HTML (no simulator).
@Suite("Buyer pages: the checkout page")
struct CheckoutPageTests {
    private func page(_ json: String, buyer: Int = 0) throws -> CheckoutPage {
        let order = try JSONValue(parsing: Data(json.utf8))
        let units = (order["purchase_units"]?.arrayValue ?? []).compactMap(\.objectValue)
        let summary = CheckoutSummary(
            orderID: "ORDER1", purchaseUnits: units, experienceContext: order["payment_source"]?["paypal"]?["experience_context"]?.objectValue)
        let buyers = [SimulatedPayer.demo] + SimulatedPayer.otherDemoBuyers
        return CheckoutPage(
            summary: summary, buyer: BuyerSection(buyers: buyers, selected: buyer, form: PageForm(action: "/checkoutnow?token=ORDER1", token: "TOKEN")))
    }

    @Test("the merchant, the items, the breakdown and the total in the order's currency; the form with its token")
    func summary() throws {
        let html = try page(PageOrders.order(context: PageOrders.context())).document.html
        #expect(html.contains("Pay Joe&#39;s Bears"))
        #expect(html.contains("<b>Mug</b>"))
        #expect(html.contains("Qty 2 × $7.50"))
        #expect(html.contains(#"<span class="text">Shipping</span><span>$4.00</span>"#))
        #expect(html.contains(#"<p class="amount">$19.00 <small>USD</small></p>"#))
        #expect(html.contains(#"<form method="post" action="/checkoutnow?token=ORDER1">"#))
        #expect(html.contains(#"<input type="hidden" name="csrf" value="TOKEN">"#))
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(html.contains(#"<html lang="en-US">"#))
    }

    @Test("user_action: Pay Now for PAY_NOW, Continue for CONTINUE and by default")
    func button() throws {
        #expect(try page(PageOrders.order(context: PageOrders.context(#""user_action":"PAY_NOW""#))).buttonTitle == "Pay Now")
        #expect(try page(PageOrders.order(context: PageOrders.context(#""user_action":"CONTINUE""#))).buttonTitle == "Continue")
        let html = try page(PageOrders.order(context: PageOrders.context())).document.html
        #expect(html.contains(#"value="approve">Continue</button>"#))
        #expect(html.contains(#"value="cancel">Cancel and return to Joe&#39;s Bears</button>"#))
    }

    @Test("shipping_preference: the buyer's addresses, none, or the merchant's read-only")
    func shipping() throws {
        let fromFile = try page(PageOrders.order(context: PageOrders.context()), buyer: 1).document.html
        #expect(fromFile.contains(#"name="address" value="0" checked"#))
        #expect(fromFile.contains("Heidestraße 17"))
        #expect(fromFile.contains("Unter den Linden 5"))
        #expect(fromFile.contains(#"name="buyer" value="1""#))

        let none = try page(PageOrders.order(context: PageOrders.context(#""shipping_preference":"NO_SHIPPING""#))).document.html
        #expect(!none.contains(#"name="address""#))
        #expect(none.contains("No shipping address needed."))

        let provided = try page(
            PageOrders.order(
                context: PageOrders.context(#""shipping_preference":"SET_PROVIDED_ADDRESS""#),
                extraUnit:
                    #""shipping":{"name":{"full_name":"Ann <Lee>"},"address":{"address_line_1":"9 Elm St","admin_area_2":"Austin","admin_area_1":"TX","postal_code":"78701","country_code":"US"}},"#
            )
        ).document.html
        #expect(!provided.contains(#"name="address""#))
        #expect(provided.contains("Ann &lt;Lee&gt;<br>9 Elm St<br>Austin, TX 78701<br>US"))
    }

    @Test("the order's locale: amounts and lang follow it")
    func locale() throws {
        let html = try page(PageOrders.order(context: PageOrders.context(#""locale":"de-DE""#), currency: "EUR")).document.html
        #expect(html.contains(#"<html lang="de-DE">"#))
        #expect(html.contains("19,00\u{A0}€"))
    }

    @Test("several purchase units: one block each, with its payee, and the sum as the total")
    func units() throws {
        let unit = { (email: String, value: String) in
            #"{"reference_id":"\#(email)","payee":{"email_address":"\#(email)"},"amount":{"currency_code":"USD","value":"\#(value)"}}"#
        }
        let json = #"{"intent":"CAPTURE","purchase_units":[\#(unit("a@shop.example", "10.10")),\#(unit("b@shop.example", "0.20"))]}"#
        let html = try page(json).document.html
        #expect(html.contains("Paid to a@shop.example") && html.contains("Paid to b@shop.example"))
        #expect(html.contains(#"<p class="amount">$10.30 <small>USD</small></p>"#))
        #expect(html.contains("Pay a@shop.example"))
    }

    @Test("hostile merchant texts come out as text: no markup of theirs survives, whatever the size")
    func hostile() throws {
        let evil = #"</span><script>alert(1)</script><img src=x onerror=alert(2)>""#
        let json = PageOrders.order(context: #"{"brand_name":\#(JSONValue.string(evil).serializedText)}"#, name: evil + String(repeating: "x", count: 50_000))
        let html = try page(json).document.html
        #expect(!html.contains("<script>alert") && !html.contains("<img"))
        #expect(html.components(separatedBy: "<script>").count == 2)
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test("the buyer links sign in as each demo buyer; the current one is marked")
    func buyers() throws {
        let html = try page(PageOrders.order(context: PageOrders.context()), buyer: 2).document.html
        #expect(html.contains(#"<a href="/checkoutnow?token=ORDER1&amp;buyer=0">John (US)</a>"#))
        #expect(html.contains(#"<a href="/checkoutnow?token=ORDER1&amp;buyer=2" aria-current="true">Oliver (GB)</a>"#))
        #expect(html.contains("Visa Debit •••• 1881"))
    }

    @Test("the CSP allows only the page's own style and script, by hash")
    func policy() {
        let policy = PageDocument.contentSecurityPolicy(formActions: ["'self'", "myapp:"])
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("style-src '\(PageDocument.hash(PageStyle.css))'"))
        #expect(policy.contains("script-src '\(PageDocument.hash(PageStyle.script))'"))
        #expect(policy.contains("form-action 'self' myapp:"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(PageDocument.hash("") == "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    }
}
