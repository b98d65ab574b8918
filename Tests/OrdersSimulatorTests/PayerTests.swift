import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Simulated payer")
struct PayerTests {
    @Test("approval fills payer, payment_source.paypal and the chosen shipping address")
    func approve() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let address = Address(addressLine1: "5 Rue de Rivoli", adminArea2: "Paris", postalCode: "75001", countryCode: "FR")
        let order = try await harness.simulator.approveOrder(id: id, payerID: "QYR5Z8XDVJNXQ", shippingAddress: address)
        #expect(order.status == .approved)
        #expect(order.payer?.payerId == "QYR5Z8XDVJNXQ")
        #expect(order.payer?.emailAddress == SimulatedPayer.demo.emailAddress)
        #expect(order.purchaseUnits?.first?.shipping?.address == address)
        #expect(order.purchaseUnits?.first?.shipping?.name?.fullName == "John Doe")
        #expect(order.paymentSource?["paypal"]?["account_id"]?.stringValue == "QYR5Z8XDVJNXQ")
        #expect(order.paymentSource?["paypal"]?["email_address"]?.stringValue == SimulatedPayer.demo.emailAddress)
    }

    @Test("the default payer id is deterministic and PayPal-shaped")
    func defaultPayerID() async throws {
        let first = SimulatorHarness()
        let second = SimulatorHarness()
        let a = try await first.simulator.approveOrder(id: await first.createdID()).payer?.payerId ?? ""
        let b = try await second.simulator.approveOrder(id: await second.createdID()).payer?.payerId ?? ""
        #expect(a == b)
        #expect(a.count == 13 && a.allSatisfy { "23456789ABCDEFGHJKLMNPQRSTUVWXYZ".contains($0) })
        #expect(first.simulator.configuration.seed == 1)
    }

    @Test("NO_SHIPPING orders get no shipping address")
    func noShipping() async throws {
        let harness = SimulatorHarness()
        let body =
            #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(Orders.money("10.00"))}],"payment_source":{"paypal":{"experience_context":{"shipping_preference":"NO_SHIPPING"}}}}"#
        let order = try await harness.simulator.approveOrder(id: await harness.createdID(body))
        #expect(order.purchaseUnits?.first?.shipping == nil)
        #expect(order.status == .approved)
    }

    @Test("cancel leaves the order unapproved; capture still fails ORDER_NOT_APPROVED")
    func cancel() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let order = try await harness.simulator.cancelOrder(id: id)
        #expect(order.status == .created)
        #expect(await harness.simulator.payerCanceled(orderID: id) == true)
        #expect((await harness.capture(id)).issues == ["ORDER_NOT_APPROVED"])
    }

    @Test("void makes the order VOIDED; approving it afterwards fails")
    func void() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        #expect(try await harness.simulator.voidOrder(id: id).status == .voided)
        #expect((await harness.order(id))["status"]?.stringValue == "VOIDED")
        await #expect(throws: SimulatorActionError.invalidState(id: id, status: "VOIDED")) {
            try await harness.simulator.approveOrder(id: id)
        }
    }

    @Test("payer actions on unknown orders throw")
    func unknown() async {
        let sim = OrdersSimulator()
        await #expect(throws: SimulatorActionError.orderNotFound("NOPE")) { try await sim.approveOrder(id: "NOPE") }
        await #expect(throws: SimulatorActionError.orderNotFound("NOPE")) { try await sim.cancelOrder(id: "NOPE") }
        await #expect(throws: SimulatorActionError.setupTokenNotFound("NOPE")) { try await sim.approveSetupToken(id: "NOPE") }
    }

    @Test("control routes approve, cancel and void without authentication")
    func controlRoutes() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        let approve = await harness.send(
            "POST", "/simulator/orders/\(id)/approve",
            json: #"{"payer_id":"QYR5Z8XDVJNXQ","shipping_address":{"address_line_1":"1 Rue","admin_area_2":"Lyon","country_code":"FR"}}"#, auth: nil)
        #expect(approve.status == 200)
        #expect(approve.json["status"]?.stringValue == "APPROVED")
        #expect(approve.json["payer"]?["payer_id"]?.stringValue == "QYR5Z8XDVJNXQ")
        #expect(approve.json["purchase_units"]?.arrayValue?.first?["shipping"]?["address"]?["admin_area_2"]?.stringValue == "Lyon")

        let other = await harness.createdID()
        #expect((await harness.send("POST", "/simulator/orders/\(other)/cancel", auth: nil)).json["status"]?.stringValue == "CREATED")
        #expect((await harness.send("POST", "/simulator/orders/\(other)/void", auth: nil)).json["status"]?.stringValue == "VOIDED")
        #expect((await harness.send("POST", "/simulator/orders/NOPE/approve", auth: nil)).status == 404)
        #expect((await harness.send("POST", "/simulator/orders/\(other)/approve", auth: nil)).issues == ["ORDER_COMPLETED_OR_VOIDED"])
        let badAddress = await harness.send("POST", "/simulator/orders/\(id)/approve", json: #"{"shipping_address":{"admin_area_2":"Lyon"}}"#, auth: nil)
        #expect(badAddress.status == 400)
        #expect(badAddress.fields == ["/shipping_address/country_code"])
    }

    @Test("without the buyer pages (SimulatorPages) an approval link answers 404 with a hint, and changes nothing")
    func noApprovalPage() async {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        for path in ["/checkoutnow?token=\(id)", "/webapps/helios?cart_id=\(id)", "/agreements/approve?approval_session_id=\(id)"] {
            let page = await harness.send("GET", path, auth: nil)
            #expect(page.status == 404, "\(path)")
            #expect(page.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(page.text.contains("POST /simulator/orders/{id}/approve"))
        }
        let posted = await harness.send("POST", "/checkoutnow?token=\(id)", headers: ["Content-Type": "application/x-www-form-urlencoded"], auth: nil)
        #expect(posted.status == 404)
        #expect((await harness.order(id))["status"] == .string("CREATED"))
    }
}
