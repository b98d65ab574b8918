import Foundation

@testable import LegacyMPL

/// Runs the call that starts a flow and tells whether any callback arrived inside it: on the calling thread
/// before the call returned (the 2011 library never called the delegate from within `checkoutWithPayment:`).
final class StartingCall: @unchecked Sendable {
    private let caller = Locked<Thread?>(nil)
    private let violations = Locked<[String]>([])

    /// Runs `start`, the call that starts a flow.
    func run(_ start: () -> Void) {
        caller.withLock { $0 = Thread.current }
        start()
        caller.withLock { $0 = nil }
    }

    /// Called by a delegate from each callback.
    func note(_ callback: String) {
        if caller.current === Thread.current { violations.withLock { $0.append(callback) } }
    }

    /// The callbacks that arrived while the starting call ran (must be none).
    var callbacksInside: [String] { violations.current }
}

/// An H2-style delegate (one-argument failure) that records every callback in order.
final class RecordingDelegate: PayPalPaymentDelegate {
    let startingCall = StartingCall()
    var calls: [String] = [] {
        didSet { if let last = calls.last { startingCall.note(last) } }
    }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        calls.append("success \(payKey ?? "nil") \(paymentStatus.rawValue)")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        calls.append("failedH2 \(correlationID ?? "nil")")
    }

    func paymentCanceled() {
        calls.append("canceled")
    }

    func paymentLibraryExit() {
        calls.append("exit")
    }
}

/// An H1-style delegate (three-argument failure).
final class H1Delegate: PayPalPaymentDelegate {
    let startingCall = StartingCall()
    var calls: [String] = [] {
        didSet { if let last = calls.last { startingCall.note(last) } }
    }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        calls.append("success")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        calls.append("failedH1 \(correlationID ?? "nil") \(errorCode ?? "nil")")
    }

    func paymentCanceled() {
        calls.append("canceled")
    }

    func paymentLibraryExit() {
        calls.append("exit")
    }
}

/// A delegate that implements both failure forms.
final class BothFormsDelegate: PayPalPaymentDelegate {
    var calls: [String] = []

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        calls.append("failedH1")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        calls.append("failedH2")
    }

    func paymentCanceled() {}
    func paymentLibraryExit() {
        calls.append("exit")
    }
}

/// A delegate with neither failure form (it compiles: both have defaults).
final class NoFailureDelegate: PayPalPaymentDelegate {
    var calls: [String] = []
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentCanceled() {}
    func paymentLibraryExit() {
        calls.append("exit")
    }
}

/// An engine that records what it was asked and ends flows as told.
final class SpyEngine: LegacyFlowRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var _checkouts: [LegacyCheckoutRequest] = []
    private var _sessions: [LegacyFlowSession] = []
    private var _preapprovals: [String] = []
    /// How checkouts end; `nil` leaves them running.
    let outcome: LegacyFlowOutcome?

    init(outcome: LegacyFlowOutcome? = nil) {
        self.outcome = outcome
    }

    var checkouts: [LegacyCheckoutRequest] { lock.withLock { _checkouts } }
    var sessions: [LegacyFlowSession] { lock.withLock { _sessions } }
    var preapprovals: [String] { lock.withLock { _preapprovals } }

    func initialize(appID: String, environment: PayPalEnvironment, library: PayPal) {
        library.setInitializationStatus(STATUS_INPROGRESS)
        library.setInitializationStatus(appID.isEmpty ? STATUS_COMPLETED_ERROR : STATUS_COMPLETED_SUCCESS)
    }

    func checkout(_ checkout: LegacyCheckoutRequest, session: LegacyFlowSession, library: PayPal) {
        lock.withLock {
            _checkouts.append(checkout)
            _sessions.append(session)
        }
        if let outcome { library.complete(session, with: outcome) }
    }

    func resume(_ point: LegacyResumePoint, options: LegacyTranslationOptions, session: LegacyFlowSession, library: PayPal) {
        lock.withLock { _sessions.append(session) }
        if let outcome { library.complete(session, with: outcome) }
    }

    func preapproval(key: String, merchantName: String?, session: LegacyFlowSession, library: PayPal) {
        lock.withLock {
            _preapprovals.append(key)
            _sessions.append(session)
        }
        if let outcome { library.complete(session, with: outcome) }
    }
}
