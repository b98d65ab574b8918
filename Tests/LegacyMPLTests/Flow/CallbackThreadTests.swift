import Foundation
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// A delegate that records each callback with whether it ran on the main thread, and answers the simple
/// adjust call by keeping the amounts.
final class ThreadRecordingDelegate: PayPalPaymentDelegate, @unchecked Sendable {
    private let recorded = Locked<[(call: String, onMain: Bool, queue: String?)]>([])
    /// Names a queue, for ``queues``.
    static let queueName = DispatchSpecificKey<String>()

    /// The callbacks so far.
    var calls: [String] { recorded.current.map(\.call) }
    /// The name (``queueName``) of the queue each callback ran on, `?` for an unnamed one.
    var queues: [String] { recorded.current.map { $0.queue ?? "?" } }
    /// The callbacks that ran off the main thread.
    var offMain: [String] { recorded.current.filter { !$0.onMain }.map(\.call) }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) { note("success") }
    func paymentFailedWithCorrelationID(_ correlationID: String!) { note("failed") }
    func paymentCanceled() { note("canceled") }
    func paymentLibraryExit() { note("exit") }

    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        note("adjust")
        return nil
    }

    private func note(_ call: String) {
        let queue = DispatchQueue.getSpecific(key: Self.queueName)
        recorded.withLock { $0.append((call, Thread.isMainThread || queue == "main", queue)) }
    }

    /// Names the main queue and the library's serial queue (``queueName``).
    static func nameQueues() {
        DispatchQueue.main.setSpecific(key: queueName, value: "main")
        LegacyCallbackDelivery.serialQueue.setSpecific(key: queueName, value: "serial")
    }

    /// Waits for `paymentLibraryExit`.
    func waitForExit() async throws {
        _ = try await waitUntil { self.calls.contains("exit") }
    }
}

/// One rule for the callbacks' thread (issue 21, item 7): a flow started on the main thread (here: the main
/// actor, which Linux serves from the main queue on another thread), as an app starts it and then returns to its
/// run loop, gets every callback there: the early failures (nil or invalid payment, not
/// initialized, an Adaptive preapproval key, a context of another environment) exactly as a full checkout with its
/// adjust call, its outcome and `paymentLibraryExit`.
@Suite("Callbacks: one thread decision per flow, the same for every early failure")
struct CallbackThreadTests {
    /// A fresh library (no singleton) with `delegate`, initialized in `ENV_NONE` when `initialized`.
    private static func harness(_ delegate: ThreadRecordingDelegate, initialized: Bool = true) -> FlowHarness {
        ThreadRecordingDelegate.nameQueues()
        let harness = FlowHarness()
        harness.library.delegate = delegate
        if initialized { #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS) }
        return harness
    }

    /// Starts a flow on the main thread (the call returns to the main run loop, as in an app) and returns the
    /// callbacks, each of which must have run on the main thread.
    private static func startOnMain(
        _ delegate: ThreadRecordingDelegate, sourceLocation: SourceLocation = #_sourceLocation, _ start: @escaping @MainActor @Sendable () -> Void
    ) async throws -> [String] {
        await MainActor.run { start() }
        try await delegate.waitForExit()
        #expect(delegate.offMain.isEmpty, "off the main thread: \(delegate.offMain)", sourceLocation: sourceLocation)
        return delegate.calls
    }

    @Test("a nil payment")
    func nilPayment() async throws {
        let delegate = ThreadRecordingDelegate()
        let library = Self.harness(delegate).library
        #expect(try await Self.startOnMain(delegate) { library.checkoutWithPayment(nil) } == ["failed", "exit"])
    }

    @Test("a payment that fails validation")
    func invalidPayment() async throws {
        let delegate = ThreadRecordingDelegate()
        let library = Self.harness(delegate).library
        let payment = Fixtures.simplePayment()
        payment.recipient = nil
        #expect(try await Self.startOnMain(delegate) { library.checkoutWithPayment(payment) } == ["failed", "exit"])
    }

    @Test("a checkout started before initialization")
    func notInitialized() async throws {
        let delegate = ThreadRecordingDelegate()
        let harness = Self.harness(delegate, initialized: false)
        let library = harness.library
        #expect(try await Self.startOnMain(delegate) { library.checkoutWithPayment(Fixtures.simplePayment()) } == ["failed", "exit"])
        #expect(harness.message("errorId") == "NOT_INITIALIZED")
    }

    @Test("a preapproval before initialization, and one with an Adaptive key")
    func preapprovalRefusals() async throws {
        let uninitialized = ThreadRecordingDelegate()
        let first = Self.harness(uninitialized, initialized: false).library
        #expect(try await Self.startOnMain(uninitialized) { first.preapprovalWithKey("BA-1", andMerchantName: "Shop") } == ["failed", "exit"])
        let adaptive = ThreadRecordingDelegate()
        let second = Self.harness(adaptive).library
        #expect(try await Self.startOnMain(adaptive) { second.preapprovalWithKey("PA-123", andMerchantName: "Shop") } == ["failed", "exit"])
    }

    @Test("a saved context from another environment")
    func contextOfAnotherEnvironment() async throws {
        let delegate = ThreadRecordingDelegate()
        let harness = Self.harness(delegate)
        let context = try Fixtures.contextSavedInLive()
        let library = harness.library
        #expect(try await Self.startOnMain(delegate) { library.payPalContext = context } == ["failed", "exit"])
        #expect(harness.message("errorId") == "CONTEXT_ENVIRONMENT_MISMATCH")
    }

    @Test("a whole checkout: the adjust call, the outcome and the exit")
    func wholeCheckout() async throws {
        let delegate = ThreadRecordingDelegate()
        let library = Self.harness(delegate).library
        library.dynamicAmountUpdateEnabled = true
        #expect(try await Self.startOnMain(delegate) { library.checkoutWithPayment(Fixtures.simplePayment()) } == ["adjust", "success", "exit"])
    }

    @Test("started off the main thread: every callback of the flow on the one queue decided at its start")
    func offTheMainThread() async throws {
        for initialized in [false, true] {
            let delegate = ThreadRecordingDelegate()
            let library = Self.harness(delegate, initialized: initialized).library
            let payment = Fixtures.simplePayment()
            if initialized { payment.recipient = nil }
            DispatchQueue.global().sync { library.checkoutWithPayment(payment) }
            try await delegate.waitForExit()
            #expect(delegate.calls == ["failed", "exit"])
            #expect(Set(delegate.queues).count == 1 && ["main", "serial"].contains(delegate.queues.first), "\(delegate.queues)")
        }
        let delegate = ThreadRecordingDelegate()
        let library = Self.harness(delegate).library
        let pinned = DispatchQueue(label: "pinned")
        pinned.setSpecific(key: ThreadRecordingDelegate.queueName, value: "pinned")
        library.callbackDelivery = .queue(pinned)
        library.dynamicAmountUpdateEnabled = true
        DispatchQueue.global().sync { library.checkoutWithPayment(Fixtures.simplePayment()) }
        try await delegate.waitForExit()
        #expect(delegate.calls == ["adjust", "success", "exit"])
        #expect(delegate.queues == ["pinned", "pinned", "pinned"])
    }

    @Test("the decision: the main queue for a flow started on the main thread, whatever the run loop; a pinned queue always")
    func decision() async {
        #expect(await MainActor.run { LegacyCallbackDelivery.callerIsOnMain })
        #expect(!DispatchQueue.global().sync { LegacyCallbackDelivery.callerIsOnMain })
        // By label: `DispatchQueue.main` is not always the same wrapper object.
        #expect(LegacyCallbackDelivery.mainThreadOrSerialQueue.queueForFlow(startedOnMainThread: true).label == DispatchQueue.main.label)
        let pinned = DispatchQueue(label: "pinned")
        #expect(LegacyCallbackDelivery.queue(pinned).queueForFlow(startedOnMainThread: true) === pinned)
        #expect(LegacyCallbackDelivery.queue(pinned).queueForFlow(startedOnMainThread: false) === pinned)
        let offMain = LegacyCallbackDelivery.mainThreadOrSerialQueue.queueForFlow(startedOnMainThread: false)
        #expect(offMain.label == (LegacyCallbackDelivery.mainRunLoopRuns ? DispatchQueue.main : LegacyCallbackDelivery.serialQueue).label)
    }
}
