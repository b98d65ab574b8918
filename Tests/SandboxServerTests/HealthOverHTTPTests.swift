import Foundation
import OrdersCore
import PaymentsTestSupport
import SandboxServer
import Testing

/// `GET /health` over a real socket: the readiness probe a team's test setup polls instead of reading stdout.
@Suite("SandboxServer: GET /health")
struct HealthOverHTTPTests {
    @Test("200 without authentication, reporting the configured version, the uptime and the webhook queue")
    func ready() async throws {
        var configuration = SandboxServer.Configuration()
        configuration.version = "1.2.3-health"
        try await withServer(configuration) { _, url, _ in
            let response = try await URLSessionTransport(session: makeSession()).send(HTTPRequest(method: "GET", url: url.at("/health")))
            #expect(response.status == 200)
            let body = try json(response)
            #expect(body["status"] == .string("ok"))
            #expect(body["version"] == .string("1.2.3-health"))
            #expect(body["uptime_seconds"]?.typeName == "number")
            #expect(body["webhooks"] == .object(["pending": .number(0), "delivered": .number(0)]))
        }
    }

    @Test("the webhook counts follow the deliverer's: one event delivered to a listener")
    func webhookCounts() async throws {
        let listener = WebhookListener()
        try await withServer(responder: listener) { _, listenerURL, _ in
            try await withServer { _, url, transport in
                let paypal = PayPalRequests(baseURL: url)
                let client = Client(paypal: paypal, transport: transport, token: try await accessToken(transport, paypal))
                let subscribe = #"{"url":"\#(listenerURL.absoluteString)/hooks","event_types":[{"name":"CHECKOUT.ORDER.APPROVED"}]}"#
                #expect(try await client.send("POST", "/v1/notifications/webhooks", subscribe).status == 201)
                _ = try await client.approvedOrder()
                #expect(await listener.waitFor(1).count == 1)
                let plain = URLSessionTransport(session: makeSession())
                var webhooks: JSONValue?
                for _ in 0..<100 {  // the deliverer counts the delivery once the listener's answer is read
                    webhooks = try json(try await plain.send(HTTPRequest(method: "GET", url: url.at("/health"))))["webhooks"]
                    if webhooks?["delivered"] == .number(1) { break }
                    try await Task.sleep(for: .milliseconds(50))
                }
                #expect(webhooks == .object(["pending": .number(0), "delivered": .number(1)]))
            }
        }
    }
}
