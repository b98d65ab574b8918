import Foundation

/// Finds out, while calling it, whether a delegate implements an optional callback.
///
/// The default implementations in the ``PayPalPaymentDelegate`` extension call
/// ``reachedDefault(_:)``; the dispatcher calls a callback inside ``call(_:_:)`` and learns whether the
/// delegate's own method ran or the default did. Task-local, so concurrent flows on other threads or
/// tasks never see each other's probes; synchronous, like the delegate calls.
package final class LegacyDelegateProbe: @unchecked Sendable {
    /// The callbacks that have defaults (each spelling apart).
    package enum Callback: Sendable, Hashable {
        case success, successSwift3
        case failureH1, failureH1Swift3, failureH2, failureH2Swift3
        case adjustSimple, adjustSimpleSwift3, adjustAdvanced, adjustAdvancedSwift3
        case adjustSimpleDeprecated, adjustSimpleDeprecatedSwift3, adjustAdvancedDeprecated, adjustAdvancedDeprecatedSwift3
    }

    @TaskLocal private static var current: LegacyDelegateProbe?

    private let lock = NSLock()
    private var reached: Set<Callback> = []

    /// Called by a default implementation: records that `callback` is not implemented by the delegate.
    package static func reachedDefault(_ callback: Callback) {
        guard let probe = current else { return }
        probe.lock.lock()
        probe.reached.insert(callback)
        probe.lock.unlock()
    }

    /// Runs `body` (which calls `callback` on a delegate) and tells whether the delegate implemented it.
    static func call<Result>(_ callback: Callback, _ body: () -> Result) -> (result: Result, implemented: Bool) {
        let probe = LegacyDelegateProbe()
        let result = $current.withValue(probe) { body() }
        probe.lock.lock()
        defer { probe.lock.unlock() }
        return (result, !probe.reached.contains(callback))
    }
}
