import Dispatch

/// Runs the sandbox's request work on threads of its own instead of Swift's shared cooperative pool.
///
/// In a test process the server shares that pool with every test; a suite that keeps it busy (a soak of a thousand
/// in-process checkouts on a loaded 2-core machine) delayed the server's answers past URLSession's 30 s timeout,
/// and the client, rightly, sent a retry-safe request again. With a task executor preference (SE-0417) a
/// connection's task, and the simulator actor's work it awaits, run on ``ServerTasks/workers``. Not on the
/// connections' I/O event loops: the simulator actor drains its queue on the thread that runs it, and on an I/O
/// loop that held up reads and writes (at 64 connections creating orders, p99 went from 27 ms to 1.6 s); and not on
/// a NIO event loop of its own, whose cross-thread wake-ups cost a quarter of the throughput.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class DispatchTaskExecutor: TaskExecutor {
    private let queue: DispatchQueue

    /// An executor that runs its jobs on `queue`.
    init(_ queue: DispatchQueue) { self.queue = queue }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

/// Starting the server's tasks where they are not starved.
enum ServerTasks {
    /// Where request work runs: a concurrent Dispatch queue, whose threads are not the cooperative pool's (Dispatch
    /// adds threads when its own are blocked or busy), shared by every server of the process.
    static let workers = DispatchQueue(label: "orders-sandbox.requests", qos: .userInitiated, attributes: .concurrent)

    /// A task running `work` with a preference for ``workers`` (where task executors exist: macOS 15 and later;
    /// Linux), else an ordinary task.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    private static let executor = DispatchTaskExecutor(workers)

    @discardableResult
    static func start<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return Task(executorPreference: executor) { await work() }
        }
        return Task { await work() }
    }
}
