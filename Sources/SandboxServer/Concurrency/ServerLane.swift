import Dispatch

/// Runs its jobs on one serial Dispatch queue: a connection's lane.
///
/// A serial queue with no target is served by Dispatch's *overcommit* pool, which starts a thread whenever one of
/// its queues has work, so a lane never waits for a thread that other work holds. A concurrent queue (or Swift's
/// global executor, which on Linux is Dispatch's global queues) is served by a pool as wide as the machine's cores,
/// shared by every queue of its quality of service.
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

/// Where one connection's work runs: its own serial lane, never Swift's shared pool.
///
/// In a test process the server shares Swift's pool with every test. Tests that keep it busy on a loaded 2-core
/// machine (a soak of a thousand in-process checkouts beside 3 CPU-bound processes) delayed the server's answers
/// past URLSession's 30 s timeout, and the client, rightly, treated the request as possibly lost. A shared
/// concurrent queue was not enough: on Linux it draws threads from the same width-limited pool. So each connection
/// gets a lane, and its task, its request's task and the simulator actor's work they await run there (a task
/// executor preference, SE-0417). Not on the connections' I/O event loops: the simulator actor drains its queue on
/// the thread that runs it, and on an I/O loop that held up reads and writes (at 64 connections creating orders,
/// p99 went from 27 ms to 1.6 s).
///
/// A server alone in its process (``SandboxServer/Configuration/RequestThreads/sharedPool``) has no such neighbours,
/// and its lanes are Swift's pool.
struct ServerLane: Sendable {
    private let queue: DispatchQueue?

    /// A new lane for one connection: a serial queue of its own, or none for the shared pool.
    init(_ threads: SandboxServer.Configuration.RequestThreads) {
        queue = threads == .ownLanes ? DispatchQueue(label: "orders-sandbox.connection", qos: .userInitiated) : nil
    }

    /// A task running `work` on this lane (where task executors exist: macOS 15 and later; Linux), else an
    /// ordinary task.
    @discardableResult
    func start<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let queue {
            return Task(executorPreference: DispatchTaskExecutor(queue)) { await work() }
        }
        return Task { await work() }
    }
}
