import NIOCore

/// Runs the sandbox's request work on its own event loops instead of Swift's shared cooperative pool.
///
/// In a test process the server shares that pool with every test; a suite that keeps it busy (a soak of a thousand
/// in-process checkouts on a loaded 2-core machine) delayed the server's answers past URLSession's 30 s timeout,
/// and the client, rightly, sent a retry-safe request again. With a task executor preference (SE-0417) the
/// connection's task, and the simulator actor's work it awaits, run on the connection's event loop.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class EventLoopTaskExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    /// An executor that runs its jobs on `eventLoop`.
    init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

/// Starting the server's tasks where they are not starved.
enum ServerTasks {
    /// A task running `work` with a preference for `eventLoop` (where task executors exist: macOS 15 and later;
    /// Linux), else an ordinary task.
    @discardableResult
    static func start<Result: Sendable>(on eventLoop: any EventLoop, _ work: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return Task(executorPreference: EventLoopTaskExecutor(eventLoop)) { await work() }
        }
        return Task { await work() }
    }
}
