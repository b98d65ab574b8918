import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// `payPalContext` (H1): an app killed mid-checkout stores the context; after the restart a new library
/// (new engine, new token cache, the same server) resumes the same order: never a second create, never a
/// second capture.
@Suite("Orders v2 engine: payPalContext resume")
struct EngineResumeTests {
    /// The app dies at the moment `kill` fires: the flow hangs there forever, as a killed process would.
    static func hang() async throws -> Never {
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// A transport that forwards `kind`'s request, then hangs instead of answering (the app died after sending).
    struct DiesAfterSending: HTTPTransport {
        let base: any HTTPTransport
        let pathSuffix: String
        let method: String
        let sent: Flag

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let response = try await base.send(request)
            guard request.method == method, request.url.path.hasSuffix(pathSuffix) else { return response }
            sent.set()
            try await EngineResumeTests.hang()
        }
    }

    /// A thread-safe flag the test polls.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func set() { lock.withLock { raised = true } }
        var isSet: Bool { lock.withLock { raised } }

        func wait() async throws {
            #expect(try await waitUntil { isSet }, "the first run never reached the point where the app dies")
        }
    }

    /// What `applicationWillTerminate` stored: the serialized context, through a binary property list.
    static func stored(_ library: PayPal) throws -> [AnyHashable: Any] {
        let context = try #require(library.payPalContext, "no payPalContext during the checkout")
        let data = try PropertyListSerialization.data(fromPropertyList: context.serialize() as Any, format: .binary, options: 0)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [AnyHashable: Any])
    }

    /// The first run: a checkout on `simulator` whose app dies while the buyer approves; returns what it stored.
    static func killedWhileApproving(
        on simulator: OrdersSimulator, prepare: (PayPal) -> Void = { _ in },
        start: (PayPal) -> Void = { $0.checkoutWithPayment(Fixtures.simplePayment()) }
    ) async throws -> [AnyHashable: Any] {
        let shown = Flag()
        let first = FlowHarness(
            configuration: LegacyBackendConfiguration(
                approvalPresenter: ScriptedApprovalPresenter { _, _ in
                    shown.set()
                    try await Self.hang()
                }),
            simulator: simulator)
        first.initialize(ENV_NONE)
        prepare(first.library)
        start(first.library)
        try await shown.wait()
        #expect(first.delegate.calls.isEmpty, "the killed run never reported")
        return try stored(first.library)
    }

    /// The first run: a checkout on `simulator` whose app dies right after sending `method` to a path ending in
    /// `pathSuffix` (the server acted; no answer arrives); returns what it stored.
    static func killedAfterSending(_ method: String, pathSuffix: String, on simulator: OrdersSimulator) async throws -> [AnyHashable: Any] {
        let sent = Flag()
        let first = FlowHarness(simulator: simulator) { DiesAfterSending(base: $0, pathSuffix: pathSuffix, method: method, sent: sent) }
        first.initialize(ENV_NONE)
        first.library.checkoutWithPayment(Fixtures.simplePayment())
        try await sent.wait()
        return try stored(first.library)
    }

    /// The restarted app: a new library on the same simulator, initialized, delegate set, context set.
    static func restart(on simulator: OrdersSimulator, with stored: [AnyHashable: Any], recorder: RequestRecorder = RequestRecorder()) async throws -> (
        FlowHarness, [String]
    ) {
        let harness = FlowHarness(simulator: simulator, wrapTransport: recorder.wrap)
        #expect(harness.initialize(ENV_NONE) == STATUS_COMPLETED_SUCCESS)
        let context = PayPalContext()
        #expect(context.deserialize(stored))
        harness.library.payPalContext = context
        return (harness, Array(try await harness.waitForExit(after: 0)))
    }

    /// The restarted app with dynamic amounts on and `delegate` answering them: resumes `stored`, expects the
    /// delegate asked once and one success, and returns the order as the server has it afterwards.
    static func restartAdjusting(
        on simulator: OrdersSimulator, with stored: [AnyHashable: Any], delegate: ScriptedAmountDelegate,
        recorder: RequestRecorder = RequestRecorder()
    ) async throws -> Order {
        let second = FlowHarness(simulator: simulator, wrapTransport: recorder.wrap)
        second.initialize(ENV_NONE)
        second.library.dynamicAmountUpdateEnabled = true
        second.library.delegate = delegate
        let context = PayPalContext()
        #expect(context.deserialize(stored))
        second.library.payPalContext = context
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success "), "\(calls)")
        return try await OrdersClient(
            config: CoreConfig(clientID: "t", environment: .sandbox), transport: SimulatorTransport(simulator: simulator)
        ).getOrder(id: try #require(stored["sessionToken"] as? String))
    }

    @Test("killed while the buyer approves: the restart approves and captures the same order")
    func killedDuringApproval() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedWhileApproving(on: simulator)
        let orderID = try #require(saved["sessionToken"] as? String)
        #expect(saved["ordersV2Step"] as? String == "approving")
        #expect(saved["amount"] as? String == "10.00" && saved["currencyCode"] as? String == "USD")

        let recorder = RequestRecorder()
        let (second, calls) = try await Self.restart(on: simulator, with: saved, recorder: recorder)
        #expect(calls == ["success \(orderID) \(STATUS_COMPLETED.rawValue)", "exit"])
        #expect(recorder.requests.map { "\($0.method) \($0.url.lastPathComponent)" } == ["GET \(orderID)", "POST capture"])
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 1 && stats.captures == 1)
        #expect(second.library.payPalContext == nil, "the context is cleared when the flow ends")
    }

    @Test("killed after the capture was sent: the restart reads the completed order and charges nothing more")
    func killedAfterCaptureSent() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedAfterSending("POST", pathSuffix: "/capture", on: simulator)
        #expect(saved["ordersV2Step"] as? String == "capturing")

        let recorder = RequestRecorder()
        let (_, calls) = try await Self.restart(on: simulator, with: saved, recorder: recorder)
        #expect(calls == ["success \(saved["sessionToken"] as? String ?? "?") \(STATUS_COMPLETED.rawValue)", "exit"])
        #expect(recorder.requests.map(\.method) == ["GET"], "one read; the capture is not sent again")
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 1 && stats.captures == 1)
    }

    @Test("killed before the create answered: the same request id makes PayPal return the order it made")
    func killedBeforeCreateAnswered() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedAfterSending("POST", pathSuffix: "/orders", on: simulator)
        #expect(saved["sessionToken"] == nil && saved["ordersV2Step"] as? String == "creating")

        let (_, calls) = try await Self.restart(on: simulator, with: saved)
        #expect(calls.count == 2 && calls[0].hasPrefix("success ") && calls[1] == "exit", "\(calls)")
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 1 && stats.captures == 1 && stats.idempotentReplays == 1)
    }

    @Test("killed while dynamic amounts were on: the restart asks the delegate and captures the adjusted total once")
    func resumeWithDynamicAmounts() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedWhileApproving(on: simulator) { $0.dynamicAmountUpdateEnabled = true }
        #expect(saved["enableDynamicAmountUpdate"] as? Bool == true)

        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "0.80", shipping: "0.70"))
        let order = try await Self.restartAdjusting(on: simulator, with: saved, delegate: delegate)
        #expect(order.purchaseUnits?.first?.amount.total.value == "11.50")
        #expect(await simulator.stats.captures == 1)
    }

    @Test("a parallel payment with dynamic amounts resumes as the same one order: one patch for every receiver, one capture")
    func resumeParallelWithDynamicAmounts() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedWhileApproving(on: simulator, prepare: { $0.dynamicAmountUpdateEnabled = true }) {
            $0.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(3)))
        }
        #expect(saved["ordersV2Advanced"] as? Bool == true)

        let recorder = RequestRecorder()
        let delegate = ScriptedAmountDelegate(
            .receivers { array in
                for case let entry as PayPalReceiverAmounts in array { entry.amounts.tax = NSDecimalNumber(string: "0.50") }
                return array
            })
        let order = try await Self.restartAdjusting(on: simulator, with: saved, delegate: delegate, recorder: recorder)
        #expect(recorder.requests.map(\.method) == ["GET", "GET", "PATCH", "POST"], "resume read, address read, one patch, one capture")
        #expect(order.purchaseUnits?.map(\.amount.total.value) == ["5.50", "5.50", "5.50"])
        #expect(await simulator.stats.ordersCreated == 1)
    }

    @Test("a voided order cannot be resumed: a clear failure, nothing sent but the read")
    func voidedOrder() async throws {
        let simulator = OrdersSimulator()
        let saved = try await Self.killedWhileApproving(on: simulator)
        _ = try await simulator.voidOrder(id: try #require(saved["sessionToken"] as? String))

        let (second, calls) = try await Self.restart(on: simulator, with: saved)
        #expect(calls.count == 2 && calls[0].hasPrefix("failed ") && calls[1] == "exit")
        #expect(second.message("errorId") == "ORDER_NOT_RESUMABLE")
        #expect(await simulator.stats.captures == 0)
    }

    @Test("a context from another environment is refused with a clear failure")
    func environmentMismatch() async throws {
        let harness = FlowHarness()
        harness.initialize(ENV_NONE)
        let context = try Fixtures.contextSavedInLive()
        harness.library.payPalContext = context
        #expect(Array(try await harness.waitForExit(after: 0)).first?.hasPrefix("failed ") == true)
        #expect(harness.message("errorId") == "CONTEXT_ENVIRONMENT_MISMATCH")
    }

    @Test("a context the app filled itself (no resume data) is only stored")
    func plainContextIsStored() {
        let harness = FlowHarness()
        harness.initialize(ENV_NONE)
        let context = PayPalContext()
        context.amount = "1.00"
        harness.library.payPalContext = context
        #expect(harness.library.payPalContext === context)
        #expect(harness.delegate.calls.isEmpty)
    }

    @Test(
        "malformed resume data: deserialize returns false and changes nothing",
        arguments: [
            ("ordersV2RequestIdPrefix", 42), ("ordersV2CreateRequest", "{not json"), ("ordersV2Units", [["referenceId": "x"]]),
            ("ordersV2Advanced", "yes"), ("ordersV2Step", "sleeping"), ("ordersV2Reapproval", "yes"),
        ] as [(String, any Sendable)])
    func malformedResumeData(key: String, bad: any Sendable) throws {
        let point = LegacyResumePoint(
            requestIDPrefix: "prefix",
            request: try LegacyOrderTranslator.plan(for: LegacyPaymentSnapshot(Fixtures.simplePayment()), options: LegacyTranslationOptions()).request,
            units: [LegacyPlannedUnit(referenceId: "default", receiverIndex: 0, recipient: "a@example.com")],
            advanced: false, orderID: "ORDER", step: .capturing)
        let source = PayPalContext()
        source.resumePoint = point
        var dictionary = try #require(source.serialize())
        let restored = PayPalContext()
        #expect(restored.deserialize(dictionary))
        #expect(restored.resumePoint == point && restored.sessionToken == "ORDER")

        dictionary[key] = bad
        let untouched = PayPalContext()
        untouched.amount = "5.00"
        #expect(!untouched.deserialize(dictionary))
        #expect(untouched.amount == "5.00" && untouched.resumePoint == nil)
    }
}
