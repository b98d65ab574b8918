import Foundation

/// How a flow ended.
enum LegacyFlowOutcome: Sendable, Equatable {
    /// `paymentSuccessWithKey(_:andStatus:)`: the order id (or confirmed preapproval key) and status.
    case success(payKey: String, status: PayPalPaymentStatus)
    /// `paymentCanceled()`.
    case canceled
    /// `paymentFailedWithCorrelationID…`, with `responseMessage` filled first.
    case failed(LegacyFailure)
}

/// One checkout or preapproval flow, from the app's call to `paymentLibraryExit`. It can end only once.
final class LegacyFlowSession: @unchecked Sendable {
    /// Identifies the flow (for logs and for idempotency keys).
    let id = UUID()
    /// Where every delegate callback of this flow runs, decided when the app started it
    /// (``LegacyCallbackDelivery/queueForFlow(startedOnMainThread:)``).
    let callbackQueue: DispatchQueue
    private let lock = NSLock()
    private var ended = false
    private var startingCallReturned = false
    private var heldUntilReturn: [@Sendable () -> Void] = []

    /// A flow whose callbacks run on `callbackQueue`.
    init(callbackQueue: DispatchQueue) { self.callbackQueue = callbackQueue }

    /// Runs `body` once the app's call that started the flow has returned (at once if it has): the 2011 library
    /// never called the delegate inside `checkoutWithPayment:`, even when the flow runner ends the flow that fast.
    func afterStartingCall(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        guard startingCallReturned else {
            heldUntilReturn.append(body)
            lock.unlock()
            return
        }
        lock.unlock()
        body()
    }

    /// Called when the app's starting call returns: releases what ``afterStartingCall(_:)`` held.
    func startingCallDidReturn() {
        lock.lock()
        startingCallReturned = true
        let held = heldUntilReturn
        heldUntilReturn = []
        lock.unlock()
        for body in held { body() }
    }

    /// Marks the flow ended; `true` only the first time.
    func end() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return false }
        ended = true
        return true
    }

    /// Whether the flow has ended.
    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }
}
