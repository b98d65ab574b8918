import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// PayPal's "Continue" flow with dynamic amounts in `ENV_NONE`: the order is created with `user_action` `CONTINUE`, the
/// buyer approves at PayPal, the delegate adjusts the amounts, and the buyer confirms a changed total in the approval
/// presenter's review before the one capture. Unchanged amounts need no patch and no review.
@Suite("Orders v2 engine: the buyer reviews adjusted amounts (ENV_NONE)")
struct EngineAmountReviewTests {
    /// 10.00 + 1.00 tax + 2.00 shipping = 13.00.
    static func payment() -> PayPalPayment { EngineDynamicAmountTests.payment() }

    /// The delegate's 13.50 for ``payment()``: 10.00 + 1.50 tax + 2.00 shipping.
    static func adjusting() -> ScriptedAmountDelegate {
        ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "1.50", shipping: "2.00"))
    }

    static func userAction(_ body: JSONValue?) -> String? {
        body?["payment_source"]?["paypal"]?["experience_context"]?["user_action"]?.stringValue
    }

    @Test("dynamic amounts create the order with CONTINUE; without them (or without shipping) it stays PAY_NOW")
    func continueFlow() async throws {
        for (dynamic, shipping, expected) in [(true, true, "CONTINUE"), (false, true, "PAY_NOW"), (true, false, "PAY_NOW")] {
            let buyer = ReviewingBuyer(simulator: OrdersSimulator())
            let recorder = RequestRecorder()
            let delegate = Self.adjusting()
            let harness = buyer.harness(delegate, recorder: recorder, dynamic: dynamic)
            harness.library.shippingEnabled = shipping
            harness.library.checkoutWithPayment(Self.payment())
            #expect(try await delegate.waitForExit().contains { $0.hasPrefix("success ") })
            #expect(Self.userAction(recorder.createBodies.first) == expected, "dynamic \(dynamic), shipping \(shipping)")
        }
    }

    @Test("a confirmed review: the buyer sees the adjusted total, one patch, one capture of it")
    func confirmedReview() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator())
        let recorder = RequestRecorder()
        let delegate = Self.adjusting()
        let calls = try await buyer.checkout(delegate, recorder: recorder).calls
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success ") && calls[2] == "exit", "\(calls)")
        #expect(
            EngineDynamicAmountTests.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
                "POST /v2/checkout/orders/{id}/capture",
            ])
        let orderID = try successKey(calls)
        let review = try #require(buyer.reviews.first)
        #expect(buyer.reviews.count == 1)
        #expect(review.orderID == orderID)
        #expect(review.total.description == "13.50 USD" && review.approvedTotal.description == "13.00 USD")
        #expect(review.lines.map { [$0.subtotal.value, $0.tax?.value, $0.shipping?.value] } == [["10.00", "1.50", "2.00"]])
        #expect(review.address?.adminArea1 == "CA")
        #expect(try await buyer.order(orderID).captures.map { $0.amount?.value } == ["13.50"])
        #expect(await buyer.simulator.stats.captures == 1)
    }

    @Test("a declined review: canceled, the patched order is not captured")
    func declinedReview() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator(), answer: .decide(.declined))
        let recorder = RequestRecorder()
        let delegate = Self.adjusting()
        let (calls, harness) = try await buyer.checkout(delegate, recorder: recorder)
        #expect(calls == ["adjust", "canceled", "exit"])
        #expect(buyer.reviews.count == 1)
        #expect(
            EngineDynamicAmountTests.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
            ])
        #expect(await buyer.simulator.stats.captures == 0)
        #expect(harness.library.payPalContext == nil)
    }

    @Test("a review the presenter cannot show: REVIEW_FAILED, nothing captured")
    func failedReview() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator(), answer: .fail)
        let (calls, harness) = try await buyer.checkout(Self.adjusting())
        #expect(calls == ["adjust", "failed", "exit"])
        #expect(harness.message("errorId") == "REVIEW_FAILED")
        #expect(harness.message("message")?.contains("nothing was captured") == true)
        #expect(await buyer.simulator.stats.captures == 0)
    }

    @Test("unchanged amounts (the same values, or none returned): one read, no patch, no review")
    func unchangedAmounts() async throws {
        for answer in [ScriptedAmountDelegate.Answer.keep, .amounts(currency: "USD", amount: "10", tax: "1", shipping: "2")] {
            let buyer = ReviewingBuyer(simulator: OrdersSimulator(), answer: .decide(.declined))
            let recorder = RequestRecorder()
            let calls = try await buyer.checkout(ScriptedAmountDelegate(answer), recorder: recorder).calls
            #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
            #expect(buyer.reviews.isEmpty, "the buyer approved this total at PayPal")
            #expect(
                EngineDynamicAmountTests.paths(recorder) == [
                    "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
                ])
        }
    }

    @Test("a presenter without a review confirms on the buyer's behalf and logs a warning")
    func presenterWithoutReview() async throws {
        struct Approver: ApprovalPresenter {
            let simulator: OrdersSimulator
            func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
                try await simulator.approveOrder(id: orderID)
                return .approved
            }
        }
        let lines = Locked<[String]>([])
        let token = LegacyLog.capture { line in lines.withLock { $0.append(line) } }
        defer { LegacyLog.stopCapture(token) }
        let simulator = OrdersSimulator()
        let harness = FlowHarness(configuration: LegacyBackendConfiguration(approvalPresenter: Approver(simulator: simulator)), simulator: simulator)
        let delegate = Self.adjusting()
        harness.library.delegate = delegate
        harness.library.dynamicAmountUpdateEnabled = true
        harness.initialize()
        harness.library.checkoutWithPayment(Self.payment())
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(lines.current.contains { $0.contains("shows no review of the adjusted total 13.50 USD") })
    }

    @Test("the review's words: the address, the breakdown, the new total and the approved one")
    func reviewText() throws {
        func usd(_ value: String) throws -> Money { try Money(value: value, currencyCode: "USD") }
        let address = Address(addressLine1: "1 Main St", adminArea2: "San Jose", adminArea1: "CA", postalCode: "95131", countryCode: "US")
        let one = AmountReview(
            orderID: "O", address: address,
            lines: [
                .init(
                    recipient: "m@example.com", subtotal: try usd("10.00"), tax: try usd("1.50"), shipping: nil, total: try usd("11.50"),
                    approvedTotal: try usd("10.00"))
            ],
            total: try usd("11.50"), approvedTotal: try usd("10.00"))
        #expect(one.title == "Confirm your new total")
        #expect(
            one.message == """
                Shipping to 1 Main St, San Jose, CA 95131, US
                Amount 10.00 USD
                Tax 1.50 USD
                Total 11.50 USD (you approved 10.00 USD at PayPal)
                """)
        #expect(one.confirmTitle == "Pay 11.50 USD" && one.declineTitle == "Cancel payment")
        let two = AmountReview(
            orderID: "O", address: nil,
            lines: [
                .init(
                    recipient: "a@example.com", subtotal: try usd("5.00"), tax: nil, shipping: try usd("0.50"), total: try usd("5.50"),
                    approvedTotal: try usd("5.00")),
                .init(recipient: "b@example.com", subtotal: try usd("5.00"), tax: nil, shipping: nil, total: try usd("5.00"), approvedTotal: try usd("5.00")),
            ],
            total: try usd("10.50"), approvedTotal: try usd("10.00"))
        #expect(
            two.message == """
                a@example.com: 5.50 USD
                  Amount 5.00 USD
                  Shipping 0.50 USD
                b@example.com: 5.00 USD
                  Amount 5.00 USD
                Total 10.50 USD (you approved 10.00 USD at PayPal)
                """)
    }
}
