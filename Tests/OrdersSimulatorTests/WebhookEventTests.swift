import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// The events the simulator raises for a subscribed webhook, each with the resource its API returns, and every link
/// the Payments v2 resources hand out, followed.
@Suite("Webhook events and Payments v2 links")
struct WebhookEventTests {
    @Test("every event type the issue names is raised, each with PayPal's resource_type and the resource's own GET")
    func eventsAndResources() async throws {
        let harness = SimulatorHarness()
        let subscribed = await harness.send(
            "POST", "/v1/notifications/webhooks", json: #"{"url":"http://127.0.0.1:9/hooks","event_types":[{"name":"*"}]}"#)
        #expect(subscribed.status == 201)
        // A checkout refunded and reversed, an authorization voided, a held capture denied, a payment token saved and deleted.
        let orderID = try await harness.approvedID()
        let captureID =
            (await harness.capture(orderID)).json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? ""
        _ = await harness.send("POST", "/v2/payments/captures/\(captureID)/refund", json: #"{"amount":\#(Orders.money("1.00"))}"#)
        _ = await harness.send("POST", "/simulator/captures/\(captureID)/reverse")
        let authorizedID = try await harness.approvedID(Orders.authorize)
        let authorizationID =
            (await harness.authorize(authorizedID)).json["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first?["id"]?
            .stringValue ?? ""
        _ = await harness.send("POST", "/v2/payments/authorizations/\(authorizationID)/void")
        await harness.simulator.holdNextCaptures(["PENDING_REVIEW"])
        let heldID = try await harness.approvedID()
        let held =
            (await harness.capture(heldID)).json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? ""
        _ = try await harness.simulator.settleCapture(id: held, with: .deny)
        let setup =
            (await harness.send(
                "POST", "/v3/vault/setup-tokens",
                json:
                    #"{"payment_source":{"paypal":{"usage_type":"MERCHANT","experience_context":{"return_url":"https://example.com/ok","cancel_url":"https://example.com/no"}}}}"#,
                headers: ["PayPal-Request-Id": "setup-e"])).json["id"]?.stringValue ?? ""
        _ = try await harness.simulator.approveSetupToken(id: setup)
        let token =
            (await harness.send(
                "POST", "/v3/vault/payment-tokens", json: #"{"payment_source":{"token":{"id":"\#(setup)","type":"SETUP_TOKEN"}}}"#,
                headers: ["PayPal-Request-Id": "token-e"])).json["id"]?.stringValue ?? ""
        #expect((await harness.send("DELETE", "/v3/vault/payment-tokens/\(token)")).status == 204)

        let events = await harness.simulator.webhookEvents.reversed()
        let kinds = events.map { "\($0["event_type"]?.stringValue ?? "") \($0["resource_type"]?.stringValue ?? "")" }
        for expected in [
            "CHECKOUT.ORDER.APPROVED checkout-order", "CHECKOUT.ORDER.COMPLETED checkout-order", "PAYMENT.CAPTURE.COMPLETED capture",
            "PAYMENT.CAPTURE.REFUNDED refund", "PAYMENT.CAPTURE.REVERSED refund", "PAYMENT.AUTHORIZATION.CREATED authorization",
            "PAYMENT.AUTHORIZATION.VOIDED authorization", "PAYMENT.CAPTURE.PENDING capture", "PAYMENT.CAPTURE.DENIED capture",
            "VAULT.PAYMENT-TOKEN.CREATED payment_token", "VAULT.PAYMENT-TOKEN.DELETED payment_token",
        ] {
            #expect(kinds.contains(expected), "\(expected) in \(kinds)")
        }
        // Each resource is the one its API returns (its id and status), for those that can still be read.
        for event in events where ["capture", "authorization", "refund", "checkout-order"].contains(event["resource_type"]?.stringValue ?? "") {
            let id = event["resource"]?["id"]?.stringValue ?? ""
            let path =
                switch event["resource_type"]?.stringValue {
                case "capture": "/v2/payments/captures/\(id)"
                case "authorization": "/v2/payments/authorizations/\(id)"
                case "refund": "/v2/payments/refunds/\(id)"
                default: "/v2/checkout/orders/\(id)"
                }
            let current = await harness.send("GET", path)
            #expect(current.status == 200, "\(path)")
            #expect(event["resource"]?["amount"] == current.json["amount"], "\(path)")
        }
        #expect(events.first { $0["event_type"] == .string("VAULT.PAYMENT-TOKEN.DELETED") }?["resource"]?["id"] == .string(token))
    }

    @Test("every link a capture, refund or authorization hands out works: refund, capture, void, reauthorize, up")
    func everyLinkWorks() async throws {
        let harness = SimulatorHarness()
        func follow(_ resource: JSONValue, _ rel: String, body: String? = "{}") async -> HTTPResponse? {
            guard let link = resource["links"]?.arrayValue?.first(where: { $0["rel"]?.stringValue == rel }),
                let path = link["href"]?.stringValue.flatMap(URL.init(string:))?.path, let method = link["method"]?.stringValue
            else { return nil }
            return await harness.send(method, path, json: method == "GET" ? nil : body, headers: ["Prefer": "return=representation"])
        }
        let orderID = try await harness.approvedID()
        let captureID =
            (await harness.capture(orderID)).json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? ""
        let capture = (await harness.send("GET", "/v2/payments/captures/\(captureID)")).json
        let refund = try #require(await follow(capture, "refund", body: #"{"amount":\#(Orders.money("1.00"))}"#))
        #expect(refund.status == 201)
        #expect(await follow(refund.json, "up")?.json["id"] == .string(captureID))
        #expect(await follow(refund.json, "self")?.status == 200)
        #expect(await follow(capture, "up")?.json["id"] == .string(orderID))
        for rel in ["capture", "void", "reauthorize"] {
            let authorized = try await harness.approvedID(Orders.authorize)
            let authorizationID =
                (await harness.authorize(authorized)).json["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first?["id"]?
                .stringValue ?? ""
            let authorization = (await harness.send("GET", "/v2/payments/authorizations/\(authorizationID)")).json
            let followed = try #require(await follow(authorization, rel), Comment(rawValue: rel))
            #expect([200, 201].contains(followed.status), "\(rel): \(followed.text)")
            #expect(await follow(authorization, "up")?.json["id"] == .string(authorized))
        }
    }
}
