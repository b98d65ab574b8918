import Crypto
import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer
import Testing
import X509
import _CryptoExtras

/// Webhooks over real HTTP: a listener on loopback receives the events of a checkout, a refund and an
/// authorization, signed so that it can verify them offline and through `verify-webhook-signature`.
@Suite("SandboxServer: webhook deliveries")
struct WebhookDeliveryTests {
    /// A sandbox whose retries are quick, for tests.
    private static var quickRetries: SandboxServer.Configuration {
        var configuration = SandboxServer.Configuration()
        configuration.webhookDelivery = WebhookDeliveryPolicy(
            timeout: .seconds(5), retryDelays: [.milliseconds(20), .milliseconds(40), .milliseconds(80), .milliseconds(160), .milliseconds(320)])
        return configuration
    }

    /// Runs `body` with a sandbox, its requests, a token and a listener subscribed to `types`.
    private func withSubscriber(
        _ types: [String] = ["*"], configuration: SandboxServer.Configuration = quickRetries,
        _ body: (SandboxServer, Client, WebhookListener, _ webhookID: String) async throws -> Void
    ) async throws {
        let listener = WebhookListener()
        try await withServer(responder: listener) { _, listenerURL, _ in
            try await withServer(configuration) { server, url, transport in
                let client = Client(
                    paypal: PayPalRequests(baseURL: url), transport: transport, token: try await accessToken(transport, PayPalRequests(baseURL: url)))
                let names = types.map { #"{"name":"\#($0)"}"# }.joined(separator: ",")
                let created = try await client.send(
                    "POST", "/v1/notifications/webhooks", #"{"url":"\#(listenerURL.absoluteString)/hooks","event_types":[\#(names)]}"#)
                #expect(created.status == 201, "\(created.text)")
                try await body(server, client, listener, try json(created)["id"]?.stringValue ?? "")
            }
        }
    }

    @Test("a checkout, a refund and an authorization reach the listener in order, each with PayPal's envelope and headers")
    func lifecycleInOrder() async throws {
        try await withSubscriber { _, client, listener, webhookID in
            let orderID = try await client.approvedOrder()
            let captured = try json(try await client.send("POST", "/v2/checkout/orders/\(orderID)/capture", "{}", requestID: "cap-1"))
            let captureID = captured["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? ""
            #expect(
                try await client.send("POST", "/v2/payments/captures/\(captureID)/refund", #"{"amount":{"currency_code":"USD","value":"2.50"}}"#).status == 201)
            let authorizeID = try await client.approvedOrder(intent: "AUTHORIZE")
            let authorized = try json(try await client.send("POST", "/v2/checkout/orders/\(authorizeID)/authorize", "{}", requestID: "auth-1"))
            let authorizationID = authorized["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first?["id"]?.stringValue ?? ""
            #expect(try await client.send("POST", "/v2/payments/authorizations/\(authorizationID)/void").status == 204)

            let deliveries = await listener.waitFor(8)
            #expect(
                await listener.eventTypes == [
                    "CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED", "CHECKOUT.ORDER.COMPLETED", "PAYMENT.CAPTURE.REFUNDED",
                    "CHECKOUT.ORDER.APPROVED", "PAYMENT.AUTHORIZATION.CREATED", "CHECKOUT.ORDER.COMPLETED", "PAYMENT.AUTHORIZATION.VOIDED",
                ])
            let refund = try #require(deliveries.first { $0.event["event_type"] == .string("PAYMENT.CAPTURE.REFUNDED") })
            #expect(refund.event["resource_type"] == .string("refund"))
            #expect(refund.event["resource"]?["amount"]?["value"] == .string("2.50"))
            #expect(
                Set(refund.event.objectValue?.keys.map { $0 } ?? []) == [
                    "id", "event_version", "create_time", "resource_type", "resource_version", "event_type", "summary", "resource", "links",
                ])
            for delivery in deliveries {
                for header in ["PAYPAL-TRANSMISSION-ID", "PAYPAL-TRANSMISSION-TIME", "PAYPAL-TRANSMISSION-SIG", "PAYPAL-CERT-URL", "PAYPAL-AUTH-ALGO"] {
                    #expect(delivery.header(header)?.isEmpty == false, "\(header)")
                }
                #expect(delivery.header("PAYPAL-AUTH-ALGO") == "SHA256withRSA")
                #expect(try await client.verify(delivery, webhookID: webhookID) == "SUCCESS")
                #expect(try await verifiesOffline(delivery, webhookID: webhookID, client: client))
            }
        }
    }

    @Test("a tampered body, another webhook id or a changed header fails verification, offline and through the API")
    func tamperedFails() async throws {
        try await withSubscriber(["CHECKOUT.ORDER.APPROVED"]) { _, client, listener, webhookID in
            _ = try await client.approvedOrder()
            let delivery = try #require(await listener.waitFor(1).first)
            var altered = delivery.body
            altered[altered.index(altered.startIndex, offsetBy: altered.count / 2)] ^= 0x01
            let tampered = WebhookListener.Delivery(headers: delivery.headers, body: altered)
            #expect(try await !verifiesOffline(tampered, webhookID: webhookID, client: client))
            var event = delivery.event.objectValue ?? [:]
            event["summary"] = .string("Something else")
            let edited = WebhookListener.Delivery(headers: delivery.headers, body: JSONValue.object(event).serialized())
            #expect(try await client.verify(edited, webhookID: webhookID) == "FAILURE")
            #expect(try await client.verify(delivery, webhookID: "OTHERWEBHOOK00000") == "FAILURE")
            var headers = delivery.headers
            headers = headers.filter { $0.key.lowercased() != "paypal-transmission-time" }
            headers["PAYPAL-TRANSMISSION-TIME"] = "2030-01-01T00:00:00Z"
            #expect(try await client.verify(WebhookListener.Delivery(headers: headers, body: delivery.body), webhookID: webhookID) == "FAILURE")
            #expect(try await !verifiesOffline(WebhookListener.Delivery(headers: headers, body: delivery.body), webhookID: webhookID, client: client))
            #expect(try await client.verify(delivery, webhookID: webhookID) == "SUCCESS")
        }
    }

    @Test("a listener that is down for a while receives every event, in order, once it is back; the event list and resend work")
    func downThenBack() async throws {
        try await withSubscriber(["PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.REFUNDED"]) { server, client, listener, _ in
            await listener.setDown(true)
            var captureIDs: [String] = []
            for index in 0..<3 {
                let orderID = try await client.approvedOrder()
                let captured = try json(try await client.send("POST", "/v2/checkout/orders/\(orderID)/capture", "{}", requestID: "cap-\(index)"))
                captureIDs.append(captured["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? "")
            }
            _ = try await client.send("POST", "/v2/payments/captures/\(captureIDs[0])/refund", "{}")
            while await listener.refused < 3 { try await Task.sleep(for: .milliseconds(10)) }
            await listener.setDown(false)
            let deliveries = await listener.waitFor(4)
            #expect(deliveries.count == 4)
            #expect(deliveries.prefix(3).map { $0.event["resource"]?["id"]?.stringValue ?? "" } == captureIDs)
            #expect(await listener.eventTypes.last == "PAYMENT.CAPTURE.REFUNDED")
            #expect(await server.webhookDeliveries.failedAttempts >= 3)

            let list = try json(try await client.send("GET", "/v1/notifications/webhooks-events?page_size=10&event_type=PAYMENT.CAPTURE.COMPLETED"))
            #expect(list["events"]?.arrayValue?.map { $0["resource"]?["id"]?.stringValue ?? "" } == captureIDs.reversed())
            let eventID = try #require(deliveries.first?.event["id"]?.stringValue)
            #expect(try json(try await client.send("GET", "/v1/notifications/webhooks-events/\(eventID)"))["id"] == .string(eventID))
            let resent = try await client.send("POST", "/v1/notifications/webhooks-events/\(eventID)/resend", "{}")
            #expect(resent.status == 202)
            let again = await listener.waitFor(5)
            #expect(again.last?.event["id"] == .string(eventID))
            #expect(again.last?.header("PAYPAL-TRANSMISSION-ID") != deliveries.first?.header("PAYPAL-TRANSMISSION-ID"))
        }
    }

    @Test("a burst to a flaky listener: every event arrives once, in order, none lost")
    func burst() async throws {
        try await withSubscriber(["CHECKOUT.ORDER.APPROVED"]) { server, client, listener, _ in
            await listener.setFlaky(true)
            var orderIDs: [String] = []
            for _ in 0..<40 { orderIDs.append(try await client.approvedOrder()) }
            let deliveries = await listener.waitFor(40, timeout: .seconds(60))
            #expect(deliveries.map { $0.event["resource"]?["id"]?.stringValue ?? "" } == orderIDs)
            #expect(await server.webhookDeliveries.abandoned == 0)
        }
    }

    @Test("a listener that never answers 2xx: the delivery is tried once plus once per retry delay, then abandoned")
    func boundedAttempts() async throws {
        var configuration = SandboxServer.Configuration()
        configuration.webhookDelivery = WebhookDeliveryPolicy(timeout: .seconds(5), retryDelays: [.milliseconds(10), .milliseconds(20)])
        try await withSubscriber(["CHECKOUT.ORDER.APPROVED"], configuration: configuration) { server, client, listener, _ in
            await listener.setDown(true)
            _ = try await client.approvedOrder()
            let deadline = ContinuousClock.now + .seconds(30)
            while await server.webhookDeliveries.abandoned == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            let stats = await server.webhookDeliveries
            #expect(stats.abandoned == 1 && stats.failedAttempts == 3 && stats.pending == 0 && stats.delivered == 0)
            #expect(await listener.refused == 3)
        }
    }

    @Test("PayPal-initiated events: a pending capture completes or is denied later, a capture is reversed")
    func paypalInitiated() async throws {
        try await withSubscriber(["PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.DENIED", "PAYMENT.CAPTURE.REVERSED"]) {
            _, client, listener, _ in
            #expect(try await client.send("POST", "/simulator/captures/hold", #"{"reasons":["PENDING_REVIEW","ECHECK"]}"#).status == 204)
            var ids: [String] = []
            for index in 0..<3 {
                let orderID = try await client.approvedOrder()
                let captured = try json(try await client.send("POST", "/v2/checkout/orders/\(orderID)/capture", "{}", requestID: "pending-\(index)"))
                ids.append(captured["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first?["id"]?.stringValue ?? "")
            }
            #expect(try await client.send("POST", "/simulator/captures/\(ids[0])/complete").status == 200)
            #expect(try await client.send("POST", "/simulator/captures/\(ids[1])/deny").status == 200)
            #expect(try await client.send("POST", "/simulator/captures/\(ids[2])/reverse").status == 200)
            #expect(try await client.send("POST", "/simulator/captures/\(ids[1])/complete").status == 422)
            _ = await listener.waitFor(6)
            #expect(
                await listener.eventTypes == [
                    "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.COMPLETED",
                    "PAYMENT.CAPTURE.DENIED", "PAYMENT.CAPTURE.REVERSED",
                ])
            let reversed = try json(try await client.send("GET", "/v2/payments/captures/\(ids[2])"))
            #expect(reversed["status"] == .string("REFUNDED"))
            #expect(try await client.send("POST", "/v2/payments/captures/\(ids[2])/refund", "{}").issues == ["REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK"])
        }
    }

    @Test("a reauthorization over HTTP: a new authorization, its PAYMENT.AUTHORIZATION.CREATED, then captured in full")
    func reauthorization() async throws {
        try await withSubscriber(["PAYMENT.AUTHORIZATION.CREATED"]) { _, client, listener, _ in
            let orderID = try await client.approvedOrder(intent: "AUTHORIZE")
            let authorized = try json(try await client.send("POST", "/v2/checkout/orders/\(orderID)/authorize", "{}", requestID: "auth-r"))
            let original = authorized["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first?["id"]?.stringValue ?? ""
            let again = try await client.send(
                "POST", "/v2/payments/authorizations/\(original)/reauthorize", #"{"amount":{"currency_code":"USD","value":"11.00"}}"#, requestID: "reauth-1")
            #expect(again.status == 201)
            let newID = try json(again)["id"]?.stringValue ?? ""
            let deliveries = await listener.waitFor(2)
            #expect(deliveries.map { $0.event["resource"]?["id"]?.stringValue ?? "" } == [original, newID])
            let captured = try await client.send("POST", "/v2/payments/authorizations/\(newID)/capture", #"{"final_capture":true,"note_to_payer":"Thanks"}"#)
            #expect(try json(captured)["amount"]?["value"] == .string("11.00"))
        }
    }

    @Test("webhooks point at loopback only, unless the sandbox allows remote targets")
    func loopbackOnly() async throws {
        try await withServer(Self.quickRetries) { _, url, transport in
            let client = Client(
                paypal: PayPalRequests(baseURL: url), transport: transport, token: try await accessToken(transport, PayPalRequests(baseURL: url)))
            let remote = try await client.send("POST", "/v1/notifications/webhooks", #"{"url":"http://example.com/hooks","event_types":[{"name":"*"}]}"#)
            #expect(remote.status == 400 && remote.issues == ["INVALID_PARAMETER_VALUE"])
            #expect(remote.text.contains("--webhook-allow-remote"))
            for local in ["http://localhost:9/a", "http://127.0.0.2:9/b", "http://[::1]:9/c"] {
                #expect(try await client.send("POST", "/v1/notifications/webhooks", #"{"url":"\#(local)","event_types":[{"name":"*"}]}"#).status == 201)
            }
            #expect(
                try await client.send("POST", "/v1/notifications/webhooks", #"{"url":"http://localhost:9/a","event_types":[{"name":"*"}]}"#).issues == [
                    "WEBHOOK_URL_ALREADY_EXISTS"
                ])
            #expect(
                try await client.send("POST", "/v1/notifications/webhooks", #"{"url":"http://localhost:9/x","event_types":[{"name":"NOT.AN.EVENT"}]}"#).status
                    == 400)
        }
        var allowing = Self.quickRetries
        allowing.allowsRemoteWebhookTargets = true
        try await withServer(allowing) { _, url, transport in
            let client = Client(
                paypal: PayPalRequests(baseURL: url), transport: transport, token: try await accessToken(transport, PayPalRequests(baseURL: url)))
            #expect(
                try await client.send("POST", "/v1/notifications/webhooks", #"{"url":"http://example.com/hooks","event_types":[{"name":"*"}]}"#).status == 201)
        }
    }

    @Test("subscriptions: list, get, update (replace url and event_types), event types, delete")
    func subscriptions() async throws {
        try await withSubscriber(["PAYMENT.CAPTURE.COMPLETED"]) { _, client, _, webhookID in
            #expect(try json(try await client.send("GET", "/v1/notifications/webhooks"))["webhooks"]?.arrayValue?.count == 1)
            let patched = try await client.send(
                "PATCH", "/v1/notifications/webhooks/\(webhookID)", #"[{"op":"replace","path":"/event_types","value":[{"name":"PAYMENT.CAPTURE.REFUNDED"}]}]"#)
            #expect(patched.status == 200)
            let types = try json(try await client.send("GET", "/v1/notifications/webhooks/\(webhookID)/event-types"))["event_types"]?.arrayValue
            #expect(types?.map { $0["name"]?.stringValue } == ["PAYMENT.CAPTURE.REFUNDED"])
            #expect(try await client.send("PATCH", "/v1/notifications/webhooks/\(webhookID)", #"[{"op":"add","path":"/url","value":"x"}]"#).status == 400)
            let available = try json(try await client.send("GET", "/v1/notifications/webhooks-event-types"))["event_types"]?.arrayValue ?? []
            #expect(available.count == 11)
            #expect(try await client.send("DELETE", "/v1/notifications/webhooks/\(webhookID)").status == 204)
            #expect(try await client.send("GET", "/v1/notifications/webhooks/\(webhookID)").status == 404)
        }
    }

    /// Verifies `delivery` as a merchant's server does offline: download the certificate, check `SHA256withRSA` over
    /// `transmission id|time|webhook id|crc32(body)`.
    private func verifiesOffline(_ delivery: WebhookListener.Delivery, webhookID: String, client: Client) async throws -> Bool {
        let certURL = try #require(delivery.header("PAYPAL-CERT-URL").flatMap(URL.init(string:)))
        let pem = String(decoding: try await client.transport.send(HTTPRequest(method: "GET", url: certURL)).body, as: UTF8.self)
        let certificate = try Certificate(pemEncoded: pem)
        let key = try #require(_RSA.Signing.PublicKey(certificate.publicKey))
        let text =
            "\(delivery.header("PAYPAL-TRANSMISSION-ID") ?? "")|\(delivery.header("PAYPAL-TRANSMISSION-TIME") ?? "")|\(webhookID)|\(CRC32.checksum(delivery.body))"
        guard let signature = delivery.header("PAYPAL-TRANSMISSION-SIG").flatMap({ Data(base64Encoded: $0) }) else { return false }
        return key.isValidSignature(_RSA.Signing.RSASignature(rawRepresentation: signature), for: Data(text.utf8), padding: .insecurePKCS1v1_5)
    }
}

/// A merchant's server talking to the sandbox with a token.
struct Client {
    let paypal: PayPalRequests
    let transport: any HTTPTransport
    let token: String

    /// Sends a request; POSTs ask for the full resource (`Prefer: return=representation`).
    func send(_ method: String, _ path: String, _ body: String? = nil, requestID: String? = nil) async throws -> HTTPResponse {
        var request = paypal.json(method, path, token: token, body: body, requestID: requestID)
        if method == "POST", !path.hasSuffix("/void") { request.headers["Prefer"] = "return=representation" }
        return try await transport.send(request)
    }

    /// Creates and approves a 10.00 USD order; returns its id.
    func approvedOrder(intent: String = "CAPTURE") async throws -> String {
        let body = PayPalRequests.orderBody.replacingOccurrences(of: "CAPTURE", with: intent)
        let id = try json(try await send("POST", "/v2/checkout/orders", body))["id"]?.stringValue ?? ""
        _ = try await send("POST", "/simulator/orders/\(id)/approve")
        return id
    }

    /// `verify-webhook-signature` for `delivery` as received.
    func verify(_ delivery: WebhookListener.Delivery, webhookID: String) async throws -> String? {
        func header(_ name: String) -> JSONValue { .string(delivery.header(name) ?? "") }
        let request: JSONValue = .object([
            "auth_algo": header("PAYPAL-AUTH-ALGO"), "cert_url": header("PAYPAL-CERT-URL"), "transmission_id": header("PAYPAL-TRANSMISSION-ID"),
            "transmission_sig": header("PAYPAL-TRANSMISSION-SIG"), "transmission_time": header("PAYPAL-TRANSMISSION-TIME"),
            "webhook_id": .string(webhookID), "webhook_event": delivery.event,
        ])
        let response = try await send("POST", "/v1/notifications/verify-webhook-signature", String(decoding: request.serialized(), as: UTF8.self))
        return try json(response)["verification_status"]?.stringValue
    }
}

extension HTTPResponse {
    /// The issues in `details[]`.
    var issues: [String] { ((try? JSONValue(parsing: body))?["details"]?.arrayValue ?? []).compactMap { $0["issue"]?.stringValue } }
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
