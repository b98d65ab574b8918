import Foundation

/// Where and when `PayPalPaymentDelegate` callbacks run.
///
/// As the 2011 library delivered them: always asynchronously, never inside the call that started a flow (also
/// for validation failures and "not initialized"), on the main thread where a main run loop runs (iOS, and any
/// program that runs one), else on one serial delivery queue, so callbacks keep their order.
enum LegacyCallbackDelivery: Sendable {
    /// On the main queue when a main run loop serves it, else on ``serialQueue``.
    case mainThreadOrSerialQueue
    /// Always on `queue` (tests that pin the thread).
    case queue(DispatchQueue)

    /// The library's one delivery queue where no main run loop runs.
    static let serialQueue = DispatchQueue(label: "LegacyMPL.callbacks")

    /// The policy of the library: ``mainThreadOrSerialQueue``.
    static var platformDefault: LegacyCallbackDelivery { .mainThreadOrSerialQueue }

    /// The queue callbacks go to now.
    var currentQueue: DispatchQueue {
        switch self {
        case .queue(let queue): return queue
        case .mainThreadOrSerialQueue: return Self.mainRunLoopRuns ? .main : Self.serialQueue
        }
    }

    /// Runs `body` later on ``currentQueue``; never before this call returns.
    func deliver(_ body: @escaping @Sendable () -> Void) {
        currentQueue.async(execute: body)
    }

    /// Whether the main thread runs a run loop that drains the main queue: always with UIKit (the app's
    /// `UIApplicationMain`); elsewhere once the main queue has served the library (the first check queues a marker
    /// there), or while `RunLoop.main` runs. A program that never runs it would never see a callback on the main queue.
    static var mainRunLoopRuns: Bool {
        #if canImport(UIKit)
            return true
        #else
            let served = mainQueueServed.withLock { state -> Bool in
                if !state.armed {
                    state.armed = true
                    DispatchQueue.main.async { mainQueueServed.withLock { $0.served = true } }
                }
                return state.served
            }
            return served || RunLoop.main.currentMode != nil
        #endif
    }

    private static let mainQueueServed = Locked((armed: false, served: false))
}
