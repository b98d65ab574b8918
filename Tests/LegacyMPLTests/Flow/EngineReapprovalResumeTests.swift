import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// `payPalContext` across the review and the new approval: a restarted app never captures a total the buyer has not
/// seen, never creates a third order, and captures exactly one.
extension EngineReapprovalTests {
    /// A transport that forwards the request whose `PayPal-Request-Id` ends in `suffix`, then hangs (the app died).
    struct DiesAfterRequestID: HTTPTransport {
        let base: any HTTPTransport
        let suffix: String
        let sent: EngineResumeTests.Flag

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let response = try await base.send(request)
            guard request.header("PayPal-Request-Id")?.hasSuffix(suffix) == true else { return response }
            sent.set()
            try await EngineResumeTests.hang()
        }
    }

    /// The first run of a ``raising()`` checkout (a raise PayPal refuses) on `simulator`, whose app dies where
    /// `presenter` or `wrap` hangs; returns what it stored.
    static func killedRun(
        on simulator: OrdersSimulator, presenter: ScriptedApprovalPresenter, delegate: ScriptedAmountDelegate = raising(),
        wrap: @escaping @Sendable (any HTTPTransport) -> any HTTPTransport = { $0 }, dies: EngineResumeTests.Flag
    ) async throws -> [AnyHashable: Any] {
        let first = FlowHarness(configuration: LegacyBackendConfiguration(approvalPresenter: presenter), simulator: simulator, wrapTransport: wrap)
        first.library.delegate = delegate
        first.library.dynamicAmountUpdateEnabled = true
        first.initialize()
        first.library.checkoutWithPayment(EngineDynamicAmountTests.payment())
        try await dies.wait()
        return try EngineResumeTests.stored(first.library)
    }

    /// The restarted app: `buyer`'s library with dynamic amounts on and `delegate`, resuming `stored`.
    static func restart(
        _ buyer: ReviewingBuyer, stored: [AnyHashable: Any], delegate: ScriptedAmountDelegate, recorder: RequestRecorder
    ) async throws -> [String] {
        let second = buyer.harness(delegate, recorder: recorder)
        let context = PayPalContext()
        #expect(context.deserialize(stored))
        second.library.payPalContext = context
        return try await delegate.waitForExit()
    }

    @Test("killed while the buyer approves the new order: the restart approves and captures that order, the delegate not asked")
    func killedDuringReapproval() async throws {
        let simulator = OrdersSimulator()
        let dies = EngineResumeTests.Flag()
        let approvals = Locked(0)
        let presenter = ScriptedApprovalPresenter { _, orderID in
            guard
                approvals.withLock({
                    $0 += 1
                    return $0
                }) == 1
            else {
                dies.set()
                try await EngineResumeTests.hang()
            }
            try await simulator.approveOrder(id: orderID)
            return .approved
        }
        let saved = try await Self.killedRun(on: simulator, presenter: presenter, dies: dies)
        #expect(saved["ordersV2Reapproval"] as? Bool == true && saved["ordersV2Step"] as? String == "approving")
        let replacement = try #require(saved["sessionToken"] as? String)

        let buyer = ReviewingBuyer(simulator: simulator)
        let recorder = RequestRecorder()
        let delegate = Self.raising()
        let calls = try await Self.restart(buyer, stored: saved, delegate: delegate, recorder: recorder)
        #expect(calls == ["success \(replacement) \(STATUS_COMPLETED.rawValue)", "exit"], "the delegate is not asked again")
        #expect(recorder.requests.map { "\($0.method) \($0.url.lastPathComponent)" } == ["GET \(replacement)", "POST capture"])
        #expect(recorder.requestIDs.last?.hasSuffix("-reapproval-capture") == true)
        #expect(await buyer.counts == (2, 1))
    }

    @Test("killed after the new order's create was sent: the restart gets the same new order back (same request id)")
    func killedDuringReapprovalCreate() async throws {
        let simulator = OrdersSimulator()
        let dies = EngineResumeTests.Flag()
        let approver = ScriptedApprovalPresenter { _, orderID in
            try await simulator.approveOrder(id: orderID)
            return .approved
        }
        let saved = try await Self.killedRun(
            on: simulator, presenter: approver,
            wrap: { base in
                DiesAfterRequestID(base: base, suffix: "-reapproval-create", sent: dies)
            }, dies: dies)
        #expect(saved["ordersV2Reapproval"] as? Bool == false && saved["ordersV2Step"] as? String == "approving")

        let buyer = ReviewingBuyer(simulator: simulator)
        let delegate = Self.raising()
        let calls = try await Self.restart(buyer, stored: saved, delegate: delegate, recorder: RequestRecorder())
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success "), "\(calls)")
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 2 && stats.captures == 1 && stats.idempotentReplays == 1)
        #expect(try await buyer.order(try successKey(calls)).captures.map { $0.amount?.value } == ["16.75"])
    }

    @Test("killed while the buyer reviews a patched total: the restart shows the review again, then captures it once")
    func killedDuringReview() async throws {
        let simulator = OrdersSimulator()
        let dies = EngineResumeTests.Flag()
        let presenter = ScriptedApprovalPresenter(review: { _ in
            dies.set()
            try await EngineResumeTests.hang()
        }) { _, orderID in
            try await simulator.approveOrder(id: orderID)
            return .approved
        }
        let saved = try await Self.killedRun(on: simulator, presenter: presenter, delegate: EngineAmountReviewTests.adjusting(), dies: dies)
        let orderID = try #require(saved["sessionToken"] as? String)
        #expect(saved["ordersV2Step"] as? String == "approving")

        let buyer = ReviewingBuyer(simulator: simulator)
        let recorder = RequestRecorder()
        let calls = try await Self.restart(buyer, stored: saved, delegate: EngineAmountReviewTests.adjusting(), recorder: recorder)
        #expect(calls == ["adjust", "success \(orderID) \(STATUS_COMPLETED.rawValue)", "exit"])
        #expect(recorder.requests.map(\.method) == ["GET", "GET", "POST"], "the order already holds the adjusted amounts: no patch")
        #expect(buyer.reviews.map(\.total.description) == ["13.50 USD"])
        #expect(buyer.reviews.first?.approvedTotal.description == "13.00 USD")
        #expect(try await buyer.order(orderID).captures.map { $0.amount?.value } == ["13.50"])
    }
}
