import Foundation
import OrdersCore
import SandboxServer
import Testing

/// The buyer pages' form secret: random per run unless a seed is given, so no page token can be computed in advance.
@Suite("SandboxServer: the buyer pages' form secret")
struct PageSecretTests {
    /// The checkout page's form token of a new order on a sandbox made with `configuration`.
    static func pageToken(_ configuration: SandboxServer.Configuration) async throws -> String {
        try await withServer(configuration) { _, url, transport in
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            let order = try json(try await transport.send(paypal.json("POST", "/v2/checkout/orders", token: token, body: PayPalRequests.orderBody)))
            let id = try #require(order["id"]?.stringValue)
            let page = try await transport.send(HTTPRequest(method: "GET", url: url.at("/checkoutnow?token=\(id)")))
            let html = String(decoding: page.body, as: UTF8.self)
            let marker = try #require(html.range(of: #"name="csrf" value=""#))
            return String(html[marker.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("two runs with the same seed give the same order ids but different page tokens")
    func randomPerRun() async throws {
        let first = try await Self.pageToken(.init())
        let second = try await Self.pageToken(.init())
        #expect(first.count == 43 && second.count == 43)
        #expect(first != second)
    }

    @Test("a page secret seed makes the pages reproducible")
    func seeded() async throws {
        let first = try await Self.pageToken(.init(pageSecretSeed: 7))
        let second = try await Self.pageToken(.init(pageSecretSeed: 7))
        #expect(first == second)
        #expect(try await Self.pageToken(.init(pageSecretSeed: 8)) != first)
    }
}
