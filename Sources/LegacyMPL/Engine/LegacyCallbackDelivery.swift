import Foundation

/// Where the engine calls `PayPalPaymentDelegate` when a flow ends.
///
/// Policy: on Apple platforms the main queue (UIKit delegates expect the main thread); elsewhere
/// (Linux, where tests run without a run loop) directly on the engine's task, so a test can await the
/// callbacks without pumping a run loop.
enum LegacyCallbackDelivery: Sendable {
    /// On the engine's task, as soon as the outcome is known.
    case direct
    /// Asynchronously on `queue`.
    case queue(DispatchQueue)

    /// The main queue on Apple platforms, direct elsewhere.
    static var platformDefault: LegacyCallbackDelivery {
        #if canImport(Darwin)
        .queue(.main)
        #else
        .direct
        #endif
    }

    /// Runs `body` per the policy.
    func deliver(_ body: @escaping @Sendable () -> Void) {
        switch self {
        case .direct: body()
        case .queue(let queue): queue.async(execute: body)
        }
    }
}
