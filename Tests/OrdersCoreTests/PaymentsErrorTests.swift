import Foundation
import Testing

@testable import OrdersCore

@Suite("PaymentsError")
struct PaymentsErrorTests {
    @Test("A PayPal error body gives status, name, message, details and debug id")
    func restBody() {
        let body = """
            {"name":"UNPROCESSABLE_ENTITY","details":[{"field":"/purchase_units/@reference_id=='default'/amount/breakdown/item_total/value",
             "value":"27.98","issue":"ITEM_TOTAL_MISMATCH","description":"Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit"}],
             "message":"The requested action could not be performed, semantically incorrect, or failed business validation.","debug_id":"9a1ca202185c0"}
            """
        let error = PaymentsError.from(HTTPResponse(status: 422, headers: ["Paypal-Debug-Id": "other"], body: Data(body.utf8)))
        #expect(error.kind == .api && error.statusCode == 422 && error.name == "UNPROCESSABLE_ENTITY")
        #expect(error.debugID == "9a1ca202185c0")
        #expect(error.issues == ["ITEM_TOTAL_MISMATCH"])
        let text = error.localizedDescription
        #expect(text.contains("HTTP 422 UNPROCESSABLE_ENTITY"))
        #expect(text.contains("ITEM_TOTAL_MISMATCH at /purchase_units/@reference_id=='default'/amount/breakdown/item_total/value (value \"27.98\")"))
        #expect(text.contains("PayPal debug id: 9a1ca202185c0"))
    }

    @Test("The debug id comes from the header when the body has none, whatever its case")
    func headerDebugID() {
        let error = PaymentsError.from(HTTPResponse(status: 500, headers: ["paypal-debug-id": "abc123"], body: Data()))
        #expect(error.debugID == "abc123" && error.name == nil && error.isTransient)
        #expect(error.message.contains("no error body"))
    }

    @Test("OAuth errors keep error and error_description")
    func oauth() {
        let body = #"{"error":"invalid_client","error_description":"Client Authentication failed"}"#
        let error = PaymentsError.from(HTTPResponse(status: 401, headers: ["Paypal-Debug-Id": "f00"], body: Data(body.utf8)))
        #expect(error.kind == .oauth && error.name == "invalid_client" && error.message == "Client Authentication failed" && error.debugID == "f00")
        #expect(error.localizedDescription == "HTTP 401 invalid_client: Client Authentication failed\nPayPal debug id: f00")
    }

    @Test("A success body that does not decode is a decoding error naming the missing field")
    func decoding() async throws {
        let transport = ScriptedTransport([.respond(200, #"{"status":"CREATED"}"#, headers: ["Paypal-Debug-Id": "d1"])])
        do {
            _ = try await Fixtures.client(transport).getOrder(id: "A1")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .decoding && error.debugID == "d1")
            #expect(error.message.contains("'id'"))
        }
    }
}
