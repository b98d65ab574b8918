import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import Testing

/// A 2011 merchant server's Pay and PaymentDetails against adaptive-payments-bridge over orders-sandbox, end to end:
/// the buyer's redirect, the approval at PayPal, the return through the bridge (which captures), the server's check.
@Suite("adaptive-payments-bridge: Pay, the buyer's redirect and return, PaymentDetails over orders-sandbox")
struct BridgeFlowTests {
    static let simplePay: [(String, String)] = [
        ("actionType", "PAY"), ("cancelUrl", "https://shop.example/cancel"), ("currencyCode", "USD"), ("memo", "Two mugs"),
        ("receiverList.receiver(0).amount", "19.95"), ("receiverList.receiver(0).email", "seller@shop.example"),
        ("returnUrl", "https://shop.example/return"), ("trackingId", "ORDER-2011-1"),
    ]

    /// Pays `payKey` as the buyer does: the 2011 redirect, approval at the sandbox, the return to the bridge.
    func buyerPays(_ fixture: BridgeFixture, _ payKey: String, redirect: String? = nil) async throws {
        let redirected = try await fixture.get(redirect ?? "/webscr?cmd=_ap-payment&paykey=\(payKey)")
        #expect(redirected.status == 302)
        let approval = try #require(redirected.location.flatMap(URL.init(string:)))
        #expect(approval.absoluteString.hasPrefix(fixture.sandbox.absoluteString + "/checkoutnow?token="))
        let orderID = try #require(URLComponents(url: approval, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value)
        #expect(try await fixture.sandboxPost("/simulator/orders/\(orderID)/approve") == 200)
        let back = try await fixture.get("/bridge/return?payKey=\(payKey)&token=\(orderID)&PayerID=BUYER")
        #expect(back.status == 302 && back.location == "https://shop.example/return")
    }

    @Test("a simple Pay: CREATED with an AP- payKey; the buyer pays; PaymentDetails says COMPLETED with the transaction", arguments: TestDatabase.all)
    func simplePayment(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let paid = try await fixture.call("Pay", Self.simplePay)
            #expect(paid["responseEnvelope.ack"] == "Success", "\(paid.pairs)")
            let payKey = try #require(paid["payKey"])
            #expect(payKey.hasPrefix("AP-") && payKey.count == 20)
            #expect(paid["paymentExecStatus"] == "CREATED")
            let before = try await fixture.call("PaymentDetails", [("payKey", payKey)])
            #expect(before["status"] == "CREATED" && before["sender.useCredentials"] == "false")

            try await buyerPays(fixture, payKey)

            let details = try await fixture.call("PaymentDetails", [("payKey", payKey)])
            #expect(details["responseEnvelope.ack"] == "Success")
            #expect(details["status"] == "COMPLETED")
            #expect(details["payKey"] == payKey && details["trackingId"] == "ORDER-2011-1" && details["memo"] == "Two mugs")
            #expect(details["returnUrl"] == "https://shop.example/return" && details["currencyCode"] == "USD" && details["actionType"] == "PAY")
            #expect(details["paymentInfoList.paymentInfo(0).transactionStatus"] == "COMPLETED")
            #expect(details["paymentInfoList.paymentInfo(0).transactionId"]?.count == 17)
            #expect(details["paymentInfoList.paymentInfo(0).receiver.amount"] == "19.95")
            #expect(details["paymentInfoList.paymentInfo(0).receiver.email"] == "seller@shop.example")
            #expect(details["senderEmail"]?.contains("@") == true)
            // By trackingId, the same payment; a second return captures nothing more.
            #expect(try await fixture.call("PaymentDetails", [("trackingId", "ORDER-2011-1")])["payKey"] == payKey)
            _ = try await fixture.get("/bridge/return?payKey=\(payKey)")
            #expect(await fixture.server.simulator?.stats.captures == 1)
        }
    }

    @Test("a parallel Pay of three receivers, in JSON both ways: one transaction each", arguments: TestDatabase.all)
    func parallelJSON(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let json =
                #"{"requestEnvelope":{"errorLanguage":"en_US"},"actionType":"PAY","currencyCode":"EUR","returnUrl":"https://shop.example/return","cancelUrl":"https://shop.example/cancel","receiverList":{"receiver":[{"email":"a@shop.example","amount":"10.00"},{"email":"b@shop.example","amount":"5.5"},{"email":"c@shop.example","amount":"1"}]}}"#
            let paid = try await fixture.call("Pay", [], requestFormat: "JSON", responseFormat: "JSON", body: Data(json.utf8))
            let payKey = try #require(paid["payKey"], "\(paid.pairs)")
            try await buyerPays(fixture, payKey, redirect: "/webscr&cmd=_ap-payment&paykey=\(payKey)")
            let details = try await fixture.call("PaymentDetails", [("payKey", payKey)], responseFormat: "JSON")
            #expect(details["status"] == "COMPLETED")
            #expect((0..<3).map { details["paymentInfoList.paymentInfo(\($0)).receiver.amount"] } == ["10.00", "5.50", "1.00"])
            #expect((0..<3).compactMap { details["paymentInfoList.paymentInfo(\($0)).transactionStatus"] } == ["COMPLETED", "COMPLETED", "COMPLETED"])
            #expect(Set((0..<3).compactMap { details["paymentInfoList.paymentInfo(\($0)).transactionId"] }).count == 3)
        }
    }

    @Test("the cgi-bin redirect shape, and a cancel back to the cancelUrl", arguments: TestDatabase.all)
    func cancel(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let payKey = try #require(try await fixture.call("Pay", Self.simplePay)["payKey"])
            let redirected = try await fixture.get("/cgi-bin/webscr?cmd=_ap-payment&paykey=\(payKey)")
            #expect(redirected.status == 302 && redirected.location?.contains("/checkoutnow?token=") == true)
            let back = try await fixture.get("/bridge/cancel?payKey=\(payKey)")
            #expect(back.status == 302 && back.location == "https://shop.example/cancel")
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "CREATED")
            #expect(try await fixture.get("/webscr?cmd=_ap-payment&paykey=AP-UNKNOWN").status == 404)
        }
    }

    @Test("an app's payment through LegacyMPL: its payKey is the order id, and PaymentDetails reads it", arguments: TestDatabase.all)
    func legacyPayKey(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            // The app's order, made as LegacyMPL makes it (orders-sandbox's own API).
            let orders = OrdersClient(
                config: CoreConfig(clientID: "app", environment: try .custom(baseURL: fixture.sandbox)), authentication: .clientCredentials(secret: "s"))
            let total = try Money(value: "7.00", currencyCode: "USD")
            var unit = PurchaseUnit(amount: AmountWithBreakdown(total: total))
            unit.payee = Payee(emailAddress: "seller@shop.example")
            let order = try await orders.createOrder(OrderRequest(intent: .capture, purchaseUnits: [unit]))
            #expect(try await fixture.sandboxPost("/simulator/orders/\(order.id)/approve") == 200)
            _ = try await orders.captureOrder(id: order.id)
            let details = try await fixture.call("PaymentDetails", [("payKey", order.id)])
            #expect(details["responseEnvelope.ack"] == "Success", "\(details.pairs)")
            #expect(details["status"] == "COMPLETED" && details["payKey"] == order.id)
            #expect(details["paymentInfoList.paymentInfo(0).receiver.email"] == "seller@shop.example")
            #expect(details["paymentInfoList.paymentInfo(0).receiver.amount"] == "7.00")
        }
    }

    @Test("the bridge keeps its payments across a restart on the same database", arguments: TestDatabase.all)
    func restart(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await database.withNew { store in
            try await BridgeFixture.with(database: store) { fixture in
                let payKey = try #require(try await fixture.call("Pay", Self.simplePay)["payKey"])
                try await BridgeFixture.withBridge(sandbox: fixture.sandbox, database: store) { _ in }  // a second process on the database
                try await BridgeFixture.withBridge(sandbox: fixture.sandbox, database: store) { (restarted: URL) async throws in
                    let again = BridgeFixture(sandbox: fixture.sandbox, bridge: restarted, server: fixture.server, database: store)
                    #expect(try await again.call("PaymentDetails", [("payKey", payKey)])["status"] == "CREATED")
                }
            }
        }
    }
}
