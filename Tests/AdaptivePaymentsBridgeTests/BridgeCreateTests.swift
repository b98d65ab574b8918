import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import SandboxServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `CREATE` with `SetPaymentOptions` before the buyer approves, the IPN of a payment an app made through LegacyMPL,
/// and the periodic sweep that completes a payment when neither the buyer's browser nor PayPal's event comes back.
@Suite("adaptive-payments-bridge: CREATE and payment options, apps' IPNs, the sweep")
struct BridgeCreateTests {
    static let createPay: [(String, String)] =
        BridgeRefundTests.parallelPay.map { $0.0 == "actionType" ? ($0.0, "CREATE") : $0 }

    static let options: [(String, String)] = [
        ("displayOptions.businessName", "Coffee & Co"), ("receiverOptions(0).receiver.email", "a@shop.example"),
        ("receiverOptions(0).description", "Two mugs"), ("receiverOptions(0).customId", "order-77"),
        ("receiverOptions(0).invoiceData.item(0).name", "Mug"), ("receiverOptions(0).invoiceData.item(0).price", "7.00"),
        ("receiverOptions(0).invoiceData.item(0).itemPrice", "3.50"), ("receiverOptions(0).invoiceData.item(0).itemCount", "2"),
        ("receiverOptions(0).invoiceData.totalTax", "1.00"), ("receiverOptions(0).invoiceData.totalShipping", "2.00"),
    ]

    @Test("CREATE, SetPaymentOptions, the buyer's redirect: the order carries the options, and is paid once", arguments: TestDatabase.all)
    func createWithOptions(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let created = try await fixture.call("Pay", Self.createPay)
            #expect(created["paymentExecStatus"] == "CREATED", "\(created.pairs)")
            let payKey = try #require(created["payKey"])
            // What Orders v2 cannot carry, and invoices that do not add up, are refused; nothing is stored.
            let image = try await fixture.call("SetPaymentOptions", [("payKey", payKey), ("displayOptions.headerImageUrl", "https://shop.example/h.png")])
            #expect(image["error(0).errorId"] == "560027" && image["error(0).parameter(0)"] == "displayOptions.headerImageUrl")
            let wrong = Self.options.map { $0.0 == "receiverOptions(0).invoiceData.item(0).price" ? ($0.0, "6.00") : $0 }
            #expect(try await fixture.call("SetPaymentOptions", [("payKey", payKey)] + wrong)["error(0).errorId"] == "580001")
            let stranger = [("payKey", payKey), ("receiverOptions(0).receiver.email", "nobody@shop.example")]
            #expect(try await fixture.call("SetPaymentOptions", stranger)["error(0).errorId"] == "589037")
            #expect(try await fixture.call("GetPaymentOptions", [("payKey", payKey)])["displayOptions.businessName"] == nil)

            #expect(try await fixture.call("SetPaymentOptions", [("payKey", payKey)] + Self.options)["responseEnvelope.ack"] == "Success")
            let read = try await fixture.call("GetPaymentOptions", [("payKey", payKey)])
            #expect(read["displayOptions.businessName"] == "Coffee & Co" && read["receiverOptions(0).invoiceData.totalTax"] == "1.00")
            #expect(try await fixture.call("ExecutePayment", [("payKey", payKey)])["error(0).errorId"] == "580001")  // not approved
            #expect(await fixture.server.simulator?.stats.ordersCreated == 0)

            let redirected = try await fixture.get("/webscr?cmd=_ap-payment&paykey=\(payKey)")
            let orderID = try #require(redirected.location.flatMap { URLComponents(string: $0)?.queryItems?.first { $0.name == "token" }?.value })
            let order = try #require(try await fixture.server.simulator?.approveOrder(id: orderID))
            let unit = try #require(order.purchaseUnits?.first)
            #expect(unit.description == "Two mugs" && unit.customId == "order-77")
            #expect(unit.items?.first?.name == "Mug" && unit.items?.first?.quantity == 2)
            #expect(unit.amount.breakdown?.taxTotal?.value == "1.00" && unit.amount.breakdown?.shipping?.value == "2.00" && unit.amount.total.value == "10.00")
            #expect(order.purchaseUnits?.count == 2)
            // Options are fixed once the buyer has seen the payment.
            #expect(try await fixture.call("SetPaymentOptions", [("payKey", payKey)] + Self.options)["error(0).errorId"] == "580001")
            let back = try await fixture.get("/bridge/return?payKey=\(payKey)")
            #expect(back.location == "https://shop.example/return")
            #expect(try await fixture.call("ExecutePayment", [("payKey", payKey)])["paymentExecStatus"] == "COMPLETED")
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "COMPLETED")
            #expect(await fixture.server.simulator?.stats.captures == 2)  // one capture of the order: one per receiver's unit
        }
    }

    @Test(
        "an app's payment through LegacyMPL sends its IPN to --app-ipn-url only, also when the bridge's first read of the order fails, and it validates",
        arguments: TestDatabase.all)
    func appPaymentIPN(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        let listener = IPNListener()
        let ipnServer = try SandboxServer(configuration: .init()) { _ in listener }
        let ipnURL = try await ipnServer.start().appendingPathComponent("app-ipn")
        defer { Task { await ipnServer.stop() } }
        try await BridgeFixture.with(database, configure: { $0.appIPNURL = ipnURL }) { fixture in
            let orders = OrdersClient(
                config: CoreConfig(clientID: "app", environment: try .custom(baseURL: fixture.sandbox)), authentication: .clientCredentials(secret: "s"))
            var unit = PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "7.00", currencyCode: "USD")))
            unit.payee = Payee(emailAddress: "seller@shop.example")
            let order = try await orders.createOrder(OrderRequest(intent: .capture, purchaseUnits: [unit]))
            #expect(try await fixture.sandboxPost("/simulator/orders/\(order.id)/approve") == 200)
            // The bridge's read of the captured order fails (each of its 3 attempts): the event must come again, not be lost.
            var fault = URLRequest(url: fixture.sandbox.appendingPathComponent("simulator/faults"))
            fault.httpMethod = "POST"
            fault.setValue("application/json", forHTTPHeaderField: "Content-Type")
            fault.httpBody = Data(#"{"kind": "status", "status": 500, "route": "get_order", "count": 3}"#.utf8)
            #expect((try await BridgeFixture.session.data(for: fault).1 as? HTTPURLResponse)?.statusCode == 204)
            _ = try await orders.captureOrder(id: order.id)
            let body = try #require(await listener.waitFor(1).first)
            #expect(await fixture.server.webhookDeliveries.failedAttempts >= 1)  // the bridge asked for the event again
            #expect(body.contains("pay_key=\(order.id)") && body.contains("status=COMPLETED") && body.contains("transaction%5B0%5D.amount=USD+7.00"))
            var request = URLRequest(url: fixture.bridge.appendingPathComponent("cgi-bin/webscr"))
            request.httpMethod = "POST"
            request.httpBody = Data(BridgeIPNTests.postback(of: body).utf8)
            #expect(String(decoding: try await BridgeFixture.session.data(for: request).0, as: UTF8.self) == "VERIFIED")
        }
    }

    @Test("approved at PayPal while its events never reach the bridge: the sweep captures it, once", arguments: TestDatabase.all)
    func sweepCompletes(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(
            database,
            configure: {
                $0.publicURL = URL(string: "http://127.0.0.1:9")  // PayPal's events (and the buyer's return) go nowhere
                $0.sweepInterval = 0.05
            }
        ) { fixture in
            let payKey = try #require(try await fixture.call("Pay", BridgeFlowTests.simplePay)["payKey"])
            let redirected = try await fixture.get("/webscr?cmd=_ap-payment&paykey=\(payKey)")
            let orderID = try #require(redirected.location.flatMap { URLComponents(string: $0)?.queryItems?.first { $0.name == "token" }?.value })
            #expect(try await fixture.sandboxPost("/simulator/orders/\(orderID)/approve") == 200)
            let deadline = ContinuousClock.now + .seconds(30)
            while await fixture.server.simulator?.stats.captures == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(200))  // further sweeps capture nothing more
            #expect(await fixture.server.simulator?.stats.captures == 1)
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "COMPLETED")
        }
    }
}
