import Foundation

/// A lock-protected weak reference to the 3DS delegate, so ``CardClient`` stays `Sendable`.
final class WeakDelegate: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: (any ThreeDSecureChallengePresentationDelegate)?

    /// The delegate, while something else keeps it alive.
    var value: (any ThreeDSecureChallengePresentationDelegate)? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
