import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// The dynamic-amount PATCH whose outcome is unknown: the order read back decides, and the capture only ever takes an
/// amount the server holds.
extension EngineDynamicAmountTests {
    /// A checkout of ``payment()`` whose delegate adjusts it to 10.00 + 1.50 tax + 2.00 shipping = 13.50 (within the 115 % PayPal lets the approved 13.00 grow to), with `fault`
    /// on the PATCH: the delegate's calls, the requests, the harness.
    static func adjustedCheckout(patchFault fault: Fault.Kind, count: Int = 1) async throws -> (
        calls: [String], recorder: RequestRecorder, harness: FlowHarness
    ) {
        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "1.50", shipping: "2.00"))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        await harness.simulator.inject(.on(.patchOrder, fault, count: count))
        harness.library.checkoutWithPayment(Self.payment())
        return (try await delegate.waitForExit(), recorder, harness)
    }

    @Test func aPatchLostAfterItWasAppliedCapturesThePatchedAmountOnce() async throws {
        let (calls, recorder, harness) = try await Self.adjustedCheckout(patchFault: .lostResponse)
        #expect(calls.count == 3 && calls[1].hasPrefix("success ") && calls[2] == "exit", "\(calls)")
        #expect(
            Self.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
                "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
            ], "the order read back shows the new amounts: no second PATCH")
        #expect(try await Self.captured(harness, try successKey(calls)) == "13.50")
        #expect(await harness.simulator.stats.captures == 1)
    }

    @Test func aPatchRefusedByAStormIsSentAgainThenCaptured() async throws {
        let (calls, recorder, harness) = try await Self.adjustedCheckout(patchFault: .status(503), count: 2)
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(Self.paths(recorder).filter { $0.hasPrefix("PATCH") }.count == 3)
        #expect(try await Self.captured(harness, try successKey(calls)) == "13.50")
    }

    /// Beyond the budget the amounts the server holds are unknown: the payment fails before any capture, and says so.
    @Test func aPatchWhoseOutcomeStaysUnknownFailsWithNothingCaptured() async throws {
        let (calls, recorder, harness) = try await Self.adjustedCheckout(patchFault: .status(503), count: 100)
        #expect(calls == ["adjust", "failed", "exit"])
        #expect(harness.message("errorId") == "AMOUNT_UPDATE_UNCONFIRMED")
        #expect(harness.message("message")?.contains("nothing was captured, so no money moved") == true)
        #expect(!Self.paths(recorder).contains { $0.hasSuffix("/capture") })
        #expect(await harness.simulator.stats.captures == 0)
        #expect(harness.library.payPalContext == nil, "no money moved: nothing to resume")
    }
}
