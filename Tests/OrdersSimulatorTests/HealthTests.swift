import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// `GET /health`: the readiness probe a test setup polls.
@Suite("OrdersSimulator: GET /health")
struct HealthTests {
    @Test("answers 200 without authentication: status ok, the configured version, the uptime and the webhook queue")
    func answers() async throws {
        var configuration = OrdersSimulator.Configuration()
        configuration.version = "9.8.7-test"
        let harness = SimulatorHarness(configuration)
        let response = await harness.send("GET", "/health", auth: nil)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        let body = response.json
        #expect(body["status"] == .string("ok"))
        #expect(body["version"] == .string("9.8.7-test"))
        let uptime = try #require(number(body["uptime_seconds"]))
        #expect(uptime >= 0 && uptime < 600)
        #expect(body["webhooks"] == .object(["pending": .number(0), "delivered": .number(0)]))
    }

    @Test("without a configured version it reports null")
    func noVersion() async {
        #expect((await SimulatorHarness().send("GET", "/health", auth: nil)).json["version"] == .null)
    }

    @Test("the uptime grows and survives a reset")
    func uptimeGrows() async throws {
        let harness = SimulatorHarness()
        let first = try #require(number((await harness.send("GET", "/health", auth: nil)).json["uptime_seconds"]))
        try await Task.sleep(for: .milliseconds(20))
        await harness.simulator.reset()
        let second = try #require(number((await harness.send("GET", "/health", auth: nil)).json["uptime_seconds"]))
        #expect(second >= first + Decimal(string: "0.02")!)
    }

    @Test("probing leaves no trace: not counted, no id drawn, later answers byte-identical")
    func leavesNoTrace() async throws {
        let probed = SimulatorHarness()
        let quiet = SimulatorHarness()
        for _ in 0..<3 { await probed.send("GET", "/health", auth: nil) }
        let a = await probed.create()
        await probed.send("GET", "/health", auth: nil)
        let b = await quiet.create()
        #expect(a.body == b.body)
        #expect(a.headers["Paypal-Debug-Id"] == b.headers["Paypal-Debug-Id"])
        #expect(await probed.simulator.stats == quiet.simulator.stats)
    }

    @Test("other methods get 405 with Allow: GET")
    func otherMethods() async {
        let response = await SimulatorHarness().send("POST", "/health", json: "{}", auth: nil)
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET")
    }
}

/// The number in `value`, if it is one.
private func number(_ value: JSONValue?) -> Decimal? {
    if case .number(let number)? = value { return number }
    return nil
}
