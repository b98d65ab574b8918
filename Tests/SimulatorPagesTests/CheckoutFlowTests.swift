import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import SimulatorPages

/// The checkout page through the simulator: GET shows, POST acts and redirects as PayPal does.
@Suite("Buyer pages: checkout through the simulator")
struct CheckoutFlowTests {
    private func created(_ harness: PageHarness, _ context: String = PageOrders.context()) async -> String {
        await harness.createdID(PageOrders.order(context: context))
    }

    @Test("the page answers 200 HTML with its security headers")
    func headers() async {
        let harness = PageHarness()
        let id = await created(harness)
        let page = await harness.page("/checkoutnow?token=\(id)")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.header("X-Frame-Options") == "DENY")
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'sha256-") == true)
        #expect(page.header("Content-Security-Policy")?.contains("form-action 'self' https://shop.example") == true)
        #expect(page.csrf == PageTokens(seed: 1).token(for: .order(id)))
    }

    @Test("the approval link a created order carries opens the checkout page, whose form posts back to it")
    func approvalLink() async {
        let harness = PageHarness()
        let id = await harness.createdID()
        let link = (await harness.order(id))["links"]?.arrayValue?.first { $0["rel"] == .string("approve") }?["href"]?.stringValue
        #expect(link == "\(PageHarness.base)/checkoutnow?token=\(id)")
        let page = await harness.send("GET", "/checkoutnow?token=\(id)", auth: nil)
        #expect(page.status == 200)
        #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
        #expect(page.text.contains(#"<form method="post" action="/checkoutnow?token=\#(id)">"#))
    }

    @Test("approving redirects (303) to return_url with token and PayerID; the order is APPROVED by the buyer, at the address chosen")
    func approve() async throws {
        let harness = PageHarness()
        let id = await created(harness)
        let csrf = try #require(await harness.page("/checkoutnow?token=\(id)&buyer=1").csrf)
        let response = await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "approve", "buyer": "1", "address": "1", "funding": "2"])
        #expect(response.status == 303)
        let location = try #require(response.location)
        #expect(location.host == "shop.example" && location.path == "/return")
        let payerID = harness.simulator.payerID(ofBuyer: 1)
        #expect(location.items == ["step": "2", "token": id, "PayerID": payerID])
        let order = await harness.order(id)
        #expect(order["status"] == .string("APPROVED"))
        #expect(order["payer"]?["payer_id"] == .string(payerID))
        #expect(order["payer"]?["email_address"] == .string("sb-buyer-de@personal.example.com"))
        #expect(order["purchase_units"]?.arrayValue?.first?["shipping"]?["address"]?["admin_area_2"] == .string("Berlin"))
        #expect(order["purchase_units"]?.arrayValue?.first?["shipping"]?["name"]?["full_name"] == .string("Erika Mustermann"))
    }

    @Test("a replayed approval gets a 409 page and changes nothing; so does one after the capture")
    func replay() async throws {
        let harness = PageHarness()
        let id = await created(harness)
        let csrf = try #require(await harness.page("/checkoutnow?token=\(id)").csrf)
        let fields = ["csrf": csrf, "action": "approve"]
        #expect((await harness.submit("/checkoutnow?token=\(id)", fields)).status == 303)
        let before = await harness.order(id)
        let replayed = await harness.submit("/checkoutnow?token=\(id)", fields.merging(["buyer": "2"]) { $1 })
        #expect(replayed.status == 409)
        #expect(replayed.text.contains("\(id) is APPROVED"))
        #expect(await harness.order(id) == before)
        #expect((await harness.page("/checkoutnow?token=\(id)")).status == 409)
        #expect((await harness.capture(id)).status == 201)
        let afterCapture = await harness.submit("/checkoutnow?token=\(id)", fields)
        #expect(afterCapture.status == 409)
        #expect(afterCapture.text.contains("is COMPLETED"))
    }

    @Test("the token of another order is refused (403) and neither order changes; so is a missing token and a GET never acts")
    func otherOrdersToken() async throws {
        let harness = PageHarness()
        let first = await created(harness)
        let second = await created(harness)
        let firstToken = try #require(await harness.page("/checkoutnow?token=\(first)").csrf)
        let refused = await harness.submit("/checkoutnow?token=\(second)", ["csrf": firstToken, "action": "approve"])
        #expect(refused.status == 403)
        #expect((await harness.submit("/checkoutnow?token=\(second)", ["action": "approve"])).status == 403)
        #expect((await harness.page("/checkoutnow?token=\(second)&action=approve&csrf=\(firstToken)")).status == 200)
        #expect(await harness.order(first)["status"] == .string("PAYER_ACTION_REQUIRED"))
        #expect(await harness.order(second)["status"] == .string("PAYER_ACTION_REQUIRED"))
    }

    @Test("canceling redirects to cancel_url with token; the order stays unapproved and can still be approved")
    func cancel() async throws {
        let harness = PageHarness()
        let id = await created(harness)
        let csrf = try #require(await harness.page("/checkoutnow?token=\(id)").csrf)
        let response = await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "cancel"])
        #expect(response.status == 303)
        #expect(response.header("Location") == "https://shop.example/cancel?token=\(id)")
        #expect(await harness.simulator.payerCanceled(orderID: id) == true)
        #expect(await harness.order(id)["status"] == .string("PAYER_ACTION_REQUIRED"))
        #expect((await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "approve"])).status == 303)
    }

    @Test("without return or cancel URLs: a plain confirmation page")
    func noReturnURL() async throws {
        let harness = PageHarness()
        let id = await harness.createdID()
        let csrf = try #require(await harness.page("/checkoutnow?token=\(id)").csrf)
        let approved = await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "approve"])
        #expect(approved.status == 200)
        #expect(approved.text.contains("You approved the payment."))
        #expect(await harness.order(id)["status"] == .string("APPROVED"))
    }

    @Test("NO_SHIPPING leaves the order without an address; SET_PROVIDED_ADDRESS keeps the merchant's")
    func shippingPreferences() async throws {
        let harness = PageHarness()
        let none = await created(harness, PageOrders.context(#""shipping_preference":"NO_SHIPPING""#))
        let noneToken = try #require(await harness.page("/checkoutnow?token=\(none)").csrf)
        #expect((await harness.submit("/checkoutnow?token=\(none)", ["csrf": noneToken, "action": "approve", "address": "7"])).status == 303)
        #expect(await harness.order(none)["purchase_units"]?.arrayValue?.first?["shipping"] == nil)

        let json = PageOrders.order(
            context: PageOrders.context(#""shipping_preference":"SET_PROVIDED_ADDRESS""#),
            extraUnit:
                #""shipping":{"address":{"address_line_1":"9 Elm St","admin_area_2":"Austin","admin_area_1":"TX","postal_code":"78701","country_code":"US"}},"#)
        let provided = await harness.createdID(json)
        let providedToken = try #require(await harness.page("/checkoutnow?token=\(provided)").csrf)
        #expect((await harness.submit("/checkoutnow?token=\(provided)", ["csrf": providedToken, "action": "approve"])).status == 303)
        #expect(await harness.order(provided)["purchase_units"]?.arrayValue?.first?["shipping"]?["address"]?["admin_area_2"] == .string("Austin"))
    }

    @Test("bad requests get clear pages: no id 400, unknown id 404, an address or buyer out of range 400, another body type 415")
    func badRequests() async throws {
        let harness = PageHarness()
        #expect((await harness.page("/checkoutnow")).status == 400)
        #expect((await harness.page("/checkoutnow?token=")).status == 400)
        let unknown = await harness.page("/checkoutnow?token=%3Cscript%3E")
        #expect(unknown.status == 404)
        #expect(unknown.text.contains("&lt;script&gt;") && !unknown.text.contains("<script>alert"))
        let id = await created(harness)
        let csrf = try #require(await harness.page("/checkoutnow?token=\(id)").csrf)
        #expect((await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "approve", "address": "9"])).status == 400)
        #expect((await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "approve", "buyer": "-1"])).status == 400)
        #expect((await harness.submit("/checkoutnow?token=\(id)", ["csrf": csrf, "action": "steal"])).status == 400)
        let json = await harness.send("POST", "/checkoutnow?token=\(id)", json: "{}", auth: nil)
        #expect(json.status == 415)
        #expect(await harness.order(id)["status"] == .string("PAYER_ACTION_REQUIRED"))
        #expect((await harness.page("/checkoutnow?buyer=99&token=\(id)")).status == 200)
    }
}
