import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The 2011 server's IPN listener: answers 503 to its first `failures` messages, then takes them.
actor IPNListener: SandboxResponder {
    private(set) var bodies: [String] = []
    /// How many deliveries were refused.
    private(set) var refused = 0
    private var failures: Int

    init(failures: Int = 0) { self.failures = failures }

    func handle(_ request: HTTPRequest) async -> SimulatorReply {
        if failures > 0 {
            failures -= 1
            refused += 1
            return SimulatorReply(response: HTTPResponse(status: 503))
        }
        bodies.append(String(decoding: request.body ?? Data(), as: UTF8.self))
        return SimulatorReply(response: HTTPResponse(status: 200))
    }

    func setFailures(_ count: Int) { failures = count }

    /// Waits for `count` messages (at most 30 s).
    func waitFor(_ count: Int) async -> [String] {
        let deadline = ContinuousClock.now + .seconds(30)
        while bodies.count < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return bodies
    }
}

/// PayPal's webhooks relayed as the 2011 server's IPN: signed events verified, the payment completed without the
/// buyer's browser, the IPN posted as PayPal encoded it, retried, kept across a restart, and validated by postback.
@Suite("adaptive-payments-bridge: IPN relayed from PayPal's webhooks")
struct BridgeIPNTests {
    /// The PHP SDK's postback body for a message as it arrived: raw keys, `urlencode`d values, `cmd` first.
    static func postback(of body: String) -> String {
        let pairs = body.split(separator: "&").map { segment -> String in
            let parts = segment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = (String(parts.count > 1 ? parts[1] : "").replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "")
            let encoded =
                value.addingPercentEncoding(
                    withAllowedCharacters: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._ "))?
                .replacingOccurrences(of: " ", with: "+") ?? ""
            return "\(parts[0])=\(encoded)"
        }
        return "cmd=_notify-validate&" + pairs.joined(separator: "&")
    }

    static func pay(ipn: URL) -> [(String, String)] { BridgeFlowTests.simplePay + [("ipnNotificationUrl", ipn.absoluteString)] }

    func postbackVerdict(_ fixture: BridgeFixture, _ body: String) async throws -> String {
        var request = URLRequest(url: fixture.bridge.appendingPathComponent("cgi-bin/webscr"))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        return String(decoding: try await BridgeFixture.session.data(for: request).0, as: UTF8.self)
    }

    @Test("approved at PayPal, never back in the browser: the bridge captures, the IPN arrives, retried, and validates", arguments: TestDatabase.all)
    func ipnArrivesAndValidates(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        let listener = IPNListener(failures: 2)
        let ipnServer = try SandboxServer(configuration: .init()) { _ in listener }
        let ipnURL = try await ipnServer.start().appendingPathComponent("paypal/ipn")
        defer { Task { await ipnServer.stop() } }
        try await BridgeFixture.with(database) { fixture in
            let payKey = try #require(try await fixture.call("Pay", Self.pay(ipn: ipnURL))["payKey"])
            let redirected = try await fixture.get("/webscr?cmd=_ap-payment&paykey=\(payKey)")
            let orderID = try #require(redirected.location.flatMap { URLComponents(string: $0)?.queryItems?.first { $0.name == "token" }?.value })
            #expect(try await fixture.sandboxPost("/simulator/orders/\(orderID)/approve") == 200)
            // No return through the bridge: the APPROVED webhook completes the payment.
            let bodies = await listener.waitFor(1)
            let body = try #require(bodies.first)
            #expect(body.contains("transaction_type=Adaptive+Payment+PAY"))
            #expect(body.contains("pay_key=\(payKey)"))
            #expect(body.contains("transaction%5B0%5D.amount=USD+19.95"))
            #expect(body.contains("transaction%5B0%5D.status=Completed"))
            #expect(body.contains("ipn_notification_url=http%3A//"))
            #expect(body.contains("status=COMPLETED"))
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "COMPLETED")
            #expect(await fixture.server.simulator?.stats.captures == 1)
            // The listener's postback, as PayPal's PHP SDK sends it: VERIFIED; altered: INVALID; GET works too.
            #expect(try await postbackVerdict(fixture, Self.postback(of: body)) == "VERIFIED")
            let tampered = Self.postback(of: body.replacingOccurrences(of: "USD+19.95", with: "USD+1.95"))
            #expect(try await postbackVerdict(fixture, tampered) == "INVALID")
            let viaGet = try await BridgeFixture.session.data(from: URL(string: fixture.bridge.absoluteString + "/cgi-bin/webscr?" + Self.postback(of: body))!)
            #expect(String(decoding: viaGet.0, as: UTF8.self) == "VERIFIED")
        }
    }

    @Test("a forged event produces nothing; a host not allowed gets no IPN", arguments: TestDatabase.all)
    func forgedAndForeign(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            var request = URLRequest(url: fixture.bridge.appendingPathComponent("bridge/webhooks"))
            request.httpMethod = "POST"
            request.httpBody = Data(#"{"id":"WH-FORGED","event_type":"CHECKOUT.ORDER.APPROVED","resource":{"id":"X"}}"#.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let (_, response) = try await BridgeFixture.session.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let paid = try await fixture.call("Pay", Self.pay(ipn: URL(string: "http://shop.example/ipn")!))
            #expect(paid["responseEnvelope.ack"] == "Success")
        }
    }

    @Test("IPNs queued while the bridge is down are sent after it restarts on the same database", arguments: TestDatabase.all)
    func durableAcrossRestart(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        let listener = IPNListener(failures: 1_000)
        let ipnServer = try SandboxServer(configuration: .init()) { _ in listener }
        let ipnURL = try await ipnServer.start().appendingPathComponent("ipn")
        defer { Task { await ipnServer.stop() } }
        try await database.withNew { store in
            try await BridgeFixture.with(database: store) { fixture in
                let payKey = try #require(try await fixture.call("Pay", Self.pay(ipn: ipnURL))["payKey"])
                try await BridgeFlowTests().buyerPays(fixture, payKey)
                // Wait until the listener has refused a delivery: the message is in the queue.
                let deadline = ContinuousClock.now + .seconds(30)
                while await listener.refused == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
                #expect(await listener.refused > 0)
            }
            await listener.setFailures(0)
            // A new sandbox, the same database: the bridge sends what it had not.
            try await BridgeFixture.with(database: store) { _ in
                let bodies = await listener.waitFor(1)
                #expect(bodies.count == 1)
                #expect(bodies.first?.contains("transaction_type=Adaptive+Payment+PAY") == true)
            }
        }
    }
}
