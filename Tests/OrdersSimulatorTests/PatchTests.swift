import Foundation
import OrdersCore
import OrdersSimulator
import Testing

private let ref = "/purchase_units/@reference_id=='default'"

@Suite("PATCH orders")
struct PatchTests {
    @Test("replacing the amount re-runs the amount rules and applies on success")
    func replaceAmount() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        let ok = await harness.patch(
            id,
            #"[{"op":"replace","path":"\#(ref)/amount","value":{"currency_code":"USD","value":"11.50","breakdown":{"item_total":\#(Orders.money("10.00")),"shipping":\#(Orders.money("1.50"))}}}]"#
        )
        #expect(ok.status == 204)
        #expect(ok.body.isEmpty)
        let order = await harness.order(id)
        #expect(order["purchase_units"]?.arrayValue?.first?["amount"]?["value"]?.stringValue == "11.50")
        #expect(order["status"]?.stringValue == "APPROVED")
        let captured = try JSONDecoder().decode(Order.self, from: (await harness.capture(id)).body)
        #expect(captured.captures.first?.amount?.value == "11.50")
    }

    @Test("an invalid patched order is refused with the order rules and nothing changes")
    func revalidates() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let bad = await harness.patch(
            id,
            #"[{"op":"replace","path":"\#(ref)/amount","value":{"currency_code":"USD","value":"12.00","breakdown":{"item_total":\#(Orders.money("10.00"))}}}]"#)
        #expect(bad.status == 422)
        #expect(bad.issues == ["AMOUNT_MISMATCH"])
        #expect(bad.fields == ["\(ref)/amount/value"])
        #expect((await harness.order(id))["purchase_units"]?.arrayValue?.first?["amount"]?["value"]?.stringValue == "10.00")
        let precision = await harness.patch(id, #"[{"op":"replace","path":"\#(ref)/amount","value":\#(Orders.money("1.001"))}]"#)
        #expect(precision.issues == ["DECIMAL_PRECISION"])
    }

    @Test("add, replace and remove a description; add shipping address")
    func otherFields() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        #expect((await harness.patch(id, #"[{"op":"add","path":"\#(ref)/description","value":"Gift"}]"#)).status == 204)
        #expect((await harness.patch(id, #"[{"op":"replace","path":"\#(ref)/description","value":"Gift 2"}]"#)).status == 204)
        #expect((await harness.order(id))["purchase_units"]?.arrayValue?.first?["description"]?.stringValue == "Gift 2")
        #expect((await harness.patch(id, #"[{"op":"remove","path":"\#(ref)/description"}]"#)).status == 204)
        #expect((await harness.order(id))["purchase_units"]?.arrayValue?.first?["description"] == nil)
        #expect(
            (await harness.patch(id, #"[{"op":"add","path":"\#(ref)/shipping/address","value":{"country_code":"FR","admin_area_2":"Paris"}}]"#)).status == 204)
        #expect((await harness.patch(id, #"[{"op":"replace","path":"/intent","value":"AUTHORIZE"}]"#)).status == 204)
        #expect((await harness.order(id))["intent"]?.stringValue == "AUTHORIZE")
    }

    @Test(
        "patch errors",
        arguments: [
            (#"{"op":"replace"}"#, 400, "MALFORMED_REQUEST_JSON", nil as String?),
            (#"[{"path":"\#(ref)/description","value":"x"}]"#, 400, "MISSING_REQUIRED_PARAMETER", "/0/op"),
            (#"[{"op":"delete","path":"\#(ref)/description"}]"#, 400, "INVALID_PARAMETER_VALUE", "/0/op"),
            (#"[{"op":"add","path":"\#(ref)/amount","value":\#(Orders.money("1.00"))}]"#, 422, "NOT_PATCHABLE", "\(ref)/amount"),
            (#"[{"op":"replace","path":"\#(ref)/description","value":"x"}]"#, 400, "INVALID_PATCH_OPERATION", "\(ref)/description"),
            (#"[{"op":"remove","path":"\#(ref)/custom_id"}]"#, 400, "INVALID_PATCH_OPERATION", "\(ref)/custom_id"),
            (#"[{"op":"add","path":"\#(ref)/reference_id","value":"x"}]"#, 400, "FIELD_NOT_PATCHABLE", "\(ref)/reference_id"),
            (#"[{"op":"replace","path":"/create_time","value":"x"}]"#, 400, "FIELD_NOT_PATCHABLE", "/create_time"),
            (#"[{"op":"move","path":"\#(ref)/description","from":"/x"}]"#, 400, "INVALID_PATCH_OPERATION", "\(ref)/description"),
            (
                #"[{"op":"replace","path":"/purchase_units/@reference_id=='nope'/amount","value":\#(Orders.money("1.00"))}]"#, 422, "REFERENCE_ID_NOT_FOUND",
                "/purchase_units/@reference_id=='nope'/amount"
            ),
            (
                #"[{"op":"replace","path":"purchase_units/0/amount","value":\#(Orders.money("1.00"))}]"#, 422, "INVALID_JSON_POINTER_FORMAT",
                "purchase_units/0/amount"
            ),
            (
                #"[{"op":"replace","path":"/purchase_units/0/amount","value":\#(Orders.money("1.00"))}]"#, 422, "INVALID_JSON_POINTER_FORMAT",
                "/purchase_units/0/amount"
            ),
            (#"[{"op":"replace","path":"\#(ref)/amount"}]"#, 422, "PATCH_VALUE_REQUIRED", "\(ref)/amount"),
            (#"[{"op":"replace","value":"x"}]"#, 422, "PATCH_PATH_REQUIRED", "/0/path"),
        ])
    func patchError(_ body: String, _ status: Int, _ issue: String, _ field: String?) async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let response = await harness.patch(id, body)
        #expect(response.status == status, "\(response.text)")
        #expect(response.issues == [issue], "\(response.text)")
        #expect(response.fields == [field])
    }
}
