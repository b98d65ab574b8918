import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Forced errors (PayPal-Mock-Response)")
struct ForcedErrorTests {
    private func mock(_ code: String) -> [String: String] {
        ["PayPal-Mock-Response": #"{"mock_application_codes":"\#(code)"}"#, "Prefer": "return=representation"]
    }

    @Test("INSTRUMENT_DECLINED on capture: 422, no capture, the order stays APPROVED")
    func declined() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        let response = await harness.send("POST", "/v2/checkout/orders/\(id)/capture", json: "{}", headers: mock("INSTRUMENT_DECLINED"))
        #expect(response.status == 422)
        #expect(response.issues == ["INSTRUMENT_DECLINED"])
        #expect(response.details.first?["description"]?.stringValue?.hasPrefix("The instrument presented") == true)
        #expect(await harness.simulator.stats.captures == 0)
        #expect((await harness.order(id))["status"]?.stringValue == "APPROVED")
        #expect((await harness.capture(id)).status == 201)
    }

    @Test("the status comes from the spec: PERMISSION_DENIED is 403, a 400 code is 400")
    func statusFromSpec() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        let denied = await harness.send("POST", "/v2/checkout/orders/\(id)/capture", json: "{}", headers: mock("PERMISSION_DENIED"))
        #expect(denied.status == 403)
        #expect(denied.name == "NOT_AUTHORIZED")
        let create = await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, headers: mock("INVALID_PARAMETER_VALUE"))
        #expect(create.status == 400)
        #expect(await harness.simulator.stats.ordersCreated == 1)
    }

    @Test("a code the spec does not know is a 422 with that issue")
    func unknownCode() async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, headers: mock("SOMETHING_ODD"))
        #expect(response.status == 422)
        #expect(response.issues == ["SOMETHING_ODD"])
    }
}
