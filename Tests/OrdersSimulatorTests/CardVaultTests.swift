import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Cards: vault with and without purchase")
struct CardVaultTests {
    private static func vaultCard(_ number: String = TestCard.approve.rawValue, customer: String = "customer_42") -> String {
        Cards.card(number, extra: #""attributes":{"customer":{"id":"\#(customer)"},"vault":{"store_in_vault":"ON_SUCCESS"}}"#)
    }

    @Test("vault with purchase: after the capture the card is a payment token of the customer, in payment_source.card.attributes.vault")
    func withPurchase() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let confirmed = await harness.confirm(id, Cards.confirm(Self.vaultCard()))
        #expect(confirmed.json["status"] == .string("APPROVED"))
        #expect(confirmed.json["payment_source"]?["card"]?["attributes"] == nil)
        let captured = await harness.capture(id, requestID: "cap-vault")
        let vault = captured.json["payment_source"]?["card"]?["attributes"]?["vault"]
        #expect(vault?["status"] == .string("VAULTED"))
        #expect(vault?["customer"]?["id"] == .string("customer_42"))
        let tokenID = try #require(vault?["id"]?.stringValue)
        let list = await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer_42")
        let tokens = list.json["payment_tokens"]?.arrayValue ?? []
        #expect(tokens.map { $0["id"] } == [.string(tokenID)])
        #expect(tokens.first?["payment_source"]?["card"]?["last_digits"] == .string("1111"))
        #expect(tokens.first?["payment_source"]?["card"]?["brand"] == .string("VISA"))
        #expect(!list.text.contains("4111111111111111"))
    }

    @Test("charging a saved card later: create with payment_source.card.vault_id completes at once, no 3DS; unknown or PayPal tokens are refused")
    func chargeSavedCard() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        _ = await harness.confirm(id, Cards.confirm(Self.vaultCard(customer: "customer_44")))
        let captured = await harness.capture(id, requestID: "cap-save")
        let tokenID = try #require(captured.json["payment_source"]?["card"]?["attributes"]?["vault"]?["id"]?.stringValue)
        func charge(_ source: String, _ requestID: String) async -> HTTPResponse {
            await harness.create(
                #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(Orders.money("25.00"))}],"payment_source":\#(source)}"#, requestID: requestID)
        }
        let charged = await charge(#"{"card":{"vault_id":"\#(tokenID)"}}"#, "charge-card")
        #expect(charged.status == 201, "\(charged.text)")
        #expect(charged.json["status"] == .string("COMPLETED"))
        #expect(charged.json["payment_source"]?["card"]?["last_digits"] == .string("1111"))
        #expect(charged.json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["status"] == .string("COMPLETED"))
        #expect((await charge(#"{"card":{"vault_id":"nosuchtoken"}}"#, "charge-unknown")).issues == ["TOKEN_ID_NOT_FOUND"])
        #expect((await charge(#"{"paypal":{"vault_id":"\#(tokenID)"}}"#, "charge-mismatch")).issues == ["MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE"])
    }

    @Test("a declined capture vaults nothing")
    func declinedVaultsNothing() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        _ = await harness.confirm(id, Cards.confirm(Self.vaultCard(TestCard.declineAtCompletion.rawValue, customer: "customer_43")))
        let captured = await harness.capture(id, requestID: "cap-declined-vault")
        #expect(captured.json["payment_source"]?["card"]?["attributes"] == nil)
        #expect((await harness.send("GET", "/v3/vault/payment-tokens?customer_id=customer_43")).json["payment_tokens"]?.arrayValue?.isEmpty == true)
    }

    private func setupToken(_ harness: SimulatorHarness, _ card: TestCard, method: String? = nil, requestID: String = "setup-card") async -> HTTPResponse {
        let extra =
            method.map { #""verification_method":"\#($0)","experience_context":{"return_url":"https://example.com/ok","cancel_url":"https://example.com/no"}"# }
            ?? ""
        return await harness.send(
            "POST", "/v3/vault/setup-tokens", json: #"{"payment_source":{"card":\#(Cards.card(card.rawValue, extra: extra))}}"#,
            headers: ["PayPal-Request-Id": requestID])
    }

    private func paymentToken(_ harness: SimulatorHarness, _ setupID: String) async -> HTTPResponse {
        await harness.send(
            "POST", "/v3/vault/payment-tokens", json: #"{"payment_source":{"token":{"id":"\#(setupID)","type":"SETUP_TOKEN"}}}"#,
            headers: ["PayPal-Request-Id": "pt-\(setupID)"])
    }

    @Test("vault without purchase, no 3DS: the card setup token is APPROVED at once with a confirm link; the payment token shows the card")
    func setupWithoutChallenge() async throws {
        let harness = SimulatorHarness()
        let created = await setupToken(harness, .approve)
        #expect(created.status == 201, "\(created.text)")
        let setup = try JSONDecoder().decode(SetupToken.self, from: created.body)
        #expect(setup.status == .approved)
        #expect(setup.links?.map(\.rel) == ["self", "confirm"])
        #expect(setup.paymentSource?["card"]?["last_digits"] == .string("1111"))
        #expect(!created.text.contains("4111111111111111") && !created.text.contains("\"123\""))
        let token = await paymentToken(harness, setup.id)
        #expect(token.status == 201)
        #expect(token.json["payment_source"]?["card"]?["brand"] == .string("VISA"))
    }

    @Test("vault without purchase with SCA_ALWAYS: PAYER_ACTION_REQUIRED with a helios approve link until the payer completes 3DS")
    func setupWithChallenge() async throws {
        let harness = SimulatorHarness()
        let setup = try JSONDecoder().decode(SetupToken.self, from: (await setupToken(harness, .approve, method: "SCA_ALWAYS")).body)
        #expect(setup.status == .payerActionRequired)
        #expect(setup.approvalURL?.absoluteString == "\(SimulatorHarness.base)/webapps/helios?action=authenticate&flow=3ds&token=\(setup.id)")
        #expect((await paymentToken(harness, setup.id)).issues == ["PAYER_ACTION_REQUIRED"])
        let approved = await harness.send("POST", "/simulator/setup-tokens/\(setup.id)/approve", auth: nil)
        #expect(approved.json["status"] == .string("APPROVED"))
        #expect(approved.json["payment_source"]?["card"]?["verification_status"] == .string("VERIFIED"))
        #expect((await paymentToken(harness, setup.id)).status == 201)
    }

    @Test("a card failing 3DS leaves its setup token PAYER_ACTION_REQUIRED and NOT_VERIFIED")
    func setupFailedChallenge() async throws {
        let harness = SimulatorHarness()
        let setup = try JSONDecoder().decode(SetupToken.self, from: (await setupToken(harness, .authenticationFailed)).body)
        #expect(setup.status == .payerActionRequired)
        let after = try await harness.simulator.approveSetupToken(id: setup.id)
        #expect(after.status == .payerActionRequired)
        #expect(after.paymentSource?["card"]?["verification_status"] == .string("NOT_VERIFIED"))
        #expect((await paymentToken(harness, setup.id)).issues == ["PAYER_ACTION_REQUIRED"])
    }

    @Test(
        "card setup tokens are validated like orders' cards",
        arguments: [
            (Cards.card("4111111111111112"), "INVALID_PARAMETER_VALUE", "/payment_source/card/number"),
            (Cards.card(expiry: "2021-02"), "CARD_EXPIRED", "/payment_source/card/expiry"),
            (Cards.card(extra: #""verification_method":"NEVER""#), "INVALID_PARAMETER_VALUE", "/payment_source/card/verification_method"),
        ])
    func setupValidation(card: String, issue: String, field: String) async {
        let harness = SimulatorHarness()
        let response = await harness.send(
            "POST", "/v3/vault/setup-tokens", json: #"{"payment_source":{"card":\#(card)}}"#, headers: ["PayPal-Request-Id": "bad-setup"])
        #expect(response.issues == [issue])
        #expect(response.fields == [field])
        #expect(!response.text.contains("4111111111111112"))
    }
}
