import Testing

/// Runs the suites that drive LegacyMPL's process-wide singleton (`PayPal.getPayPalInst()`) one at a time.
///
/// Swift Testing runs suites of every test target in parallel in one process; two suites that set the
/// singleton's delegate or start checkouts at the same time would receive each other's callbacks.
/// Mark each such suite with `.legacySingleton` (and `.serialized` for its own tests).
public struct LegacySingletonScope: SuiteTrait, TestScoping {
    /// Holds the gate for the whole suite, not per test.
    public var isRecursive: Bool { false }

    /// Runs the suite while holding the gate.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Self.gate.acquire()
        do {
            try await function()
        } catch {
            await Self.gate.release()
            throw error
        }
        await Self.gate.release()
    }

    private static let gate = AsyncGate()
}

extension Trait where Self == LegacySingletonScope {
    /// The suite uses LegacyMPL's singleton: no other such suite runs meanwhile.
    public static var legacySingleton: Self { LegacySingletonScope() }
}

/// A first-come, first-served lock that suspends instead of blocking a thread.
actor AsyncGate {
    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
        if waiters.isEmpty {
            isHeld = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
