import Foundation

/// Where and when `PayPalPaymentDelegate` callbacks run.
///
/// As the 2011 library delivered them: always asynchronously, never inside the call that started a flow (also
/// for validation failures and "not initialized"). Which thread is decided once per flow, when the app starts it,
/// by ``queueForFlow(startedOnMainThread:)``, and every callback of that flow (early failure, adjusted amounts,
/// outcome, `paymentLibraryExit`) runs there: on the main queue for a flow started on the main thread or the main
/// queue (an app, which then returns to its run loop) or while a main run loop runs (iOS always), else on one
/// serial delivery queue, so callbacks keep their order.
package enum LegacyCallbackDelivery: Sendable {
    /// On the main queue when the flow starts on the main thread or a main run loop serves it, else on ``serialQueue``.
    case mainThreadOrSerialQueue
    /// Always on `queue` (tests that pin the thread, and the Objective-C door, whose classes pick the thread).
    case queue(DispatchQueue)

    /// The library's one delivery queue where no main run loop runs.
    static let serialQueue = DispatchQueue(label: "LegacyMPL.callbacks")

    /// The policy of the library: ``mainThreadOrSerialQueue``.
    static var platformDefault: LegacyCallbackDelivery { .mainThreadOrSerialQueue }

    /// The queue for every callback of a flow the app starts now, on the calling thread. The one decision: the same
    /// for every flow and every early failure, made before anything can fail.
    func queueForFlow(startedOnMainThread: Bool = Self.callerIsOnMain) -> DispatchQueue {
        switch self {
        case .queue(let queue): return queue
        case .mainThreadOrSerialQueue: return startedOnMainThread || Self.mainRunLoopRuns ? .main : Self.serialQueue
        }
    }

    /// Waits until what the library's delivery queues hold now has run (for tests: every callback delivered so far).
    func drain() async {
        let queues: [DispatchQueue]
        switch self {
        case .queue(let queue): queues = [queue]
        case .mainThreadOrSerialQueue: queues = [Self.serialQueue, .main]
        }
        for queue in queues {
            await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
        }
    }

    /// Whether the caller runs on the main thread or in a job of the main queue (the main actor's). They are the
    /// same thread on Apple platforms; on Linux a program with an async `main` serves the main queue from another.
    static var callerIsOnMain: Bool {
        #if canImport(Darwin)
            return Thread.isMainThread  // the main queue only ever runs on the main thread there
        #else
            return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        #endif
    }

    #if !canImport(Darwin)
        /// Set on the main queue, so that ``callerIsOnMain`` can tell a job of it.
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()
    #endif

    /// The main run loop that ``mainRunLoopRuns`` asks about: how to queue a marker on it, and whether it runs a mode.
    package struct MainRunLoop: Sendable {
        /// Queues on the main run loop a call of ``mainRunLoopServed()``, which runs when the run loop serves requests.
        let queueMarker: @Sendable () -> Void
        /// Whether the main run loop runs a mode now.
        let runsMode: @Sendable () -> Bool

        /// Creates a main run loop from its marker and its mode test.
        package init(queueMarker: @escaping @Sendable () -> Void, runsMode: @escaping @Sendable () -> Bool) {
            self.queueMarker = queueMarker
            self.runsMode = runsMode
        }

        /// Foundation's: the main queue (which the main run loop drains) and `RunLoop.main`.
        static let foundation = MainRunLoop(
            queueMarker: { DispatchQueue.main.async { mainRunLoopServed() } }, runsMode: { RunLoop.main.currentMode != nil })
    }

    /// Whether the main thread runs a run loop that serves the library's requests: always with UIKit (the app's
    /// `UIApplicationMain`); elsewhere once the main run loop has served the library (the first check, or ``use(_:)``,
    /// queues a marker there), or while it runs a mode. A program that never runs it would never see a callback
    /// on the main thread. The library's one test of it: the Objective-C layer asks it too
    /// (`MPLEngineMainRunLoopRuns`), about its own run loop (``use(_:)``).
    package static var mainRunLoopRuns: Bool {
        #if canImport(UIKit)
            return true
        #else
            let (served, loop, arm) = mainRunLoop.withLock { state -> (Bool, MainRunLoop, Bool) in
                defer { state.armed = true }
                return (state.served, state.loop, !state.armed)
            }
            if arm { loop.queueMarker() }
            return served || loop.runsMode()
        #endif
    }

    /// Makes ``mainRunLoopRuns`` ask about `loop` (the Objective-C runtime's `NSRunLoop`, which on Linux is
    /// GNUstep's, not Foundation's) and queues its marker now.
    package static func use(_ loop: MainRunLoop) {
        mainRunLoop.withLock { $0 = (loop: loop, armed: true, served: false) }
        loop.queueMarker()
    }

    /// Records that the main run loop served the library's marker (``MainRunLoop/queueMarker``).
    package static func mainRunLoopServed() {
        mainRunLoop.withLock { $0.served = true }
    }

    private static let mainRunLoop = Locked((loop: MainRunLoop.foundation, armed: false, served: false))
}
