import Foundation

/// A child process's exit, told by its termination handler rather than by `Process.waitUntilExit()`.
///
/// On Linux, `waitUntilExit()` called on a thread other than the one that ran the process finds no run-loop
/// source there and polls a flag, unsynchronized, in a busy loop: measured, it burns 1.0 s of CPU waiting for a
/// child that sleeps 1 s. On a busy two-core host (the whole suite beside other jobs) that starves the very
/// processes being waited for. The termination handler runs on a thread Foundation starts after it has stored
/// the status, so reading it there is ordered, and a semaphore lets any number of waiters sleep until then.
///
/// Create it before `Process.run()`, so that not even an instant exit is missed.
final class ProcessExit: @unchecked Sendable {
    /// How a child ended.
    enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// It called `exit` with this status.
        case exited(Int32)
        /// A signal it did not handle ended it.
        case signaled(Int32)

        /// The exit status, or the signal number as `Process.terminationStatus` gives it.
        var status: Int32 {
            switch self {
            case .exited(let status), .signaled(let status): status
            }
        }

        /// "exit status N" or "signal N".
        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signaled(let signal): "signal \(signal)"
            }
        }
    }

    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)
    private var outcome: Outcome?

    /// Watches `process`, which must not have been started yet (this sets its termination handler).
    init(of process: Process) {
        precondition(!process.isRunning, "ProcessExit must watch a process before it runs")
        process.terminationHandler = { [self] process in
            let reason = process.terminationReason
            let status = process.terminationStatus
            lock.withLock { outcome = reason == .exit ? .exited(status) : .signaled(status) }
            ended.signal()
        }
    }

    /// Blocks until the process has ended, or `timeout` has passed (`nil`).
    func wait(timeout: TimeInterval) -> Outcome? {
        guard ended.wait(timeout: .now() + timeout) == .success else { return nil }
        ended.signal()  // the next waiter passes at once
        return lock.withLock { outcome }
    }
}
