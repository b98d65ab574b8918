import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import Testing

/// What a careless or hostile caller gets: Adaptive's error envelope with PayPal's errorId, HTTP 200, and no order.
@Suite("adaptive-payments-bridge: refusals with PayPal's errorIds, nothing created")
struct BridgeRefusalTests {
    @Test("bad calls answer ack=Failure with the errorId, and create no order", arguments: TestDatabase.all)
    func refusals(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            /// The first errorId of a failed call (and the envelope of a failure checked).
            func errorID(_ response: AdaptiveFields) -> String? {
                #expect(response["responseEnvelope.ack"] == "Failure", "\(response.pairs)")
                #expect(response["responseEnvelope.correlationId"]?.count == 13)
                return response["error(0).errorId"]
            }
            let wrong = AdaptiveCredentials(
                username: "merchant_api1.shop.example", password: "P4SSW0RD", signature: "A-SIGNATUR", applicationID: "APP-80W284485P519543T")
            do {
                let response = try await fixture.call("Pay", BridgeFlowTests.simplePay, credentials: wrong)
                #expect(errorID(response) == "520003")
            }
            do {
                let response = try await fixture.call("PaymentDetails", [("payKey", "AP-00000000000000000")])
                #expect(errorID(response) == "580022")
            }
            do {
                let response = try await fixture.call("PaymentDetails", [])
                #expect(errorID(response) == "580029")
            }
            do {
                let response = try await fixture.call("Pay", [], requestFormat: "XML", body: Data("<PayRequest/>".utf8))
                #expect(errorID(response) == "580001")
            }
            do {
                let response = try await fixture.call("Pay", [], body: Data("actionType=PAY&receiverList.receiver(0).email=%ZZ".utf8))
                #expect(errorID(response) == "580001")
            }
            do {
                let response = try await fixture.call("Pay", [], requestFormat: "JSON", body: Data("{\"a\":[".utf8))
                #expect(errorID(response) == "580001")
            }
            let huge = Data(("memo=" + String(repeating: "x", count: 300_000)).utf8)
            do {
                let response = try await fixture.call("Pay", [], body: huge)
                #expect(errorID(response) == "580001")
            }
            let seven =
                BridgeFlowTests.simplePay.filter { !$0.0.hasPrefix("receiverList") }
                + (0..<7).flatMap { [("receiverList.receiver(\($0)).email", "r\($0)@shop.example"), ("receiverList.receiver(\($0)).amount", "1.00")] }
            do {
                let response = try await fixture.call("Pay", seven)
                #expect(errorID(response) == "579007")
            }
            let primaries =
                BridgeFlowTests.simplePay.filter { !$0.0.hasPrefix("receiverList") } + [
                    ("receiverList.receiver(0).email", "a@shop.example"), ("receiverList.receiver(0).amount", "5.00"),
                    ("receiverList.receiver(0).primary", "true"),
                    ("receiverList.receiver(1).email", "b@shop.example"), ("receiverList.receiver(1).amount", "2.00"),
                    ("receiverList.receiver(1).primary", "true"),
                ]
            do {
                let response = try await fixture.call("Pay", primaries)
                #expect(errorID(response) == "580001")
            }
            let badAmount = BridgeFlowTests.simplePay.map { $0.0 == "receiverList.receiver(0).amount" ? ($0.0, "19.955") : $0 }
            do {
                let response = try await fixture.call("Pay", badAmount)
                #expect(errorID(response) == "580001")
            }
            let unknownAction = BridgeFlowTests.simplePay.map { $0.0 == "actionType" ? ($0.0, "PAY_LATER") : $0 }
            do {
                let response = try await fixture.call("Pay", unknownAction)
                #expect(errorID(response) == "580001")
            }
            let preapproved = BridgeFlowTests.simplePay + [("preapprovalKey", "PA-1234567890")]
            do {
                let response = try await fixture.call("Pay", preapproved)
                #expect(errorID(response) == "589019")  // a key the bridge never issued
            }
            let payPrimary =
                BridgeFlowTests.simplePay.map { $0.0 == "actionType" ? ($0.0, "PAY_PRIMARY") : $0 }.filter { !$0.0.hasPrefix("receiverList") } + [
                    ("receiverList.receiver(0).email", "a@shop.example"), ("receiverList.receiver(0).amount", "5.00"),
                    ("receiverList.receiver(0).primary", "true"),
                    ("receiverList.receiver(1).email", "b@shop.example"), ("receiverList.receiver(1).amount", "2.00"),
                ]
            do {
                let response = try await fixture.call("Pay", payPrimary)
                #expect(errorID(response) == "560027")
            }
            for (operation, fields) in [
                ("ExecutePayment", [("payKey", "AP-00000000000000000")]), ("PreapprovalDetails", [("preapprovalKey", "5C991763VB2771612")]),
                ("CancelPreapproval", [] as [(String, String)]), ("PaymentDetails", [("transactionId", "1AB23456CD7890123")]),
                ("SetPaymentOptions", [("payKey", "AP-00000000000000000")]),
            ] {
                let response = try await fixture.call(operation, fields)
                let expected = ["ExecutePayment": "580022", "PreapprovalDetails": "589019", "CancelPreapproval": "580029", "PaymentDetails": "589052"]
                #expect(errorID(response) == (expected[operation] ?? "580022"), "\(operation)")
            }
            do {
                let response = try await fixture.call("ConvertCurrency", [])
                #expect(errorID(response) == "560027")
            }
            #expect(await fixture.server.simulator?.stats.ordersCreated == 0)
            // A trackingId is used once.
            #expect(try await fixture.call("Pay", BridgeFlowTests.simplePay)["responseEnvelope.ack"] == "Success")
            do {
                let response = try await fixture.call("Pay", BridgeFlowTests.simplePay)
                #expect(errorID(response) == "580001")
            }
            #expect(await fixture.server.simulator?.stats.ordersCreated == 1)
        }
    }

    @Test("the REST secret is in no response", arguments: TestDatabase.all)
    func secretStaysInside(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let responses = [
                try await fixture.call("Pay", BridgeFlowTests.simplePay), try await fixture.call("PaymentDetails", [("payKey", "AP-X")]),
            ]
            for response in responses { #expect(!response.pairs.contains { $0.1.contains("bridge-secret") }) }
        }
    }
}
