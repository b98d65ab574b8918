import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Payments v2: captures, refunds, authorizations")
struct PaymentsTests {
    /// A captured 10.00 USD order: (order id, capture id).
    private func captured(_ harness: SimulatorHarness, _ json: String = Orders.simple) async throws -> (String, String) {
        let id = try await harness.approvedID(json)
        let capture = (await harness.capture(id)).json["purchase_units"]?.arrayValue?.first?["payments"]?["captures"]?.arrayValue?.first
        return (id, capture?["id"]?.stringValue ?? "")
    }

    /// An authorized order: (order id, authorization id).
    private func authorized(_ harness: SimulatorHarness, _ json: String = Orders.authorize) async throws -> (String, String) {
        let id = try await harness.approvedID(json)
        let authorization = (await harness.authorize(id)).json["purchase_units"]?.arrayValue?.first?["payments"]?["authorizations"]?.arrayValue?.first
        return (id, authorization?["id"]?.stringValue ?? "")
    }

    private func refund(_ harness: SimulatorHarness, _ captureID: String, _ body: String?, prefer: Bool = true, requestID: String? = nil) async
        -> HTTPResponse
    {
        var headers: [String: String] = prefer ? ["Prefer": "return=representation"] : [:]
        if let requestID { headers["PayPal-Request-Id"] = requestID }
        return await harness.send("POST", "/v2/payments/captures/\(captureID)/refund", json: body, headers: headers)
    }

    private func post(_ harness: SimulatorHarness, _ path: String, _ body: String? = nil, prefer: Bool = true) async -> HTTPResponse {
        await harness.send("POST", path, json: body, headers: prefer ? ["Prefer": "return=representation"] : [:])
    }

    @Test("GET a capture: the order's capture with supplementary_data, and its refund link works")
    func getCapture() async throws {
        let harness = SimulatorHarness()
        let (orderID, captureID) = try await captured(harness)
        let capture = await harness.send("GET", "/v2/payments/captures/\(captureID)")
        #expect(capture.status == 200)
        #expect(capture.json["status"]?.stringValue == "COMPLETED")
        #expect(capture.json["amount"]?["value"]?.stringValue == "10.00")
        #expect(capture.json["supplementary_data"]?["related_ids"]?["order_id"]?.stringValue == orderID)
        #expect(capture.json["seller_receivable_breakdown"]?["paypal_fee"]?["value"]?.stringValue == "0.84")
        let refundLink = capture.json["links"]?.arrayValue?.first { $0["rel"]?.stringValue == "refund" }?["href"]?.stringValue ?? ""
        let path = URL(string: refundLink)?.path ?? ""
        #expect((await harness.send("POST", path, json: "{}")).status == 201)
    }

    @Test("partial refunds up to what is left, then REFUND_AMOUNT_EXCEEDED and CAPTURE_FULLY_REFUNDED; the order shows them")
    func partialRefunds() async throws {
        let harness = SimulatorHarness()
        let (orderID, captureID) = try await captured(harness)
        let first = await refund(
            harness, captureID, #"{"amount":\#(Orders.money("4.00")),"note_to_payer":"Sorry","invoice_id":"INV-R1","custom_id":"C-1"}"#)
        #expect(first.status == 201)
        #expect(first.json["status"]?.stringValue == "COMPLETED")
        #expect(first.json["note_to_payer"]?.stringValue == "Sorry")
        #expect(first.json["invoice_id"]?.stringValue == "INV-R1")
        #expect(first.json["custom_id"]?.stringValue == "C-1")
        #expect(first.json["seller_payable_breakdown"]?["total_refunded_amount"]?["value"]?.stringValue == "4.00")
        var capture = (await harness.send("GET", "/v2/payments/captures/\(captureID)")).json
        #expect(capture["status"]?.stringValue == "PARTIALLY_REFUNDED")

        let tooMuch = await refund(harness, captureID, #"{"amount":\#(Orders.money("6.01"))}"#)
        #expect(tooMuch.status == 422)
        #expect(tooMuch.issues == ["REFUND_AMOUNT_EXCEEDED"])
        #expect(tooMuch.details.first?["description"]?.stringValue?.hasPrefix("The refund amount must be less than") == true)

        let rest = await refund(harness, captureID, #"{"amount":\#(Orders.money("6.00"))}"#)
        #expect(rest.status == 201)
        #expect(rest.json["seller_payable_breakdown"]?["total_refunded_amount"]?["value"]?.stringValue == "10.00")
        capture = (await harness.send("GET", "/v2/payments/captures/\(captureID)")).json
        #expect(capture["status"]?.stringValue == "REFUNDED")
        #expect(capture["links"]?.arrayValue?.contains { $0["rel"]?.stringValue == "refund" } == false)
        #expect((await refund(harness, captureID, nil)).issues == ["CAPTURE_FULLY_REFUNDED"])

        let fees = [first, rest].compactMap { $0.json["seller_payable_breakdown"]?["paypal_fee"]?["value"]?.stringValue }
        #expect(fees.compactMap { Decimal(string: $0) }.reduce(0, +) == Decimal(string: "0.84"))
        let order = await harness.order(orderID)
        let payments = order["purchase_units"]?.arrayValue?.first?["payments"]
        #expect(payments?["refunds"]?.arrayValue?.map { $0["amount"]?["value"]?.stringValue } == ["4.00", "6.00"])
        #expect(payments?["captures"]?.arrayValue?.first?["status"]?.stringValue == "REFUNDED")
        let refundID = first.json["id"]?.stringValue ?? ""
        let fetched = await harness.send("GET", "/v2/payments/refunds/\(refundID)")
        #expect(fetched.status == 200 && fetched.json["amount"]?["value"]?.stringValue == "4.00")
        let up = fetched.json["links"]?.arrayValue?.first { $0["rel"]?.stringValue == "up" }?["href"]?.stringValue
        #expect(up == "\(SimulatorHarness.base)/v2/payments/captures/\(captureID)")
    }

    @Test("refund bodies: schema 400s and amount 422s with the spec's issue names")
    func refundValidation() async throws {
        let harness = SimulatorHarness()
        let (_, captureID) = try await captured(harness)
        let cases: [(String, Int, [String])] = [
            (#"{"amount":{"currency_code":"USD"}}"#, 400, ["MISSING_REQUIRED_PARAMETER"]),
            (#"{"amount":{"currency_code":"USD","value":"1,00"}}"#, 400, ["INVALID_PARAMETER_SYNTAX"]),
            (#"{"invoice_id":"\#(Orders.text(128))"}"#, 400, ["INVALID_STRING_LENGTH"]),
            (#"{"note_to_payer":"\#(Orders.text(256))"}"#, 400, ["INVALID_STRING_LENGTH"]),
            (#"[]"#, 400, ["MALFORMED_REQUEST_JSON"]),
            (#"{"amount":\#(Orders.money("0.00"))}"#, 422, ["CANNOT_BE_ZERO_OR_NEGATIVE"]),
            (#"{"amount":\#(Orders.money("1.001"))}"#, 422, ["DECIMAL_PRECISION"]),
            (#"{"amount":\#(Orders.money("1.00", "XYZ"))}"#, 422, ["INVALID_CURRENCY_CODE"]),
            (#"{"amount":\#(Orders.money("1.00", "EUR"))}"#, 422, ["REFUND_CAPTURE_CURRENCY_MISMATCH"]),
            (
                #"{"amount":\#(Orders.money("1.00")),"payment_instruction":{"platform_fees":[{"amount":\#(Orders.money("0.50"))}]}}"#, 422,
                ["PLATFORM_FEE_EXCEEDED"]
            ),
        ]
        for (body, status, issues) in cases {
            let response = await refund(harness, captureID, body)
            #expect(response.status == status, "\(body): \(response.text)")
            #expect(response.issues == issues, "\(body)")
        }
        #expect((await refund(harness, captureID, "{}")).json["amount"]?["value"]?.stringValue == "10.00")
        #expect((await refund(harness, "NOSUCHCAPTURE0000", "{}")).status == 404)
    }

    @Test("a refund's invoice_id is used once (DUPLICATE_INVOICE_ID); PayPal-Request-Id replays without a second refund")
    func refundIdempotency() async throws {
        let harness = SimulatorHarness()
        let (_, captureID) = try await captured(harness)
        let body = #"{"amount":\#(Orders.money("1.00")),"invoice_id":"INV-9"}"#
        let first = await refund(harness, captureID, body, requestID: "refund-1")
        let replay = await refund(harness, captureID, body, requestID: "refund-1")
        #expect(first.status == 201 && replay.status == 200)
        #expect(first.json["id"] == replay.json["id"])
        #expect((await refund(harness, captureID, body, requestID: "refund-2")).issues == ["DUPLICATE_INVOICE_ID"])
        let capture = (await harness.send("GET", "/v2/payments/captures/\(captureID)")).json
        #expect(capture["status"]?.stringValue == "PARTIALLY_REFUNDED")
        #expect(await harness.simulator.stats.refunds == 1)
    }

    @Test("Prefer: minimal by default on Payments v2 POSTs")
    func minimalByDefault() async throws {
        let harness = SimulatorHarness()
        let (_, captureID) = try await captured(harness)
        let minimal = await refund(harness, captureID, #"{"amount":\#(Orders.money("1.00"))}"#, prefer: false)
        #expect(minimal.json.objectValue.map { Set($0.keys) } == ["id", "status", "links"])
    }

    @Test("authorization: partial captures up to the amount, final_capture, MAX_CAPTURE_AMOUNT_EXCEEDED, ALREADY_CAPTURED")
    func partialCaptures() async throws {
        let harness = SimulatorHarness()
        let (orderID, authorizationID) = try await authorized(harness)
        let got = await harness.send("GET", "/v2/payments/authorizations/\(authorizationID)")
        #expect(got.status == 200 && got.json["status"]?.stringValue == "CREATED")
        #expect(got.json["links"]?.arrayValue?.compactMap { $0["rel"]?.stringValue } == ["self", "capture", "void", "reauthorize", "up"])
        let path = "/v2/payments/authorizations/\(authorizationID)/capture"
        let first = await post(harness, path, #"{"amount":\#(Orders.money("3.00")),"final_capture":false,"invoice_id":"INV-C1"}"#)
        #expect(first.status == 201)
        #expect(first.json["final_capture"]?.boolValue == false)
        #expect(first.json["invoice_id"]?.stringValue == "INV-C1")
        #expect(first.json["supplementary_data"]?["related_ids"]?["authorization_id"]?.stringValue == authorizationID)
        let up = first.json["links"]?.arrayValue?.first { $0["rel"]?.stringValue == "up" }?["href"]?.stringValue
        #expect(up == "\(SimulatorHarness.base)/v2/payments/authorizations/\(authorizationID)")
        #expect((await harness.send("GET", "/v2/payments/authorizations/\(authorizationID)")).json["status"]?.stringValue == "PARTIALLY_CAPTURED")
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("7.01"))}"#)).issues == ["MAX_CAPTURE_AMOUNT_EXCEEDED"])
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("1.00", "EUR"))}"#)).issues == ["AUTH_CAPTURE_CURRENCY_MISMATCH"])
        #expect((await post(harness, path, #"{"final_capture":"yes"}"#)).status == 400)
        let second = await post(harness, path, #"{"amount":\#(Orders.money("2.00"))}"#)
        #expect(second.json["final_capture"]?.boolValue == false)
        let last = await post(harness, path, "{}")
        #expect(last.json["amount"]?["value"]?.stringValue == "5.00")
        #expect(last.json["final_capture"]?.boolValue == true)
        #expect((await harness.send("GET", "/v2/payments/authorizations/\(authorizationID)")).json["status"]?.stringValue == "CAPTURED")
        #expect((await post(harness, path, "{}")).issues == ["AUTHORIZATION_ALREADY_CAPTURED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(authorizationID)/void")).issues == ["PREVIOUSLY_CAPTURED"])
        let payments = (await harness.order(orderID))["purchase_units"]?.arrayValue?.first?["payments"]
        #expect(payments?["captures"]?.arrayValue?.map { $0["amount"]?["value"]?.stringValue } == ["3.00", "2.00", "5.00"])
        #expect(payments?["authorizations"]?.arrayValue?.first?["status"]?.stringValue == "CAPTURED")
        // An authorization's capture refunds like any other.
        let captureID = last.json["id"]?.stringValue ?? ""
        #expect((await refund(harness, captureID, "{}")).json["amount"]?["value"]?.stringValue == "5.00")
    }

    @Test("a final_capture ends the authorization before its amount is reached")
    func finalCapture() async throws {
        let harness = SimulatorHarness()
        let (_, authorizationID) = try await authorized(harness)
        let path = "/v2/payments/authorizations/\(authorizationID)/capture"
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("4.00")),"final_capture":true}"#)).status == 201)
        #expect((await harness.send("GET", "/v2/payments/authorizations/\(authorizationID)")).json["status"]?.stringValue == "CAPTURED")
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("1.00"))}"#)).issues == ["AUTHORIZATION_ALREADY_CAPTURED"])
    }

    @Test("void: 204 by default, 200 with the authorization; then AUTHORIZATION_VOIDED and PREVIOUSLY_VOIDED")
    func void() async throws {
        let harness = SimulatorHarness()
        let (_, authorizationID) = try await authorized(harness)
        let voided = await harness.send("POST", "/v2/payments/authorizations/\(authorizationID)/void")
        #expect(voided.status == 204 && voided.body.isEmpty)
        #expect((await post(harness, "/v2/payments/authorizations/\(authorizationID)/capture", "{}")).issues == ["AUTHORIZATION_VOIDED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(authorizationID)/void")).issues == ["PREVIOUSLY_VOIDED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(authorizationID)/reauthorize", "{}")).issues == ["AUTHORIZATION_VOIDED"])
        let (_, other) = try await authorized(harness)
        let represented = await post(harness, "/v2/payments/authorizations/\(other)/void")
        #expect(represented.status == 200 && represented.json["status"]?.stringValue == "VOIDED")
    }

    @Test("reauthorize: once, within PayPal's increase limit; the original is then not capturable, the reauthorization is")
    func reauthorize() async throws {
        let harness = SimulatorHarness()
        let (_, authorizationID) = try await authorized(harness)
        let path = "/v2/payments/authorizations/\(authorizationID)/reauthorize"
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("11.51"))}"#)).issues == ["TRANSACTION_REFUSED"])
        #expect((await post(harness, path, #"{"amount":\#(Orders.money("1.00", "EUR"))}"#)).issues == ["AUTH_CURRENCY_MISMATCH"])
        let new = await post(harness, path, #"{"amount":\#(Orders.money("11.50"))}"#)
        #expect(new.status == 201)
        let newID = new.json["id"]?.stringValue ?? ""
        #expect(newID != authorizationID && new.json["amount"]?["value"]?.stringValue == "11.50")
        #expect((await post(harness, path, "{}")).issues == ["REAUTHORIZATION_NOT_SUPPORTED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(newID)/reauthorize", "{}")).issues == ["REAUTHORIZATION_NOT_SUPPORTED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(newID)/void")).issues == ["CANNOT_BE_VOIDED"])
        #expect((await post(harness, "/v2/payments/authorizations/\(authorizationID)/capture", "{}")).issues == ["TRANSACTION_REFUSED"])
        let captured = await post(harness, "/v2/payments/authorizations/\(newID)/capture", "{}")
        #expect(captured.json["amount"]?["value"]?.stringValue == "11.50")
    }

    @Test("PayPal-Mock-Response forces a Payments v2 issue with the spec's status")
    func mockResponse() async throws {
        let harness = SimulatorHarness()
        let (_, captureID) = try await captured(harness)
        let forced = await harness.send(
            "POST", "/v2/payments/captures/\(captureID)/refund", json: "{}",
            headers: ["PayPal-Mock-Response": #"{"mock_application_codes":"REFUND_FAILED_INSUFFICIENT_FUNDS"}"#])
        #expect(forced.status == 422 && forced.issues == ["REFUND_FAILED_INSUFFICIENT_FUNDS"])
        #expect(
            forced.json["links"]?.arrayValue?.first?["href"]?.stringValue
                == "https://developer.paypal.com/docs/api/payments/v2/#error-REFUND_FAILED_INSUFFICIENT_FUNDS")
        let conflict = await harness.send(
            "POST", "/v2/payments/captures/\(captureID)/refund", json: "{}",
            headers: ["PayPal-Mock-Response": #"{"mock_application_codes":"PREVIOUS_REQUEST_IN_PROGRESS"}"#])
        #expect(conflict.status == 409)
        #expect((await harness.send("GET", "/v2/payments/captures/\(captureID)")).json["status"]?.stringValue == "COMPLETED")
    }

    @Test("a held capture is PENDING and cannot be refunded (PENDING_CAPTURE); others can")
    func pendingCapture() async throws {
        let harness = SimulatorHarness()
        let (_, captureID) = try await captured(harness)
        await harness.simulator.holdNextCaptures(["PENDING_REVIEW"])
        let (_, pendingID) = try await captured(harness)
        #expect((await harness.send("GET", "/v2/payments/captures/\(pendingID)")).json["status"]?.stringValue == "PENDING")
        #expect((await refund(harness, pendingID, "{}")).issues == ["PENDING_CAPTURE"])
        #expect((await refund(harness, captureID, "{}")).status == 201)
    }
}
