import Foundation
import OrdersCore
import OrdersSimulator
import Testing

private let setupBody =
    #"{"payment_source":{"paypal":{"description":"Monthly","usage_type":"MERCHANT","customer_type":"CONSUMER","experience_context":{"brand_name":"Shop","return_url":"https://example.com/ok","cancel_url":"https://example.com/no"}}}}"#

@Suite("Vault v3")
struct VaultTests {
    private func createSetup(_ harness: SimulatorHarness, body: String = setupBody, requestID: String? = "setup-1") async -> HTTPResponse {
        await harness.send("POST", "/v3/vault/setup-tokens", json: body, headers: requestID.map { ["PayPal-Request-Id": $0] } ?? [:])
    }

    private func createPaymentToken(_ harness: SimulatorHarness, setupID: String, requestID: String = "pt-1") async -> HTTPResponse {
        await harness.send(
            "POST", "/v3/vault/payment-tokens", json: #"{"payment_source":{"token":{"id":"\#(setupID)","type":"SETUP_TOKEN"}}}"#,
            headers: ["PayPal-Request-Id": requestID])
    }

    @Test("setup token → approve → payment token → list → charge with vault_id")
    func fullFlow() async throws {
        let harness = SimulatorHarness()
        let created = await createSetup(harness)
        #expect(created.status == 201)
        let setup = try JSONDecoder().decode(SetupToken.self, from: created.body)
        #expect(setup.status == .payerActionRequired)
        #expect(setup.links?.map(\.rel) == ["self", "approve"])
        #expect(setup.approvalURL != nil)
        #expect(setup.paymentSource?["paypal"]?["experience_context"] == nil)

        #expect((await createPaymentToken(harness, setupID: setup.id)).issues == ["PAYER_ACTION_REQUIRED"])
        #expect(try await harness.simulator.approveSetupToken(id: setup.id).status == .approved)
        let fetched = try JSONDecoder().decode(SetupToken.self, from: (await harness.send("GET", "/v3/vault/setup-tokens/\(setup.id)")).body)
        #expect(fetched.status == .approved)

        let tokenResponse = await createPaymentToken(harness, setupID: setup.id)
        #expect(tokenResponse.status == 201)
        let token = try JSONDecoder().decode(PaymentToken.self, from: tokenResponse.body)
        #expect(token.customer?.id == setup.customer?.id)
        #expect(token.links?.map(\.rel) == ["self", "delete"])
        #expect(token.paymentSource?["paypal"]?["email_address"]?.stringValue == SimulatedPayer.demo.emailAddress)

        let customer = token.customer?.id ?? ""
        let list = try JSONDecoder().decode(
            PaymentTokenList.self,
            from: (await harness.send("GET", "/v3/vault/payment-tokens?customer_id=\(customer)&total_required=true")).body)
        #expect(list.paymentTokens.map(\.id) == [token.id])
        #expect(list.totalItems == 1)

        let order = #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(Orders.money("10.00"))}],"payment_source":{"paypal":{"vault_id":"\#(token.id)"}}}"#
        let charged = await harness.send(
            "POST", "/v2/checkout/orders", json: order, headers: ["PayPal-Request-Id": "charge-1", "Prefer": "return=representation"])
        #expect(charged.status == 201)
        let chargedOrder = try JSONDecoder().decode(Order.self, from: charged.body)
        #expect(chargedOrder.status == .completed)
        #expect(chargedOrder.captures.first?.status == .completed)
    }

    @Test("a setup token needs PayPal-Request-Id; the same id replays 200")
    func requestID() async {
        let harness = SimulatorHarness()
        let missing = await createSetup(harness, requestID: nil)
        #expect(missing.status == 400)
        #expect(missing.issues == ["PAYPAL_REQUEST_ID_REQUIRED"])
        #expect(missing.details.first?["location"]?.stringValue == "header")
        let first = await createSetup(harness)
        let second = await createSetup(harness)
        #expect(first.status == 201 && second.status == 200)
        #expect(first.body == second.body)
        #expect(await harness.simulator.stats.setupTokensCreated == 1)
        #expect(first.json["links"]?.arrayValue?.first?["href"]?.stringValue?.contains("/v3/vault/setup-tokens/") == true)
    }

    @Test(
        "setup token validation",
        arguments: [
            (#"{}"#, "MISSING_REQUIRED_PARAMETER", "/payment_source"),
            (#"{"payment_source":{"paypal":{"usage_type":"SOMEONE"}}}"#, "INVALID_PARAMETER_VALUE", "/payment_source/paypal/usage_type"),
            (
                #"{"payment_source":{"paypal":{"experience_context":{"locale":"EN"}}}}"#, "INVALID_PARAMETER_SYNTAX",
                "/payment_source/paypal/experience_context/locale"
            ),
            (#"{"customer":{"id":"bad id"},"payment_source":{"paypal":{}}}"#, "INVALID_PARAMETER_SYNTAX", "/customer/id"),
            (#"{"payment_source":{"bank":{}}}"#, "INVALID_PARAMETER_VALUE", "/payment_source/bank"),
        ])
    func setupValidation(_ body: String, _ issue: String, _ field: String) async {
        let harness = SimulatorHarness()
        let response = await createSetup(harness, body: body)
        #expect(response.status == 400, "\(response.text)")
        #expect(response.issues == [issue])
        #expect(response.fields == [field])
        #expect(response.json["links"]?.arrayValue?.first?["href"]?.stringValue == "https://developer.paypal.com/docs/api/payment-tokens/v3/#error-\(issue)")
    }

    @Test("payment token errors: unknown setup token 404, bad type 400, missing token 400, no request id 400")
    func paymentTokenErrors() async {
        let harness = SimulatorHarness()
        let unknown = await createPaymentToken(harness, setupID: "NOSUCHTOKEN")
        #expect(unknown.status == 404)
        #expect(unknown.issues == ["INVALID_RESOURCE_ID"])
        let badType = await harness.send(
            "POST", "/v3/vault/payment-tokens", json: #"{"payment_source":{"token":{"id":"ABC","type":"NONCE"}}}"#, headers: ["PayPal-Request-Id": "x"])
        #expect(badType.issues == ["INVALID_PARAMETER_VALUE"])
        #expect(badType.fields == ["/payment_source/token/type"])
        let missing = await harness.send("POST", "/v3/vault/payment-tokens", json: "{}", headers: ["PayPal-Request-Id": "y"])
        #expect(missing.fields == ["/payment_source"])
        let noID = await harness.send("POST", "/v3/vault/payment-tokens", json: "{}")
        #expect(noID.issues == ["PAYPAL_REQUEST_ID_REQUIRED"])
    }

    @Test("one setup token yields one payment token")
    func noSecondToken() async throws {
        let harness = SimulatorHarness()
        let setupID = (await createSetup(harness)).json["id"]?.stringValue ?? ""
        try await harness.simulator.approveSetupToken(id: setupID)
        let first = await createPaymentToken(harness, setupID: setupID, requestID: "a")
        let second = await createPaymentToken(harness, setupID: setupID, requestID: "b")
        #expect(second.status == 200)
        #expect(first.json["id"] == second.json["id"])
        #expect(await harness.simulator.stats.paymentTokensCreated == 1)
    }

    @Test("list paging and query validation")
    func listing() async throws {
        let harness = SimulatorHarness()
        var tokenIDs: [String] = []
        for index in 0..<3 {
            let body = #"{"customer":{"id":"customer42"},"payment_source":{"paypal":{"usage_type":"MERCHANT"}}}"#
            let setupID = (await createSetup(harness, body: body, requestID: "s\(index)")).json["id"]?.stringValue ?? ""
            try await harness.simulator.approveSetupToken(id: setupID)
            tokenIDs.append((await createPaymentToken(harness, setupID: setupID, requestID: "p\(index)")).json["id"]?.stringValue ?? "")
        }
        let page2 = try JSONDecoder().decode(
            PaymentTokenList.self,
            from: (await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer42&page_size=2&page=2&total_required=true")).body)
        #expect(page2.paymentTokens.map(\.id) == [tokenIDs[2]])
        #expect(page2.totalPages == 2)
        #expect(page2.links?.map(\.rel).contains("prev") == true)
        let page1 = try JSONDecoder().decode(
            PaymentTokenList.self, from: (await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer42&page_size=2")).body)
        #expect(page1.paymentTokens.count == 2)
        #expect(page1.totalItems == nil)
        #expect((await harness.send("GET", "/v3/vault/payment-tokens")).issues == ["MISSING_REQUIRED_PARAMETER"])
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=abc")).issues == ["INVALID_STRING_LENGTH"])
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=bad%20customer")).issues == ["INVALID_PARAMETER_SYNTAX"])
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer42&page=0")).fields == ["page"])
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer42&page_size=x")).fields == ["page_size"])
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer42&page_size=\(Int.max)&page=3")).status == 200)
        #expect((await harness.send("DELETE", "/v3/vault/payment-tokens/\(tokenIDs[0])")).status == 204)
        #expect((await harness.send("GET", "/v3/vault/payment-tokens/\(tokenIDs[0])")).status == 404)
        #expect((await harness.send("GET", "/v3/vault/payment-tokens/\(tokenIDs[1])")).status == 200)
    }

    @Test("setup token approval control route")
    func controlRoute() async {
        let harness = SimulatorHarness()
        let setupID = (await createSetup(harness)).json["id"]?.stringValue ?? ""
        let approved = await harness.send("POST", "/simulator/setup-tokens/\(setupID)/approve", auth: nil)
        #expect(approved.json["status"]?.stringValue == "APPROVED")
        #expect((await harness.send("POST", "/simulator/setup-tokens/NOPE/approve", auth: nil)).status == 404)
    }
}
