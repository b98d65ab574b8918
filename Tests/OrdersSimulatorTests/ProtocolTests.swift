import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Routing, media types and the error shape")
struct ProtocolTests {
    @Test("PayPal's error body: name, message, debug_id = Paypal-Debug-Id header, details, information links")
    func errorShape() async throws {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: Orders.amount(Orders.money("10.001")))
        let body = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
        #expect(body.message == "The requested action could not be performed, semantically incorrect, or failed business validation.")
        let debugID = try #require(body.debugId)
        #expect(debugID.count == 13 && debugID.allSatisfy(\.isHexDigit))
        #expect(response.header("Paypal-Debug-Id") == debugID)
        #expect(response.header("Content-Type") == "application/json")
        let detail = try #require(body.details?.first)
        #expect(detail.location == "body")
        #expect(detail.value == "10.001")
        #expect(detail.description == "If the currency supports decimals, only two decimal place precision is supported.")
        #expect(body.links == [Link(href: "https://developer.paypal.com/docs/api/orders/v2/#error-DECIMAL_PRECISION", rel: "information_link", method: "GET")])
    }

    @Test("a wrong Content-Type on a JSON route is 415 UNSUPPORTED_MEDIA_TYPE", arguments: ["text/plain", "application/x-www-form-urlencoded"])
    func unsupportedMediaType(_ contentType: String) async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, headers: ["Content-Type": contentType])
        #expect(response.status == 415)
        #expect(response.name == "UNSUPPORTED_MEDIA_TYPE")
        #expect(
            (await harness.send("POST", "/v2/checkout/orders", json: Orders.simple, headers: ["Content-Type": "application/json; charset=utf-8"])).status == 201
        )
    }

    @Test("unknown routes are 404 and wrong methods 405, both PayPal-shaped")
    func routes() async {
        let harness = SimulatorHarness()
        let unknown = await harness.send("GET", "/v2/checkout/nothing")
        #expect(unknown.status == 404)
        #expect(unknown.name == "RESOURCE_NOT_FOUND")
        #expect(unknown.json["debug_id"] != nil)
        let method = await harness.send("DELETE", "/v2/checkout/orders/ABC")
        #expect(method.status == 405)
        #expect(method.name == "METHOD_NOT_SUPPORTED")
        #expect(method.header("Allow") == "GET, PATCH", "405 says which methods the path takes")
        #expect((await harness.send("PUT", "/v2/checkout/orders")).header("Allow") == "POST")
        #expect((await harness.send("BREW", "/v2/checkout/orders")).header("Allow") == "POST", "any method the path does not take")
    }

    @Test("a create without a body is MALFORMED_REQUEST_JSON; capture accepts no body")
    func bodies() async throws {
        let harness = SimulatorHarness()
        #expect((await harness.send("POST", "/v2/checkout/orders")).issues == ["MALFORMED_REQUEST_JSON"])
        let id = try await harness.approvedID()
        #expect((await harness.send("POST", "/v2/checkout/orders/\(id)/capture")).status == 201)
        let other = try await harness.approvedID()
        #expect((await harness.send("POST", "/v2/checkout/orders/\(other)/capture", json: "[1]")).issues == ["MALFORMED_REQUEST_JSON"])
        #expect(
            (await harness.send("POST", "/v2/checkout/orders/\(other)/capture", json: #"{"payment_source":{"paypal":{"vault_id":"no way"}}}"#)).issues == [
                "INVALID_PARAMETER_SYNTAX"
            ])
    }

    @Test("a base URL with a path prefix routes and links under it")
    func basePath() async {
        let simulator = OrdersSimulator(configuration: .init(baseURL: URL(string: "http://127.0.0.1:8080/paypal")!))
        let request = HTTPRequest(
            method: "POST", url: URL(string: "http://127.0.0.1:8080/paypal/v2/checkout/orders")!,
            headers: ["Authorization": SimulatorHarness.clientIDAuth, "Content-Type": "application/json"], body: Data(Orders.simple.utf8))
        let response = await simulator.handle(request).response
        #expect(response.status == 201)
        #expect(response.json["links"]?.arrayValue?.first?["href"]?.stringValue?.hasPrefix("http://127.0.0.1:8080/paypal/v2/checkout/orders/") == true)
    }

    @Test("stats over the control route; reset forgets everything")
    func statsAndReset() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        await harness.capture(id)
        let stats = await harness.send("GET", "/simulator/stats", auth: nil)
        #expect(stats.json["orders_created"] == .number(1))
        #expect(stats.json["captures"] == .number(1))
        #expect(stats.json["requests"] == .number(3))
        #expect((await harness.send("POST", "/simulator/reset", auth: nil)).status == 204)
        #expect(await harness.simulator.stats == SimulatorStats())
        #expect((await harness.send("GET", "/v2/checkout/orders/\(id)")).status == 404)
    }

    @Test("the simulator never crashes on odd input")
    func oddInput() async {
        let harness = SimulatorHarness()
        let bodies = [
            "", "null", "42", #""text""#, #"{"intent":null,"purchase_units":null}"#, #"{"intent":"CAPTURE","purchase_units":[null,1,"x",[]]}"#,
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00","breakdown":[]},"items":{}}]}"#,
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"},"items":[null,{"name":1,"quantity":[],"unit_amount":"x"}],"payee":"x","shipping":[]}],"payment_source":[]}"#,
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"99999999999999999999999999999999"}}]}"#,
            #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"-"}}]}"#,
        ]
        for body in bodies {
            let response = await harness.send("POST", "/v2/checkout/orders", json: body)
            #expect((400...422).contains(response.status), "\(body) → \(response.text)")
        }
        let id = await harness.createdID()
        for patch in [
            "null", "[null]", #"[{"op":1}]"#, #"[{"op":"add","path":"/purchase_units/@reference_id=='default'/items","value":[{"name":"A"}]}]"#,
            #"[{"op":"replace","path":"/purchase_units","value":[]}]"#, #"[{"op":"add","path":"/","value":1}]"#,
        ] {
            let response = await harness.patch(id, patch)
            #expect((400...422).contains(response.status), "\(patch) → \(response.text)")
        }
        #expect((await harness.send("GET", "/v2/checkout/orders/%00%FF")).status == 404)
        #expect((await harness.send("POST", "/simulator/orders/\(id)/approve", json: "{", auth: nil)).status == 400)
    }
}
