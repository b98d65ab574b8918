import Dispatch

/// Frees a large value on another thread. A scan's result holds hundreds of thousands of strings: releasing them one by
/// one is work that the caller, about to write the report and exit, need not wait for.
enum BackgroundRelease {
    /// Gives up `value`; its last reference is dropped on a background queue (unless the caller still holds another).
    static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
