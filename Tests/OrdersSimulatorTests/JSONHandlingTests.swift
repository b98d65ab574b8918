import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("JSON reading and writing")
struct JSONHandlingTests {
    @Test("escapes, unicode and surrogate pairs round-trip into the order")
    func strings() async {
        let harness = SimulatorHarness()
        let body = Orders.amount(Orders.money("10.00"), extra: #""description":"Caf\u00e9 \"Le Pain\" \\ \/ \n \ud83d\ude00 ☕""#)
        let response = await harness.create(body)
        #expect(response.status == 201)
        let description = response.json["purchase_units"]?.arrayValue?.first?["description"]?.stringValue
        #expect(description == "Café \"Le Pain\" \\ / \n 😀 ☕")
    }

    @Test(
        "malformed JSON of many kinds is MALFORMED_REQUEST_JSON",
        arguments: [
            "{", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "01", "1.", "-", "tru", #""\x""#, #""\ud83d""#, "{} {}", "\u{1}", #"{"a":"b"#,
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
        ])
    func malformed(_ body: String) async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: body)
        #expect(response.status == 400)
        #expect(response.issues == ["MALFORMED_REQUEST_JSON"])
    }

    @Test("numbers are read exactly")
    func numbers() async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/simulator/faults", json: #"{"kind":"delay","delay_ms":1.5e3,"count":2}"#, auth: nil)
        #expect(response.status == 204)
        #expect((await harness.reply("GET", "/v2/checkout/orders/X")).delay == .milliseconds(1500))
    }
}
