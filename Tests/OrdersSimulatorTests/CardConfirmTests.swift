import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// Raw card JSON for simulator tests.
enum Cards {
    /// A `card` object.
    static func card(_ number: String = TestCard.approve.rawValue, expiry: String = "2030-12", cvv: String? = "123", extra: String = "") -> String {
        var members = [#""number":"\#(number)""#, #""expiry":"\#(expiry)""#, #""name":"Jane Smith""#]
        if let cvv { members.append(#""security_code":"\#(cvv)""#) }
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A confirm-payment-source body with `card` and a verification method.
    static func confirm(_ card: String = card(), method: String? = nil) -> String {
        guard let method else { return #"{"payment_source":{"card":\#(card)}}"# }
        let withMethod = String(card.dropLast()) + #","attributes":{"verification":{"method":"\#(method)"}}}"#
        return #"{"payment_source":{"card":\#(withMethod)}}"#
    }
}

extension SimulatorHarness {
    /// `POST …/confirm-payment-source` with a raw body, full representation.
    func confirm(_ id: String, _ body: String) async -> HTTPResponse {
        await send("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: body, headers: ["Prefer": "return=representation"])
    }
}

@Suite("Cards: confirm-payment-source")
struct CardConfirmTests {
    @Test("a card approves at once without 3DS; the response shows brand and last digits, never the number or CVV")
    func approve() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let response = await harness.confirm(id, Cards.confirm(method: "SCA_WHEN_REQUIRED"))
        #expect(response.status == 200)
        #expect(response.json["status"] == .string("APPROVED"))
        let card = response.json["payment_source"]?["card"]
        #expect(card?["last_digits"] == .string("1111"))
        #expect(card?["brand"] == .string("VISA"))
        #expect(card?["expiry"] == .string("2030-12"))
        #expect(card?["authentication_result"] == nil)
        #expect(!response.text.contains("4111111111111111"))
        #expect(!response.text.contains("\"123\""))
        let read = await harness.send("GET", "/v2/checkout/orders/\(id)")
        #expect(!read.text.contains("4111111111111111"))
        #expect(read.json["links"]?.arrayValue?.contains { $0["rel"] == .string("capture") } == true)
    }

    @Test(
        "brands of the other approving numbers",
        arguments: [("5555555555554444", "MASTERCARD", "123"), ("378282246310005", "AMEX", "1234"), ("6011111111111117", "DISCOVER", "123")])
    func brands(number: String, brand: String, cvv: String) async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let response = await harness.confirm(id, Cards.confirm(Cards.card(number, cvv: cvv)))
        #expect(response.json["status"] == .string("APPROVED"), "\(response.text)")
        #expect(response.json["payment_source"]?["card"]?["brand"] == .string(brand))
    }

    @Test(
        "invalid card data gets PayPal's issue, status and field, never echoing the number or CVV",
        arguments: [
            (#"{"expiry":"2030-12"}"#, "CARD_NUMBER_REQUIRED", 422, "/payment_source/card/number"),
            (#"{"number":"4111111111111111"}"#, "CARD_EXPIRY_REQUIRED", 422, "/payment_source/card/expiry"),
            (Cards.card("411111111111"), "INVALID_STRING_LENGTH", 400, "/payment_source/card/number"),
            (Cards.card("4111x11111111111"), "INVALID_PARAMETER_SYNTAX", 400, "/payment_source/card/number"),
            (Cards.card("4111111111111112"), "INVALID_PARAMETER_VALUE", 400, "/payment_source/card/number"),
            (Cards.card(expiry: "2030-13"), "INVALID_PARAMETER_SYNTAX", 400, "/payment_source/card/expiry"),
            (Cards.card(expiry: "2020-01"), "CARD_EXPIRED", 422, "/payment_source/card/expiry"),
            (Cards.card(expiry: "2099-01"), "INVALID_EXPIRY_DATE", 422, "/payment_source/card/expiry"),
            (Cards.card(cvv: "12a"), "INVALID_PARAMETER_SYNTAX", 400, "/payment_source/card/security_code"),
            (Cards.card(cvv: "1234"), "INVALID_SECURITY_CODE_LENGTH", 422, "/payment_source/card/security_code"),
            (Cards.card("378282246310005", cvv: "123"), "INVALID_SECURITY_CODE_LENGTH", 422, "/payment_source/card/security_code"),
            (
                Cards.card(extra: #""attributes":{"verification":{"method":"SOMETIMES"}}"#), "INVALID_PARAMETER_VALUE", 400,
                "/payment_source/card/attributes/verification/method"
            ),
            (
                Cards.card(extra: #""attributes":{"vault":{"store_in_vault":"ALWAYS"}}"#), "INVALID_PARAMETER_VALUE", 400,
                "/payment_source/card/attributes/vault/store_in_vault"
            ),
            (
                Cards.card(extra: #""billing_address":{"country_code":"usa"}"#), "INVALID_STRING_LENGTH", 400,
                "/payment_source/card/billing_address/country_code"
            ),
            (
                Cards.card(extra: #""experience_context":{"return_url":"x://y"}"#), "INVALID_STRING_LENGTH", 400,
                "/payment_source/card/experience_context/return_url"
            ),
        ])
    func invalid(card: String, issue: String, status: Int, field: String) async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let response = await harness.confirm(id, #"{"payment_source":{"card":\#(card)}}"#)
        #expect(response.status == status, "\(response.text)")
        #expect(response.issues == [issue])
        #expect(response.fields == [field])
        for secret in ["4111111111111111", "411111111111", "4111x11111111111", "4111111111111112", "12a", "1234", "Jane Smith"] {
            #expect(!response.text.contains(secret), "echoed \(secret)")
        }
        #expect((await harness.order(id))["status"] == .string("CREATED"))
    }

    @Test("a card in create order is confirmed there, never echoed, and counts as a payment needing PayPal-Request-Id")
    func createWithCard() async {
        let harness = SimulatorHarness()
        let body = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}],"payment_source":{"card":\#(Cards.card())}}"#
        #expect((await harness.create(body)).issues == ["PAYPAL_REQUEST_ID_REQUIRED"])
        let created = await harness.create(body, requestID: "card-create")
        #expect(created.status == 201)
        #expect(created.json["status"] == .string("APPROVED"))
        #expect(!created.text.contains("4111111111111111"))
    }

    @Test("a declining card: the capture is DECLINED and the authorization DENIED, with processor response 0500")
    func decline() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        _ = await harness.confirm(id, Cards.confirm(Cards.card(TestCard.declineAtCompletion.rawValue)))
        let captured = await harness.capture(id, requestID: "cap-decline")
        #expect(captured.status == 201)
        let capture = captured.json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first
        #expect(capture?["status"] == .string("DECLINED"))
        #expect(capture?["processor_response"]?["response_code"] == .string("0500"))

        let authorizeID = await harness.createdID(Orders.authorize)
        _ = await harness.confirm(authorizeID, Cards.confirm(Cards.card(TestCard.declineAtCompletion.rawValue)))
        let authorized = await harness.authorize(authorizeID, requestID: "auth-decline")
        let authorization = authorized.json["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first
        #expect(authorization?["status"] == .string("DENIED"))
    }
}
