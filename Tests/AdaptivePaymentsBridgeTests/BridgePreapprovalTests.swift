import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import SandboxServer
import Testing

/// A 2011 preapproval server against the bridge: Preapproval (a Vault v3 setup token), the buyer's approval, Pay with
/// the key paying without the buyer, the limits Adaptive enforced, CancelPreapproval, and its IPNs.
@Suite("adaptive-payments-bridge: Preapproval, PreapprovalDetails, Pay with preapprovalKey, CancelPreapproval over Vault v3")
struct BridgePreapprovalTests {
    /// `days` from today, as `2012-09-27`.
    static func day(_ days: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(TimeInterval(days) * 86_400))
    }

    static func preapproval(ipn: URL? = nil, extra: [(String, String)] = []) -> [(String, String)] {
        [
            ("cancelUrl", "https://shop.example/preapproval/cancel"), ("currencyCode", "USD"), ("endingDate", day(300)),
            ("maxNumberOfPayments", "2"), ("maxTotalAmountOfAllPayments", "50.00"), ("memo", "Monthly coffee"),
            ("returnUrl", "https://shop.example/preapproval/done"), ("startingDate", day(-1)),
        ] + (ipn.map { [("ipnNotificationUrl", $0.absoluteString)] } ?? []) + extra
    }

    static func pay(_ key: String, amount: String, currency: String = "USD", action: String = "PAY", ipn: URL? = nil) -> [(String, String)] {
        (ipn.map { [("ipnNotificationUrl", $0.absoluteString)] } ?? []) + [
            ("actionType", action), ("cancelUrl", "https://shop.example/cancel"), ("currencyCode", currency), ("preapprovalKey", key),
            ("receiverList.receiver(0).amount", amount), ("receiverList.receiver(0).email", "seller@shop.example"),
            ("returnUrl", "https://shop.example/return"),
        ]
    }

    /// The buyer approves `key` as in 2011: the bridge's redirect to PayPal, approval there, the way back.
    static func buyerApproves(_ fixture: BridgeFixture, _ key: String) async throws {
        let redirected = try await fixture.get("/webscr&cmd=_ap-preapproval&preapprovalkey=\(key)")
        #expect(redirected.status == 302)
        #expect(redirected.location?.hasPrefix(fixture.sandbox.absoluteString) == true, "\(redirected)")
        #expect(try await fixture.sandboxPost("/simulator/setup-tokens/\(key)/approve") == 200)
        let store = try await fixture.database.open()
        let reference = try #require(try await store.preapproval(.key(key))?.returnReference)
        await store.close()
        let back = try await fixture.get("/bridge/preapproval-return?ref=\(reference)")
        #expect(back.status == 302 && back.location == "https://shop.example/preapproval/done")
    }

    @Test("a preapproval's life: approved by the buyer, paid twice without them, its limits and cancellation enforced, IPNs sent", arguments: TestDatabase.all)
    func preapprovalLifecycle(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        let listener = IPNListener()
        let ipnServer = try SandboxServer(configuration: .init()) { _ in listener }
        let ipnURL = try await ipnServer.start().appendingPathComponent("ipn")
        defer { Task { await ipnServer.stop() } }
        try await BridgeFixture.with(database) { fixture in
            let created = try await fixture.call("Preapproval", Self.preapproval(ipn: ipnURL))
            #expect(created["responseEnvelope.ack"] == "Success", "\(created.pairs)")
            let key = try #require(created["preapprovalKey"])
            let before = try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])
            #expect(before["approved"] == "false" && before["status"] == "ACTIVE" && before["curPayments"] == "0")
            #expect(before["curPaymentsAmount"] == "0.00" && before["maxTotalAmountOfAllPayments"] == "50.00" && before["maxNumberOfPayments"] == "2")
            #expect(before["maxNumberOfPaymentsPerPeriod"] == "0" && before["paymentPeriod"] == "NO_PERIOD_SPECIFIED" && before["pinType"] == "NOT_REQUIRED")
            #expect(try await fixture.call("Pay", Self.pay(key, amount: "20.00"))["error(0).errorId"] == "539012")

            try await Self.buyerApproves(fixture, key)

            let approved = try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])
            #expect(approved["approved"] == "true" && approved["senderEmail"]?.contains("@") == true, "\(approved.pairs)")
            let first = try await fixture.call("Pay", Self.pay(key, amount: "20.00", ipn: ipnURL))
            #expect(first["responseEnvelope.ack"] == "Success" && first["paymentExecStatus"] == "COMPLETED", "\(first.pairs)")
            let payKey = try #require(first["payKey"])
            let details = try await fixture.call("PaymentDetails", [("payKey", payKey)])
            #expect(details["status"] == "COMPLETED" && details["preapprovalKey"] == key)
            let transaction = try #require(details["paymentInfoList.paymentInfo(0).transactionId"])
            #expect(try await fixture.call("PaymentDetails", [("transactionId", transaction)])["payKey"] == payKey)

            #expect(try await fixture.call("Pay", Self.pay(key, amount: "40.00"))["error(0).errorId"] == "579031")  // over the total
            #expect(try await fixture.call("Pay", Self.pay(key, amount: "5.00", currency: "EUR"))["error(0).errorId"] == "579027")
            #expect(try await fixture.call("Pay", Self.pay(key, amount: "30.00", ipn: ipnURL))["paymentExecStatus"] == "COMPLETED")
            #expect(try await fixture.call("Pay", Self.pay(key, amount: "1.00"))["error(0).errorId"] == "579031")  // a third payment
            let used = try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])
            #expect(used["curPayments"] == "2" && used["curPaymentsAmount"] == "50.00")

            #expect(try await fixture.call("CancelPreapproval", [("preapprovalKey", key)])["responseEnvelope.ack"] == "Success")
            #expect(try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])["status"] == "CANCELED")
            #expect(try await fixture.call("Pay", Self.pay(key, amount: "1.00"))["error(0).errorId"] == "569013")
            #expect(await fixture.server.simulator?.stats.captures == 2)

            // IPNs: the approval, the two payments, the cancellation.
            let bodies = await listener.waitFor(4)
            let types = bodies.compactMap { try? NVEncoding.read($0)["transaction_type"] }
            #expect(types.filter { $0 == "Adaptive Payment PREAPPROVAL" }.count == 2, "\(bodies)")
            #expect(types.filter { $0 == "Adaptive Payment PAY" }.count == 2, "\(bodies)")
            #expect(bodies.contains { $0.contains("preapproval_key=\(key)") && $0.contains("status=CANCELED") })
        }
    }

    @Test("concurrent Pays against a preapproval of 3 payments: exactly 3 are paid, the rest refused with 579031", arguments: TestDatabase.all)
    func limitsHoldUnderConcurrency(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let key = try #require(
                try await fixture.call("Preapproval", Self.preapproval(extra: []).map { $0.0 == "maxNumberOfPayments" ? ($0.0, "3") : $0 })["preapprovalKey"])
            try await Self.buyerApproves(fixture, key)
            let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { try await fixture.call("Pay", Self.pay(key, amount: "1.00"))["paymentExecStatus"] ?? "refused" } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 == "COMPLETED" }.count == 3, "\(outcomes)")
            #expect(await fixture.server.simulator?.stats.captures == 3)
        }
    }

    @Test("CREATE from a preapproval: nothing is paid until ExecutePayment, which pays once", arguments: TestDatabase.all)
    func createThenExecute(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let key = try #require(try await fixture.call("Preapproval", Self.preapproval())["preapprovalKey"])
            try await Self.buyerApproves(fixture, key)
            let created = try await fixture.call("Pay", Self.pay(key, amount: "12.00", action: "CREATE"))
            let payKey = try #require(created["payKey"])
            #expect(created["paymentExecStatus"] == "CREATED")
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "CREATED")
            #expect(await fixture.server.simulator?.stats.ordersCreated == 0)
            #expect(try await fixture.call("ExecutePayment", [("payKey", payKey)])["paymentExecStatus"] == "COMPLETED")
            #expect(try await fixture.call("ExecutePayment", [("payKey", payKey)])["paymentExecStatus"] == "COMPLETED")
            #expect(try await fixture.call("PaymentDetails", [("payKey", payKey)])["status"] == "COMPLETED")
            #expect(await fixture.server.simulator?.stats.captures == 1)
            #expect(try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])["curPayments"] == "1")
        }
    }

    @Test("Preapproval refusals: missing start, a period limit without a period, a PIN, an end over a year after the start", arguments: TestDatabase.all)
    func preapprovalRefusals(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let cases: [([(String, String)], String, String)] = [
                (Self.preapproval().filter { $0.0 != "startingDate" }, "580029", "startingDate"),
                (Self.preapproval(extra: [("maxNumberOfPaymentsPerPeriod", "1")]), "580001", "maxNumberOfPaymentsPerPeriod"),
                (Self.preapproval(extra: [("pinType", "REQUIRED")]), "560027", "pinType"),
                (Self.preapproval().map { $0.0 == "endingDate" ? ($0.0, Self.day(400)) : $0 }, "580001", "endingDate"),
                (Self.preapproval().map { $0.0 == "maxTotalAmountOfAllPayments" ? ($0.0, "50.001") : $0 }, "580001", "maxTotalAmountOfAllPayments"),
            ]
            for (fields, errorID, parameter) in cases {
                let response = try await fixture.call("Preapproval", fields)
                #expect(response["responseEnvelope.ack"] == "Failure")
                #expect(response["error(0).errorId"] == errorID && response["error(0).parameter(0)"] == parameter, "\(response.pairs)")
            }
            #expect(await fixture.server.simulator?.stats.setupTokensCreated == 0)
            // What the app's header required and a server's Preapproval may leave out: no total, no end (a year).
            let open = Self.preapproval().filter { !["maxTotalAmountOfAllPayments", "endingDate"].contains($0.0) }
            let key = try #require(try await fixture.call("Preapproval", open)["preapprovalKey"])
            let details = try await fixture.call("PreapprovalDetails", [("preapprovalKey", key)])
            #expect(details["maxTotalAmountOfAllPayments"] == nil && details["endingDate"]?.hasPrefix(Self.day(364)) == true, "\(details.pairs)")
        }
    }
}
