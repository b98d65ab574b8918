import Foundation
import OrdersCore
import OrdersSimulator
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Injected faults")
struct FaultTests {
    private func captureRequest(_ id: String, requestID: String) -> HTTPRequest {
        HTTPRequest(
            method: "POST", url: URL(string: "\(SimulatorHarness.base)/v2/checkout/orders/\(id)/capture")!,
            headers: [
                "Authorization": SimulatorHarness.clientIDAuth, "Content-Type": "application/json",
                "PayPal-Request-Id": requestID, "Prefer": "return=representation",
            ],
            body: Data("{}".utf8))
    }

    @Test("lost response: the transport throws, the capture happened, a retry replays 200 with the same capture")
    func lostResponse() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        await harness.simulator.inject(.on(.captureOrder, .lostResponse))
        let transport = SimulatorTransport(simulator: harness.simulator)
        await #expect(throws: URLError.self) { try await transport.send(captureRequest(id, requestID: "cap")) }
        #expect(await harness.simulator.stats.captures == 1)
        #expect((await harness.order(id))["status"]?.stringValue == "COMPLETED")
        let retry = try await transport.send(captureRequest(id, requestID: "cap"))
        #expect(retry.status == 200)
        let captureID = try JSONDecoder().decode(Order.self, from: retry.body).captures.first?.id
        let stored = try JSONDecoder().decode(Order.self, from: (await harness.send("GET", "/v2/checkout/orders/\(id)")).body).captures.first?.id
        #expect(captureID != nil && captureID == stored)
        #expect(await harness.simulator.stats.captures == 1)
    }

    @Test("status 503: no effect, PayPal body without details; consumed after count")
    func serviceUnavailable() async throws {
        let harness = SimulatorHarness()
        await harness.simulator.inject(Fault(.status(503), method: "POST", pathPrefix: "/v2/checkout/orders", count: 2))
        for _ in 0..<2 {
            let response = await harness.create()
            #expect(response.status == 503)
            #expect(response.name == "SERVICE_UNAVAILABLE")
            #expect(response.json["details"] == nil)
            #expect(response.json["debug_id"]?.stringValue == response.header("Paypal-Debug-Id"))
        }
        #expect(await harness.simulator.stats.ordersCreated == 0)
        #expect((await harness.create()).status == 201)
    }

    @Test("status 500 on a matching route only")
    func internalError() async throws {
        let harness = SimulatorHarness()
        await harness.simulator.inject(.on(.captureOrder, .status(500)))
        let id = try await harness.approvedID()
        let response = await harness.capture(id)
        #expect(response.status == 500)
        #expect(response.name == "INTERNAL_SERVER_ERROR")
        #expect((await harness.order(id))["status"]?.stringValue == "APPROVED")
    }

    @Test("delay: the reply carries it and the transport waits")
    func delay() async throws {
        let harness = SimulatorHarness()
        await harness.simulator.inject(.on(.getOrder, .delay(.milliseconds(30))))
        let id = await harness.createdID()
        let reply = await harness.reply("GET", "/v2/checkout/orders/\(id)")
        #expect(reply.delay == .milliseconds(30))
        #expect(reply.response.status == 200)
        #expect((await harness.reply("GET", "/v2/checkout/orders/\(id)")).delay == nil)
    }

    @Test("faults injected through POST /simulator/faults")
    func controlRoute() async throws {
        let harness = SimulatorHarness()
        let injected = await harness.send("POST", "/simulator/faults", json: #"{"kind":"lost_response","route":"create_order","count":1}"#, auth: nil)
        #expect(injected.status == 204)
        let reply = await harness.reply("POST", "/v2/checkout/orders", json: Orders.simple)
        #expect(reply.isLost)
        #expect(await harness.simulator.stats.ordersCreated == 1)
        #expect((await harness.send("POST", "/simulator/faults", json: #"{"kind":"status","status":503,"path_prefix":"/v2"}"#, auth: nil)).status == 204)
        #expect((await harness.create()).status == 503)
        #expect((await harness.send("POST", "/simulator/faults", json: #"{"kind":"delay","delay_ms":5}"#, auth: nil)).status == 204)
        #expect((await harness.reply("GET", "/v2/checkout/orders/X")).delay == .milliseconds(5))
        let bad = await harness.send("POST", "/simulator/faults", json: #"{"kind":"explode"}"#, auth: nil)
        #expect(bad.status == 400)
        #expect(bad.fields == ["/kind"])
        #expect((await harness.send("POST", "/simulator/faults", json: #"{"kind":"lost_response","route":"nope"}"#, auth: nil)).fields == ["/route"])
    }

    @Test(
        "control routes validate their input: counts, types, media type",
        arguments: [
            (#"{"kind":"lost_response","count":-5}"#, "/count"), (#"{"kind":"lost_response","count":0}"#, "/count"),
            (#"{"kind":"lost_response","count":1.5}"#, "/count"), (#"{"kind":"lost_response","count":"2"}"#, "/count"),
            (#"{"kind":"lost_response","route":5}"#, "/route"), (#"{"kind":"lost_response","method":7}"#, "/method"),
            (#"{"kind":"lost_response","path_prefix":true}"#, "/path_prefix"),
        ])
    func controlInputValidated(json: String, field: String) async {
        let harness = SimulatorHarness()
        let reply = await harness.send("POST", "/simulator/faults", json: json, auth: nil)
        #expect(reply.status == 400 && reply.fields == [field], "\(json)")
        #expect(await harness.simulator.faultsPending == 0, "nothing was injected")
    }

    @Test("a payer id that is not a string, or a body not declared application/json, is refused")
    func approveInputValidated() async throws {
        let harness = SimulatorHarness()
        let id = try #require((await harness.create()).json["id"]?.stringValue)
        let numeric = await harness.send("POST", "/simulator/orders/\(id)/approve", json: #"{"payer_id":12345}"#, auth: nil)
        #expect((400...499).contains(numeric.status) && numeric.fields == ["/payer_id"], "\(numeric.status) \(numeric.fields)")
        let jsonx = await harness.send(
            "POST", "/simulator/faults", json: #"{"kind":"lost_response"}"#, headers: ["Content-Type": "application/jsonx"], auth: nil)
        #expect(jsonx.status == 415)
        let withCharset = await harness.send(
            "POST", "/simulator/orders/\(id)/approve", json: "{}", headers: ["Content-Type": "application/json; charset=utf-8"], auth: nil)
        #expect(withCharset.status == 200)
    }
}
