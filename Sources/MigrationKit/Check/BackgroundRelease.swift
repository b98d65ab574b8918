import Dispatch

/// Frees a large value on another thread. A scan's result holds hundreds of thousands of strings: releasing them one by
/// one is work that the caller, about to write the report and exit, need not wait for.
enum BackgroundRelease {
    /// Gives up `value`; its last reference is dropped on a background queue (unless the caller still holds another).
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds the value until ``drop()``.
    private final class Box<Held: Sendable>: @unchecked Sendable {
        private var held: Held?

        init(_ held: consuming Held) {
            self.held = held
        }

        /// Releases the value (on the calling thread).
        func drop() {
            held = nil
        }
    }
}
