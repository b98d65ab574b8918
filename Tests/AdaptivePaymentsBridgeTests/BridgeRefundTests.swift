import AdaptivePayments
import AdaptivePaymentsBridge
import Foundation
import OrdersCore
import Testing

/// A 2011 server's `Refund` over Payments v2: the whole payment or per receiver, with Adaptive's refundInfo.
@Suite("adaptive-payments-bridge: Refund over Payments v2")
struct BridgeRefundTests {
    static let parallelPay: [(String, String)] =
        BridgeFlowTests.simplePay.filter { !$0.0.hasPrefix("receiverList") && $0.0 != "trackingId" } + [
            ("receiverList.receiver(0).email", "a@shop.example"), ("receiverList.receiver(0).amount", "10.00"),
            ("receiverList.receiver(1).email", "b@shop.example"), ("receiverList.receiver(1).amount", "4.00"),
        ]

    /// A paid payment's payKey.
    func paid(_ fixture: BridgeFixture, _ fields: [(String, String)]) async throws -> String {
        let payKey = try #require(try await fixture.call("Pay", fields)["payKey"])
        try await BridgeFlowTests().buyerPays(fixture, payKey)
        return payKey
    }

    @Test("a whole refund: every receiver REFUNDED with PayPal's fee returned; then ALREADY_REVERSED_OR_REFUNDED", arguments: TestDatabase.all)
    func whole(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let payKey = try await paid(fixture, Self.parallelPay)
            let refund = try await fixture.call("Refund", [("payKey", payKey), ("currencyCode", "USD")])
            #expect(refund["responseEnvelope.ack"] == "Success", "\(refund.pairs)")
            #expect(refund["refundInfoList.refundInfo(0).refundStatus"] == "REFUNDED")
            #expect(refund["refundInfoList.refundInfo(1).refundStatus"] == "REFUNDED")
            #expect(refund["refundInfoList.refundInfo(0).refundGrossAmount"] == "10.00")
            #expect(refund["refundInfoList.refundInfo(1).refundGrossAmount"] == "4.00")
            #expect(refund["refundInfoList.refundInfo(0).refundHasBecomeFull"] == "true")
            #expect(refund["refundInfoList.refundInfo(0).encryptedRefundTransactionId"]?.count == 17)
            let details = try await fixture.call("PaymentDetails", [("payKey", payKey)])
            #expect(details["paymentInfoList.paymentInfo(0).transactionStatus"] == "REFUNDED")
            #expect(details["paymentInfoList.paymentInfo(0).refundedAmount"] == "10.00")
            let again = try await fixture.call("Refund", [("payKey", payKey), ("currencyCode", "USD")])
            #expect(again["refundInfoList.refundInfo(0).refundStatus"] == "ALREADY_REVERSED_OR_REFUNDED")
            #expect(await fixture.server.simulator?.stats.refunds == 2)
        }
    }

    @Test("per receiver: a partial refund of one, then too much, then the rest", arguments: TestDatabase.all)
    func perReceiver(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let payKey = try await paid(fixture, Self.parallelPay)
            let part = try await fixture.call(
                "Refund",
                [
                    ("payKey", payKey), ("currencyCode", "USD"), ("receiverList.receiver(0).email", "b@shop.example"),
                    ("receiverList.receiver(0).amount", "1.50"),
                ])
            #expect(part["refundInfoList.refundInfo(0).refundStatus"] == "REFUNDED", "\(part.pairs)")
            #expect(part["refundInfoList.refundInfo(0).refundGrossAmount"] == "1.50")
            #expect(part["refundInfoList.refundInfo(0).refundHasBecomeFull"] == "false")
            #expect(part["refundInfoList.refundInfo(1).refundStatus"] == nil)
            let tooMuch = try await fixture.call(
                "Refund",
                [
                    ("payKey", payKey), ("currencyCode", "USD"), ("receiverList.receiver(0).email", "b@shop.example"),
                    ("receiverList.receiver(0).amount", "3.00"),
                ])
            #expect(tooMuch["refundInfoList.refundInfo(0).refundStatus"] == "AMOUNT_EXCEEDS_REFUNDABLE")
            let rest = try await fixture.call("Refund", [("payKey", payKey), ("currencyCode", "USD"), ("receiverList.receiver(0).email", "b@shop.example")])
            #expect(rest["refundInfoList.refundInfo(0).refundGrossAmount"] == "2.50")
            #expect(rest["refundInfoList.refundInfo(0).totalOfAllRefunds"] == "4.00")
        }
    }

    @Test("refusals: another currency, a receiver not in the payment, a bad amount; an unpaid payment is NOT_PAID", arguments: TestDatabase.all)
    func refusals(_ database: TestDatabase) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird 2
        try await BridgeFixture.with(database) { fixture in
            let unpaid = try #require(try await fixture.call("Pay", Self.parallelPay)["payKey"])
            #expect(try await fixture.call("Refund", [("payKey", unpaid), ("currencyCode", "USD")])["refundInfoList.refundInfo(0).refundStatus"] == "NOT_PAID")
            #expect(try await fixture.call("Refund", [("payKey", unpaid), ("currencyCode", "EUR")])["error(0).errorId"] == "589036")
            #expect(try await fixture.call("Refund", [("payKey", unpaid)])["error(0).errorId"] == "580029")
            let stranger = [("payKey", unpaid), ("currencyCode", "USD"), ("receiverList.receiver(0).email", "x@elsewhere.example")]
            #expect(try await fixture.call("Refund", stranger)["error(0).errorId"] == "589037")
            let bad = [
                ("payKey", unpaid), ("currencyCode", "USD"), ("receiverList.receiver(0).email", "a@shop.example"), ("receiverList.receiver(0).amount", "-1"),
            ]
            #expect(try await fixture.call("Refund", bad)["error(0).errorId"] == "580001")
            #expect(try await fixture.call("Refund", [("payKey", "AP-NOPE"), ("currencyCode", "USD")])["error(0).errorId"] == "580022")
            #expect(await fixture.server.simulator?.stats.refunds == 0)
        }
    }
}
