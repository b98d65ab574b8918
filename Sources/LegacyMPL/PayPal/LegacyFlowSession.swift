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
    private let lock = NSLock()
    private var ended = false

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
