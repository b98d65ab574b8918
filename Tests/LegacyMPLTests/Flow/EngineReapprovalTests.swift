import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// When PayPal will not let the buyer's approval cover the adjusted amounts (a raise it refuses with
/// `AMOUNT_CHANGE_NOT_ALLOWED`, or another currency), the buyer approves a new order for them, with the address they
/// chose fixed and `PAY_NOW`; exactly one order is captured, the first one never.
@Suite("Orders v2 engine: a new approval for amounts the approval cannot cover (ENV_NONE)")
struct EngineReapprovalTests {
    /// PayPal refusing every raise of an approved order, whatever its size (the `PayPal-Mock-Response` negative test).
    static let refusingRaises: @Sendable (any HTTPTransport) -> any HTTPTransport = {
        MockErrorTransport(base: $0, code: "AMOUNT_CHANGE_NOT_ALLOWED", method: "PATCH", pathSuffix: "")
    }

    /// The delegate's 16.75 for ``EngineDynamicAmountTests/payment()`` (13.00): 10.00 + 1.50 tax + 5.25 shipping, beyond
    /// the 14.95 (115 %) PayPal lets the approved order grow to.
    static func raising() -> ScriptedAmountDelegate {
        ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "1.50", shipping: "5.25"))
    }

    static func context(_ body: JSONValue?) -> JSONValue? { body?["payment_source"]?["paypal"]?["experience_context"] }

    @Test("a raise beyond 115 %: PayPal refuses the patch, a new order for the new total is approved and captured; the first never")
    func refusedRaise() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator())
        let recorder = RequestRecorder()
        let calls = try await buyer.checkout(Self.raising(), recorder: recorder).calls
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success ") && calls[2] == "exit", "\(calls)")
        #expect(
            EngineDynamicAmountTests.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
            ])
        let ids = recorder.requestIDs
        #expect(
            ids.count == 3 && ids[0].hasSuffix("-create") && ids[1] == ids[0].replacingOccurrences(of: "-create", with: "-reapproval-create")
                && ids[2] == ids[0].replacingOccurrences(of: "-create", with: "-reapproval-capture"), "\(ids)")
        let (first, second) = (try #require(buyer.approved.first), try successKey(calls))
        #expect(buyer.approved == [first, second] && first != second)
        #expect(buyer.reviews.isEmpty, "the buyer saw the new total at PayPal")
        let replacement = try #require(recorder.createBodies.last)
        #expect(Self.context(replacement)?["user_action"]?.stringValue == "PAY_NOW")
        #expect(Self.context(replacement)?["shipping_preference"]?.stringValue == "SET_PROVIDED_ADDRESS")
        #expect(replacement["purchase_units"]?.arrayValue?.first?["amount"]?["value"]?.stringValue == "16.75")
        #expect(replacement["purchase_units"]?.arrayValue?.first?["shipping"]?["address"]?["admin_area_1"]?.stringValue == "CA")
        #expect(try await buyer.order(second).captures.map { $0.amount?.value } == ["16.75"])
        let abandoned = try await buyer.order(first)
        #expect(abandoned.status == .approved && abandoned.captures.isEmpty)
        #expect(await buyer.counts == (2, 1))
    }

    @Test("a new currency from the delegate: no patch, a new order in that currency, one capture in it")
    func currencyChange() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator())
        let recorder = RequestRecorder()
        let delegate = ScriptedAmountDelegate(.amounts(currency: "EUR", amount: "9.00", tax: "1.00", shipping: "2.00"))
        let payment = EngineDynamicAmountTests.payment()
        payment.invoiceData.invoiceItems = NSMutableArray(array: [Fixtures.item("Bear", price: "10.00", count: 1, total: "10.00")])
        let (calls, harness) = try await buyer.checkout(delegate, payment: payment, recorder: recorder)
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls) \(harness.library.responseMessage ?? [:])")
        #expect(
            EngineDynamicAmountTests.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
            ])
        let replacement = try #require(recorder.createBodies.last)
        #expect(replacement["purchase_units"]?.arrayValue?.first?["items"] == nil, "the items' prices are in USD")
        let second = try successKey(calls)
        let captured = try #require(try await buyer.order(second).captures.first?.amount)
        #expect(captured.value == "12.00" && captured.currency.code == "EUR")
        let abandoned = try await buyer.order(buyer.approved[0])
        #expect(abandoned.status == .approved && abandoned.captures.isEmpty && abandoned.purchaseUnits?.first?.amount.total.description == "13.00 USD")
        #expect(await buyer.simulator.stats.captures == 1)
    }

    @Test("several receivers in a new currency: one new order with every receiver's unit in it")
    func advancedCurrencyChange() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator())
        let recorder = RequestRecorder()
        let delegate = ScriptedAmountDelegate(
            .receivers { array in
                for case let entry as PayPalReceiverAmounts in array { entry.amounts.currency = "GBP" }
                return array
            })
        let harness = buyer.harness(delegate, recorder: recorder)
        harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(2)))
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls) \(harness.library.responseMessage ?? [:])")
        let order = try await buyer.order(try successKey(calls))
        #expect(order.purchaseUnits?.map(\.amount.total.description) == ["5.00 GBP", "5.00 GBP"])
        #expect(order.captures.count == 2)
    }

    @Test("receivers in two currencies, or a chained payment's new currency: INVALID_ADJUSTED_AMOUNTS, no new order")
    func currencyChangesThatCannotBeSent() async throws {
        let mixed = ScriptedAmountDelegate(
            .receivers { array in
                (array.firstObject as? PayPalReceiverAmounts)?.amounts.currency = "EUR"
                return array
            })
        let chained = ScriptedAmountDelegate(
            .receivers { array in
                for case let entry as PayPalReceiverAmounts in array { entry.amounts.currency = "EUR" }
                return array
            })
        let cases: [(ScriptedAmountDelegate, PayPalAdvancedPayment, String)] = [
            (mixed, Fixtures.advancedPayment(Fixtures.receivers(2)), "EUR and USD"),
            (
                chained,
                Fixtures.advancedPayment([
                    Fixtures.receiver("primary@example.com", subTotal: "30.00", primary: true), Fixtures.receiver("secondary@example.com", subTotal: "5.00"),
                ]), "platform fee"
            ),
        ]
        for (delegate, payment, expected) in cases {
            let buyer = ReviewingBuyer(simulator: OrdersSimulator())
            let harness = buyer.harness(delegate, recorder: RequestRecorder())
            harness.library.advancedCheckoutWithPayment(payment)
            #expect(try await delegate.waitForExit() == ["adjust", "failed", "exit"])
            #expect(harness.message("errorId") == "INVALID_ADJUSTED_AMOUNTS")
            #expect(harness.message("message")?.contains(expected) == true, "\(harness.message("message") ?? "")")
            #expect(await buyer.counts == (1, 0))
        }
    }

    /// PayPal's limit "depends on context and geography": the engine follows PayPal's answer, not its own arithmetic.
    @Test("a smaller raise PayPal still refuses (AMOUNT_CHANGE_NOT_ALLOWED): a new approval too, no review")
    func refusedSmallRaise() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator())
        let recorder = RequestRecorder()
        let calls = try await buyer.checkout(EngineAmountReviewTests.adjusting(), recorder: recorder, wrap: Self.refusingRaises).calls
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(EngineDynamicAmountTests.paths(recorder).filter { $0.hasPrefix("POST /v2/checkout/orders") }.count == 3, "two creates, one capture")
        #expect(buyer.reviews.isEmpty)
        #expect(try await buyer.order(try successKey(calls)).captures.map { $0.amount?.value } == ["13.50"])
    }

    @Test("the buyer cancels the new approval: canceled, nothing captured")
    func canceledReapproval() async throws {
        let buyer = ReviewingBuyer(simulator: OrdersSimulator(), approvals: 1)
        #expect(try await buyer.checkout(Self.raising()).calls == ["adjust", "canceled", "exit"])
        #expect(await buyer.counts == (2, 0))
    }
}
