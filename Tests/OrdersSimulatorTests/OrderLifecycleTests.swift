import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Order state machine and links")
struct OrderLifecycleTests {
    @Test("create → CREATED with self, approve, update, capture links; minimal by default")
    func createdLinks() async {
        let harness = SimulatorHarness()
        let minimal = await harness.create(representation: false)
        #expect(minimal.status == 201)
        let json = minimal.json
        #expect(json.objectValue.map { Set($0.keys) } == ["id", "status", "links"])
        #expect(json["status"]?.stringValue == "CREATED")
        let id = json["id"]?.stringValue ?? ""
        #expect(id.count == 17 && id.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) })
        let links = (json["links"]?.arrayValue ?? []).map {
            "\($0["rel"]?.stringValue ?? "") \($0["method"]?.stringValue ?? "") \($0["href"]?.stringValue ?? "")"
        }
        let base = SimulatorHarness.base
        #expect(
            links == [
                "self GET \(base)/v2/checkout/orders/\(id)",
                "approve GET \(base)/checkoutnow?token=\(id)",
                "update PATCH \(base)/v2/checkout/orders/\(id)",
                "capture POST \(base)/v2/checkout/orders/\(id)/capture",
            ])
    }

    @Test("representation echoes the request with reference_id default and times")
    func representation() async {
        let harness = SimulatorHarness()
        let json = (await harness.create()).json
        #expect(json["intent"]?.stringValue == "CAPTURE")
        #expect(json["purchase_units"]?.arrayValue?.first?["reference_id"]?.stringValue == "default")
        #expect(json["create_time"]?.stringValue == "2026-01-01T00:00:01Z")
        let order = try? JSONDecoder().decode(Order.self, from: (await harness.create()).body)
        #expect(order?.purchaseUnits?.first?.amount.total.value == "10.00")
    }

    @Test("experience_context → PAYER_ACTION_REQUIRED with a payer-action link")
    func payerActionRequired() async {
        let harness = SimulatorHarness()
        let body =
            #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(Orders.money("10.00"))}],"payment_source":{"paypal":{"experience_context":{"brand_name":"Shop","user_action":"PAY_NOW"}}}}"#
        let json = (await harness.create(body)).json
        #expect(json["status"]?.stringValue == "PAYER_ACTION_REQUIRED")
        #expect(json["links"]?.arrayValue?.map { $0["rel"]?.stringValue } == ["self", "payer-action"])
        #expect(json["payment_source"]?["paypal"]?["experience_context"] == nil)
    }

    @Test("AUTHORIZE orders link to authorize")
    func authorizeLink() async {
        let harness = SimulatorHarness()
        let json = (await harness.create(Orders.authorize)).json
        #expect(json["links"]?.arrayValue?.last?["rel"]?.stringValue == "authorize")
    }

    @Test("approve → capture → COMPLETED with a completed capture and seller breakdown")
    func captureFlow() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        #expect((await harness.order(id))["status"]?.stringValue == "APPROVED")
        #expect((await harness.order(id))["links"]?.arrayValue?.map { $0["rel"]?.stringValue } == ["self", "update", "capture"])
        let response = await harness.capture(id)
        #expect(response.status == 201)
        let order = try JSONDecoder().decode(Order.self, from: response.body)
        #expect(order.status == .completed)
        let capture = try #require(order.captures.first)
        #expect(capture.status == .completed)
        #expect(capture.amount?.value == "10.00")
        #expect(capture.sellerReceivableBreakdown?.paypalFee?.value == "0.84")
        #expect(capture.sellerReceivableBreakdown?.netAmount?.value == "9.16")
        #expect(order.links?.map(\.rel) == ["self"])
        #expect(await harness.simulator.stats.captures == 1)
    }

    @Test("approve → authorize → COMPLETED with a CREATED authorization")
    func authorizeFlow() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID(Orders.authorize)
        let response = await harness.authorize(id)
        #expect(response.status == 201)
        let order = try JSONDecoder().decode(Order.self, from: response.body)
        #expect(order.status == .completed)
        #expect(order.authorizations.first?.status == .created)
        #expect(order.authorizations.first?.expirationTime != nil)
        #expect(await harness.simulator.stats.authorizations == 1)
    }

    @Test(
        "state errors",
        arguments: [
            ("capture before approval", "ORDER_NOT_APPROVED"),
            ("authorize before approval", "ORDER_NOT_APPROVED"),
            ("capture twice", "ORDER_ALREADY_CAPTURED"),
            ("authorize twice", "ORDER_ALREADY_AUTHORIZED"),
            ("authorize a CAPTURE order", "ACTION_DOES_NOT_MATCH_INTENT"),
            ("capture an AUTHORIZE order", "PAYMENT_TYPE_NOT_SUPPORTED_FOR_INTENT"),
            ("patch a completed order", "ORDER_ALREADY_COMPLETED"),
            ("confirm a completed order", "ORDER_CANNOT_BE_CONFIRMED"),
            ("capture a voided order", "ORDER_COMPLETED_OR_VOIDED"),
            ("authorize a voided order", "ORDER_COMPLETED_OR_VOIDED"),
            ("patch a voided order", "ORDER_COMPLETED_OR_VOIDED"),
            ("confirm a voided order", "ORDER_COMPLETED_OR_VOIDED"),
            ("confirm an approved order", "PAYMENT_ALREADY_APPROVED"),
        ])
    func stateError(_ scenario: String, _ issue: String) async throws {
        let harness = SimulatorHarness()
        let sim = harness.simulator
        let patchBody = #"[{"op":"replace","path":"/purchase_units/@reference_id=='default'/description","value":"x"}]"#
        let confirmBody = #"{"payment_source":{"paypal":{}}}"#
        let response: HTTPResponse
        switch scenario {
        case "capture before approval":
            response = await harness.capture(await harness.createdID())
        case "authorize before approval":
            response = await harness.authorize(await harness.createdID(Orders.authorize))
        case "capture twice":
            let id = try await harness.approvedID()
            await harness.capture(id)
            response = await harness.capture(id)
        case "authorize twice":
            let id = try await harness.approvedID(Orders.authorize)
            await harness.authorize(id)
            response = await harness.authorize(id)
        case "authorize a CAPTURE order":
            response = await harness.authorize(try await harness.approvedID())
        case "capture an AUTHORIZE order":
            response = await harness.capture(try await harness.approvedID(Orders.authorize))
        case "patch a completed order":
            let id = try await harness.approvedID()
            await harness.capture(id)
            response = await harness.patch(id, patchBody)
        case "confirm a completed order":
            let id = try await harness.approvedID()
            await harness.capture(id)
            response = await harness.send("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: confirmBody)
        case "capture a voided order", "authorize a voided order", "patch a voided order", "confirm a voided order":
            let id = await harness.createdID(scenario.contains("authorize") ? Orders.authorize : Orders.simple)
            try await sim.voidOrder(id: id)
            switch scenario {
            case "capture a voided order": response = await harness.capture(id)
            case "authorize a voided order": response = await harness.authorize(id)
            case "patch a voided order": response = await harness.patch(id, patchBody)
            default: response = await harness.send("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: confirmBody)
            }
        default:
            let id = try await harness.approvedID()
            response = await harness.send("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: confirmBody)
        }
        #expect(response.status == 422, "\(response.text)")
        #expect(response.name == "UNPROCESSABLE_ENTITY")
        #expect(response.issues == [issue], "\(response.text)")
    }

    @Test("capture-specific description of ORDER_NOT_APPROVED")
    func operationSpecificDescription() async {
        let harness = SimulatorHarness()
        let response = await harness.capture(await harness.createdID())
        let description = response.details.first?["description"]?.stringValue ?? ""
        #expect(description.hasSuffix("or provide a valid `payment_source` in the request."))
        let authorize = await harness.authorize(await harness.createdID(Orders.authorize))
        #expect(authorize.details.first?["description"]?.stringValue?.hasSuffix("within the Create Order call.") == true)
    }

    @Test("unknown ids are 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID", arguments: ["GET", "PATCH", "capture", "authorize", "confirm-payment-source"])
    func unknownOrder(_ operation: String) async {
        let harness = SimulatorHarness()
        let response: HTTPResponse
        switch operation {
        case "GET": response = await harness.send("GET", "/v2/checkout/orders/NOSUCHORDER")
        case "PATCH": response = await harness.patch("NOSUCHORDER", "[]")
        default: response = await harness.send("POST", "/v2/checkout/orders/NOSUCHORDER/\(operation)", json: "{}")
        }
        #expect(response.status == 404)
        #expect(response.name == "RESOURCE_NOT_FOUND")
        #expect(response.issues == ["INVALID_RESOURCE_ID"])
        #expect(response.details.first?["location"]?.stringValue == "path")
    }

    @Test("confirm-payment-source with PayPal → PAYER_ACTION_REQUIRED; with a card → APPROVED")
    func confirm() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let paypal = await harness.send(
            "POST", "/v2/checkout/orders/\(id)/confirm-payment-source",
            json: #"{"payment_source":{"paypal":{"experience_context":{"return_url":"https://example.com/ok"}}}}"#)
        #expect(paypal.status == 200)
        #expect(paypal.json["status"]?.stringValue == "PAYER_ACTION_REQUIRED")
        let other = await harness.createdID()
        let card = await harness.send(
            "POST", "/v2/checkout/orders/\(other)/confirm-payment-source",
            json: #"{"payment_source":{"card":{"number":"4111111111111111","expiry":"2030-12","name":"J Doe"}}}"#)
        #expect(card.json["status"]?.stringValue == "APPROVED")
        let missing = await harness.send("POST", "/v2/checkout/orders/\(other)/confirm-payment-source", json: "{}")
        #expect(missing.status == 400)
        #expect(missing.issues == ["MISSING_REQUIRED_PARAMETER"])
        #expect(missing.fields == ["/payment_source"])
    }

    @Test("a multi-unit order captures every unit")
    func multiUnitCapture() async throws {
        let harness = SimulatorHarness()
        let body =
            #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","payee":{"email_address":"a@example.com"},"amount":\#(Orders.money("10.00"))},{"reference_id":"b","payee":{"email_address":"b@example.com"},"amount":\#(Orders.money("5.00"))}]}"#
        let id = try await harness.approvedID(body)
        let order = try JSONDecoder().decode(Order.self, from: (await harness.capture(id)).body)
        #expect(order.captures.map { $0.amount?.value } == ["10.00", "5.00"])
        #expect(Set(order.captures.map(\.id)).count == 2)
    }

    @Test("platform fees reduce the seller's net")
    func platformFees() async throws {
        let harness = SimulatorHarness()
        let body = Orders.amount(Orders.money("100.00"), extra: #""payment_instruction":{"platform_fees":[{"amount":\#(Orders.money("5.00"))}]}"#)
        let id = try await harness.approvedID(body)
        let order = try JSONDecoder().decode(Order.self, from: (await harness.capture(id)).body)
        let breakdown = try #require(order.captures.first?.sellerReceivableBreakdown)
        #expect(breakdown.paypalFee?.value == "3.98")
        #expect(breakdown.platformFees?.first?.amount.value == "5.00")
        #expect(breakdown.netAmount?.value == "91.02")
    }
}
