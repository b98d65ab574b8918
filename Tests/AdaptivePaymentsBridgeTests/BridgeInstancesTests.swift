import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import SandboxServer
import Testing

/// Two bridge instances on one PostgreSQL database, as a merchant runs them behind a load balancer: either answers
/// for any payment, each receives every webhook event, and every payment is captured once and its IPN posted once.
@Suite("adaptive-payments-bridge: two instances on one PostgreSQL database")
struct BridgeInstancesTests {
    @Test("payments made through either instance: each captured once, each IPN delivered exactly once", arguments: TestDatabase.postgresOnly)
    func twoInstances(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        let listener = IPNListener()
        let ipnServer = try SandboxServer(configuration: .init()) { _ in listener }
        let ipnURL = try await ipnServer.start().appendingPathComponent("ipn")
        defer { Task { await ipnServer.stop() } }
        let count = 12
        try await database.withNew { store in
            try await BridgeFixture.with(database: store) { first in
                try await BridgeFixture.withBridge(sandbox: first.sandbox, database: store) { (secondURL: URL) async throws in
                    let second = BridgeFixture(sandbox: first.sandbox, bridge: secondURL, server: first.server, database: store)
                    var payKeys: [String] = []
                    for number in 0..<count {
                        let fixture = number.isMultiple(of: 2) ? first : second
                        let fields = BridgeIPNTests.pay(ipn: ipnURL).map { $0.0 == "trackingId" ? ($0.0, "ORDER-\(number)") : $0 }
                        let payKey = try #require(try await fixture.call("Pay", fields)["payKey"])
                        // The buyer is sent by one instance and approves at PayPal; the webhooks complete the payment.
                        let redirected = try await (number.isMultiple(of: 3) ? second : first).get("/webscr?cmd=_ap-payment&paykey=\(payKey)")
                        let orderID = try #require(
                            redirected.location.flatMap { URLComponents(string: $0)?.queryItems?.first { $0.name == "token" }?.value })
                        #expect(try await fixture.sandboxPost("/simulator/orders/\(orderID)/approve") == 200)
                        payKeys.append(payKey)
                    }
                    let bodies = await listener.waitFor(count)
                    try await Task.sleep(for: .seconds(1))  // time for a second delivery, were there one
                    let delivered = await listener.bodies.compactMap { body in
                        body.split(separator: "&").first { $0.hasPrefix("pay_key=") }.map { String($0.dropFirst("pay_key=".count)) }
                    }
                    #expect(bodies.count >= count)
                    #expect(delivered.sorted() == payKeys.sorted(), "each payment's IPN once")
                    #expect(await first.server.simulator?.stats.captures == count)
                    for payKey in payKeys {
                        #expect(try await second.call("PaymentDetails", [("payKey", payKey)])["status"] == "COMPLETED")
                    }
                }
            }
        }
    }
}
