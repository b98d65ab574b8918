import Foundation
import OrdersCore
import Testing

@Suite("OrdersClient requests")
struct OrdersClientRequestTests {
    @Test("Create sends JSON with a PayPal-Request-Id, Prefer: return=representation and a bearer token")
    func createHeaders() async throws {
        let transport = ScriptedTransport([.respond(201, Fixtures.orderJSON)])
        let order = try await Fixtures.client(transport).createOrder(try Fixtures.request(), requestID: "order-42")
        #expect(order.id == "5O190127TN364715T")
        let sent = try #require(transport.apiRequests.first)
        #expect(sent.method == "POST")
        #expect(sent.url.absoluteString == "https://api-m.sandbox.paypal.com/v2/checkout/orders")
        #expect(sent.header("paypal-request-id") == "order-42")
        #expect(sent.header("Prefer") == "return=representation")
        #expect(sent.header("Content-Type") == "application/json")
        #expect(sent.header("Authorization") == "Bearer TOKEN-1")
        let body = try JSONValue(parsing: try #require(sent.body))
        #expect(body["purchase_units"]?.arrayValue?.first?["amount"]?["value"] == .string("10.00"))
    }

    @Test("Every acting POST gets a fresh request id when none is given; reads and patches get none")
    func requestIDs() async throws {
        let transport = ScriptedTransport([
            .respond(201, Fixtures.orderJSON), .respond(201, Fixtures.orderJSON), .respond(201, Fixtures.completedJSON),
            .respond(201, Fixtures.orderJSON), .respond(200, Fixtures.orderJSON), .respond(204, ""),
            .respond(200, Fixtures.orderJSON),
        ])
        let client = Fixtures.client(transport)
        _ = try await client.createOrder(try Fixtures.request())
        _ = try await client.createOrder(try Fixtures.request())
        _ = try await client.captureOrder(id: "5O190127TN364715T")
        _ = try await client.authorizeOrder(id: "5O190127TN364715T")
        _ = try await client.confirmPaymentSource(orderID: "5O190127TN364715T", paymentSource: PaymentSource(paypal: PayPalWallet()))
        try await client.patchOrder(
            id: "5O190127TN364715T", operations: [PatchOperation(op: .remove, path: "/purchase_units/@reference_id=='default'/description")])
        _ = try await client.getOrder(id: "5O190127TN364715T")
        let ids = transport.apiRequests.map { $0.header("PayPal-Request-Id") }
        let postIDs = ids.prefix(5).compactMap { $0 }
        #expect(postIDs.count == 5 && Set(postIDs).count == 5)
        #expect(ids.suffix(2) == [nil, nil])
        #expect(transport.apiRequests.map(\.method) == ["POST", "POST", "POST", "POST", "POST", "PATCH", "GET"])
        #expect(transport.apiRequests[2].url.path == "/v2/checkout/orders/5O190127TN364715T/capture")
    }

    @Test("Client-id-only authentication sends Basic base64(clientID:) and asks for no token")
    func clientIDOnly() async throws {
        let transport = ScriptedTransport([.respond(200, Fixtures.orderJSON)])
        _ = try await Fixtures.client(transport, secret: nil).getOrder(id: "5O190127TN364715T")
        #expect(transport.tokenRequests == 0)
        #expect(transport.apiRequests.first?.header("Authorization") == "Basic " + Data("client-id:".utf8).base64EncodedString())
    }

    @Test("Ids that cannot be PayPal ids are refused before any request", arguments: ["", "../orders", "A B", String(repeating: "A", count: 37)])
    func invalidIDs(id: String) async {
        let transport = ScriptedTransport([])
        await #expect(throws: PaymentsError.self) { try await Fixtures.client(transport).captureOrder(id: id) }
        #expect(transport.requests.isEmpty)
    }

    @Test("Vault calls use the Vault v3 routes")
    func vaultRoutes() async throws {
        let token =
            #"{"id":"5C991763VB2781612","status":"PAYER_ACTION_REQUIRED","links":[{"href":"https://www.sandbox.paypal.com/agreements/approve?approval_session_id=5C991763VB2781612","rel":"approve","method":"GET"}]}"#
        let transport = ScriptedTransport([
            .respond(201, token), .respond(200, token),
            .respond(201, #"{"id":"8kk8451t","customer":{"id":"customer_1"}}"#),
            .respond(200, #"{"customer":{"id":"customer_1"},"payment_tokens":[{"id":"8kk8451t"}]}"#),
        ])
        let client = Fixtures.client(transport)
        let setup = try await client.createSetupToken(SetupTokenRequest(paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet())))
        #expect(setup.approvalURL != nil)
        _ = try await client.getSetupToken(id: setup.id)
        let paymentToken = try await client.createPaymentToken(PaymentTokenRequest(setupTokenID: setup.id))
        let list = try await client.listPaymentTokens(customerID: "customer_1")
        #expect(paymentToken.id == "8kk8451t" && list.paymentTokens.count == 1)
        let requests = transport.apiRequests
        #expect(
            requests.map(\.url.path) == [
                "/v3/vault/setup-tokens", "/v3/vault/setup-tokens/5C991763VB2781612", "/v3/vault/payment-tokens", "/v3/vault/payment-tokens",
            ])
        #expect(requests[0].header("PayPal-Request-Id") != nil && requests[2].header("PayPal-Request-Id") != nil)
        #expect(requests[3].url.query?.contains("customer_id=customer_1") == true)
    }
}
