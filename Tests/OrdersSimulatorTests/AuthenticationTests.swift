import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("OAuth tokens and authentication")
struct AuthenticationTests {
    private func basic(_ id: String, _ secret: String) -> String {
        "Basic " + Data("\(id):\(secret)".utf8).base64EncodedString()
    }

    private func tokenRequest(_ harness: SimulatorHarness, auth: String?, body: String = "grant_type=client_credentials") async -> HTTPResponse {
        await harness.send(
            "POST", "/v1/oauth2/token", json: body,
            headers: ["Content-Type": "application/x-www-form-urlencoded"], auth: auth)
    }

    @Test("client credentials → 200 bearer token with PayPal's fields")
    func issue() async {
        let harness = SimulatorHarness(.init(credentials: ["app": "s3cret"]))
        let response = await tokenRequest(harness, auth: basic("app", "s3cret"))
        #expect(response.status == 200)
        let json = response.json
        #expect(json["token_type"]?.stringValue == "Bearer")
        #expect(json["expires_in"] == .number(32_400))
        for key in ["scope", "access_token", "app_id", "nonce"] { #expect(json[key]?.stringValue?.isEmpty == false) }
        #expect(await harness.simulator.stats.tokensIssued == 1)
        let token = json["access_token"]?.stringValue ?? ""
        let create = await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: "Bearer \(token)")
        #expect(create.status == 201)
    }

    @Test(
        "bad credentials → 401 invalid_client (OAuth shape)",
        arguments: [
            ("app", "wrong"), ("other", "s3cret"), ("app", ""),
        ])
    func badCredentials(_ id: String, _ secret: String) async {
        let harness = SimulatorHarness(.init(credentials: ["app": "s3cret"]))
        let response = await tokenRequest(harness, auth: basic(id, secret))
        #expect(response.status == 401)
        #expect(response.json == .object(["error": .string("invalid_client"), "error_description": .string("Client Authentication failed")]))
        #expect(response.header("Paypal-Debug-Id") != nil)
    }

    @Test("missing credentials → 401; unsupported grant → 400 unsupported_grant_type")
    func grant() async {
        let harness = SimulatorHarness()
        #expect((await tokenRequest(harness, auth: nil)).status == 401)
        let wrong = await tokenRequest(harness, auth: basic("any", "thing"), body: "grant_type=password")
        #expect(wrong.status == 400)
        #expect(wrong.json["error"]?.stringValue == "unsupported_grant_type")
        #expect((await tokenRequest(harness, auth: basic("any", "thing"), body: "")).json["error"]?.stringValue == "unsupported_grant_type")
    }

    @Test(
        "API calls without valid credentials → 401 AUTHENTICATION_FAILURE",
        arguments: [
            nil as String?, "Bearer not-issued", "Basic !!!", "Token abc", "Basic " + Data(":".utf8).base64EncodedString(),
        ])
    func unauthenticated(_ auth: String?) async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: auth)
        #expect(response.status == 401)
        #expect(response.name == "AUTHENTICATION_FAILURE")
        #expect(response.json["message"]?.stringValue == "Authentication failed due to missing authorization header, or invalid authentication credentials.")
        #expect(await harness.simulator.stats.ordersCreated == 0)
    }

    @Test("client-id-only Basic must name a known client when credentials are configured")
    func clientIDOnly() async {
        let harness = SimulatorHarness(.init(credentials: ["app": "s3cret"]))
        #expect((await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: basic("app", ""))).status == 201)
        #expect((await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: basic("stranger", ""))).status == 401)
    }

    @Test("expireAllTokens makes issued tokens fail with 401; a new token works")
    func expireAll() async {
        let harness = SimulatorHarness()
        let token = (await tokenRequest(harness, auth: basic("a", "b"))).json["access_token"]?.stringValue ?? ""
        await harness.simulator.expireAllTokens()
        #expect((await harness.send("GET", "/v2/checkout/orders/X", auth: "Bearer \(token)")).status == 401)
        let fresh = (await tokenRequest(harness, auth: basic("a", "b"))).json["access_token"]?.stringValue ?? ""
        #expect((await harness.send("GET", "/v2/checkout/orders/X", auth: "Bearer \(fresh)")).status == 404)
        #expect((await harness.send("POST", "/simulator/tokens/expire", auth: nil)).status == 204)
        #expect((await harness.send("GET", "/v2/checkout/orders/X", auth: "Bearer \(fresh)")).status == 401)
    }

    @Test("tokens expire after their lifetime on the simulated clock")
    func lifetime() async {
        let harness = SimulatorHarness(.init(tokenLifetime: 2))
        let token = (await tokenRequest(harness, auth: basic("a", "b"))).json["access_token"]?.stringValue ?? ""
        #expect((await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: "Bearer \(token)")).status == 201)
        #expect((await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: "Bearer \(token)")).status == 201)
        #expect((await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, auth: "Bearer \(token)")).status == 401)
    }

    @Test("an OrdersClient with client credentials spends one token call on many orders")
    func oneTokenManyOrders() async throws {
        let simulator = OrdersSimulator(configuration: .init(credentials: ["app": "s3cret"]))
        let client = OrdersClient(
            config: CoreConfig(clientID: "app", environment: .sandbox), authentication: .clientCredentials(secret: "s3cret"),
            transport: SimulatorTransport(simulator: simulator))
        let request = OrderRequest(
            intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "5.00", currencyCode: "USD")))])
        for _ in 0..<5 {
            let order = try await client.createOrder(request)
            try await simulator.approveOrder(id: order.id)
            let captured = try await client.captureOrder(id: order.id)
            #expect(captured.status == .completed)
        }
        let stats = await simulator.stats
        #expect(stats.tokensIssued == 1)
        #expect(stats.ordersCreated == 5)
        #expect(stats.captures == 5)
    }

    @Test("the client retries once after 401 with a new token")
    func retryAfterExpiry() async throws {
        let simulator = OrdersSimulator(configuration: .init(credentials: ["app": "s3cret"]))
        let client = OrdersClient(
            config: CoreConfig(clientID: "app", environment: .sandbox), authentication: .clientCredentials(secret: "s3cret"),
            transport: SimulatorTransport(simulator: simulator))
        let request = OrderRequest(
            intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "5.00", currencyCode: "USD")))])
        _ = try await client.createOrder(request)
        await simulator.expireAllTokens()
        _ = try await client.createOrder(request)
        #expect(await simulator.stats.tokensIssued == 2)
    }
}
