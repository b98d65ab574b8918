import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import SimulatorPages

/// The 3DS challenge page and the vault approval page through the simulator.
@Suite("Buyer pages: 3DS challenge and vault approval")
struct ChallengeAndVaultPageTests {
    private static let redirects = #""experience_context":{"return_url":"myapp://card/success","cancel_url":"myapp://card/cancel"}"#

    /// A card order waiting for its challenge; returns the id and the challenge path.
    private func challengedOrder(_ harness: PageHarness, card: TestCard = .challenge) async -> (String, String) {
        let id = await harness.createdID()
        let body =
            #"{"payment_source":{"card":\#(Cards.card(card.rawValue, extra: Self.redirects + #","attributes":{"verification":{"method":"SCA_ALWAYS"}}"#))}}"#
        let response = await harness.confirm(id, body)
        let link = response.json["links"]?.arrayValue?.first { $0["rel"] == .string("payer-action") }?["href"]?.stringValue ?? ""
        return (id, String(link.dropFirst(PageHarness.base.count)))
    }

    @Test("pass: the order is APPROVED with liability shift POSSIBLE and the page redirects to the card's return_url")
    func pass() async throws {
        let harness = PageHarness()
        let (id, path) = await challengedOrder(harness)
        let page = await harness.page(path)
        #expect(page.status == 200)
        #expect(page.text.contains("Visa ••••\u{A0}3220"))
        #expect(page.text.contains(#"<form method="post" action="/webapps/helios?cart_id=\#(id)">"#))
        #expect(page.text.contains(#"value="pass">Authenticate</button>"#))
        let response = await harness.submit(path, ["csrf": try #require(page.csrf), "result": "pass"])
        #expect(response.status == 303)
        #expect(response.header("Location") == "myapp://card/success?token=\(id)")
        let order = await harness.order(id)
        #expect(order["status"] == .string("APPROVED"))
        #expect(order["payment_source"]?["card"]?["authentication_result"]?["liability_shift"] == .string("POSSIBLE"))
        #expect((await harness.submit(path, ["csrf": try #require(page.csrf), "result": "pass"])).status == 409)
    }

    @Test("fail: APPROVED with liability shift NO (the merchant must not capture), even for a card that would pass")
    func fail() async throws {
        let harness = PageHarness()
        let (id, path) = await challengedOrder(harness)
        let csrf = try #require(await harness.page(path).csrf)
        let response = await harness.submit(path, ["csrf": csrf, "result": "fail"])
        #expect(response.header("Location") == "myapp://card/success?token=\(id)")
        let result = await harness.order(id)["payment_source"]?["card"]?["authentication_result"]
        #expect(result?["liability_shift"] == .string("NO"))
        #expect(result?["three_d_secure"]?["authentication_status"] == .string("N"))
    }

    @Test("cancel: the card's cancel_url with token; the challenge still waits")
    func cancel() async throws {
        let harness = PageHarness()
        let (id, path) = await challengedOrder(harness, card: .authenticationFailed)
        let page = await harness.page(path)
        #expect(page.text.contains("This test card fails the challenge"))
        let response = await harness.submit(path, ["csrf": try #require(page.csrf), "result": "cancel"])
        #expect(response.header("Location") == "myapp://card/cancel?token=\(id)")
        #expect(await harness.order(id)["status"] == .string("PAYER_ACTION_REQUIRED"))
        #expect((await harness.page(path)).status == 200)
    }

    @Test("a card setup token's challenge: pass approves it and returns with approval_session_id")
    func setupTokenChallenge() async throws {
        let harness = PageHarness()
        let card = Cards.card(TestCard.approve.rawValue, extra: #""verification_method":"SCA_ALWAYS","# + Self.redirects)
        let setup = await harness.send("POST", "/v3/vault/setup-tokens", json: #"{"payment_source":{"card":\#(card)}}"#, headers: ["PayPal-Request-Id": "s1"])
        let id = try #require(setup.json["id"]?.stringValue)
        let link = try #require(setup.json["links"]?.arrayValue?.first { $0["rel"] == .string("approve") }?["href"]?.stringValue)
        let path = String(link.dropFirst(PageHarness.base.count))
        let csrf = try #require(await harness.page(path).csrf)
        let response = await harness.submit(path, ["csrf": csrf, "result": "pass"])
        let location = try #require(response.location)
        #expect(location.items["approval_session_id"] == id)
        #expect(location.items["approval_token_id"]?.isEmpty == false)
        #expect((await harness.send("GET", "/v3/vault/setup-tokens/\(id)")).json["status"] == .string("APPROVED"))
    }

    /// A PayPal setup token with brand, description and redirect URLs; returns its id.
    private func paypalSetupToken(_ harness: PageHarness) async -> String {
        let body =
            #"{"payment_source":{"paypal":{"description":"Bear club <membership>","usage_type":"MERCHANT","experience_context":{"brand_name":"Joe's Bears","return_url":"sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-vault","cancel_url":"sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-vault/cancel"}}}}"#
        return (await harness.send("POST", "/v3/vault/setup-tokens", json: body, headers: ["PayPal-Request-Id": "v1"])).json["id"]?.stringValue ?? ""
    }

    @Test("vault approval: the page names the merchant; approving returns with approval_token_id and approval_session_id, as the buyer chosen")
    func vaultApprove() async throws {
        let harness = PageHarness()
        let id = await paypalSetupToken(harness)
        let page = await harness.page("/agreements/approve?approval_session_id=\(id)")
        #expect(page.status == 200)
        #expect(page.text.contains("Save PayPal with Joe&#39;s Bears"))
        #expect(page.text.contains("Bear club &lt;membership&gt;"))
        let csrf = try #require(page.csrf)
        let response = await harness.submit("/agreements/approve?approval_session_id=\(id)", ["csrf": csrf, "action": "approve", "buyer": "3"])
        let location = try #require(response.location)
        #expect(location.scheme == "sdk.ios.paypal" && location.path == "/paypal-sdk/paypal-vault")
        #expect(location.items == ["approval_token_id": PageTokens(seed: 1).approvalTokenID(for: id), "approval_session_id": id])
        let token = (await harness.send("GET", "/v3/vault/setup-tokens/\(id)")).json
        #expect(token["status"] == .string("APPROVED"))
        #expect(token["payment_source"]?["paypal"]?["email_address"] == .string("sb-buyer-jp@personal.example.com"))
        #expect((await harness.submit("/agreements/approve?approval_session_id=\(id)", ["csrf": csrf, "action": "approve"])).status == 409)
    }

    @Test("vault cancel: the cancel_url with approval_session_id; the token stays unapproved")
    func vaultCancel() async throws {
        let harness = PageHarness()
        let id = await paypalSetupToken(harness)
        let csrf = try #require(await harness.page("/agreements/approve?approval_session_id=\(id)").csrf)
        #expect(!PageTokens(seed: 1).verify(csrf, for: .order(id)))
        let response = await harness.submit("/agreements/approve?approval_session_id=\(id)", ["csrf": csrf, "action": "cancel"])
        #expect(response.header("Location") == "sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-vault/cancel?approval_session_id=\(id)")
        #expect((await harness.send("GET", "/v3/vault/setup-tokens/\(id)")).json["status"] == .string("PAYER_ACTION_REQUIRED"))
    }
}
