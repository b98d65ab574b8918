import Foundation

/// Values a script saw (URLs opened, calls made), readable after the flow.
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    /// Creates an empty recorder.
    public init() {}

    /// Notes `value`.
    public func record(_ value: Value) { lock.withLock { values.append(value) } }

    /// Everything noted, in order.
    public var all: [Value] { lock.withLock { values } }
}
