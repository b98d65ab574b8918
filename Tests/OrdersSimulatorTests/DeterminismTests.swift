import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// A scripted session touching every kind of generated value.
    private func session(seed: UInt64) async -> [Data] {
        let harness = SimulatorHarness(.init(seed: seed))
        var bodies: [Data] = []
        let token = await harness.send(
            "POST", "/v1/oauth2/token", json: "grant_type=client_credentials",
            headers: ["Content-Type": "application/x-www-form-urlencoded"], auth: "Basic " + Data("a:b".utf8).base64EncodedString())
        bodies.append(token.body)
        let created = await harness.create(requestID: "r1")
        bodies.append(created.body)
        let id = created.json["id"]?.stringValue ?? ""
        bodies.append((await harness.send("POST", "/simulator/orders/\(id)/approve", auth: nil)).body)
        bodies.append((await harness.capture(id, requestID: "c1")).body)
        bodies.append((await harness.capture(id, requestID: "c2")).body)
        bodies.append(
            (await harness.send(
                "POST", "/v3/vault/setup-tokens", json: #"{"payment_source":{"paypal":{"usage_type":"MERCHANT"}}}"#, headers: ["PayPal-Request-Id": "s"])).body)
        bodies.append(Data(((await harness.capture(id, requestID: "c2")).header("Paypal-Debug-Id") ?? "").utf8))
        return bodies
    }

    @Test("same seed and requests ⇒ byte-identical responses")
    func sameSeed() async {
        let first = await session(seed: 7)
        let second = await session(seed: 7)
        #expect(first == second)
        let other = await session(seed: 8)
        #expect(first != other)
    }

    @Test("reset replays the same ids as a fresh simulator")
    func resetRestarts() async {
        let harness = SimulatorHarness()
        let before = await harness.createdID()
        await harness.simulator.reset()
        #expect(await harness.createdID() == before)
    }

    @Test("times come from the stepping clock, or an injected one")
    func clock() async {
        let harness = SimulatorHarness()
        let first = await harness.create()
        let second = await harness.create()
        #expect(first.json["create_time"]?.stringValue == "2026-01-01T00:00:01Z")
        #expect(second.json["create_time"]?.stringValue == "2026-01-01T00:00:02Z")
        let fixed = SimulatorHarness(.init(now: { Date(timeIntervalSince1970: 1_000_000_000) }))
        #expect((await fixed.create()).json["update_time"]?.stringValue == "2001-09-09T01:46:40Z")
    }
}
