import Foundation
import SandboxServer
import Testing

/// The cause of CI's failures on a busy machine: an embedded server whose work waited for Swift's shared pool, which
/// the tests beside it kept busy, answered after its clients' 30 s timeout. Its accepting and answering run on lanes of
/// its own, so it answers while every thread of that pool is taken.
@Suite("orders-sandbox embedded in a busy process")
struct BusyPoolTests {
    @Test("the server accepts and answers while CPU-bound tasks hold every thread of Swift's shared pool")
    func answersWhileSharedPoolIsBusy() async throws {
        try await withServer(.init(requestThreads: .ownLanes)) { _, url, _ in
            let spinners = Spinners()
            // More spinners than the pool has threads, at each priority a server task could inherit.
            let width = ProcessInfo.processInfo.activeProcessorCount
            for priority in [TaskPriority.high, .medium, .low] {
                for _ in 0..<(width + 1) { Task.detached(priority: priority) { spinners.spin() } }
            }
            // All on a thread of the exchange's own: the test's task cannot resume while the pool is taken.
            let session = try await rawSession(
                port: url.requiredPort, "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: {sandbox}\r\nConnection: close\r\n\r\n", timeout: 60,
                before: { spinners.waitUntilRunning(atLeast: width) }, afterwards: { spinners.stop() })
            #expect(spinners.sawPoolTaken)
            #expect(session.closedByServer, "no answer within 60 s while the shared pool was busy")
            #expect(session.text.hasPrefix("HTTP/1.1 "))
        }
    }
}

/// CPU-bound tasks that hold pool threads until stopped.
private final class Spinners: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private var stopped = false
    /// Whether `waitUntilRunning` saw the count it waited for (else it gave up after its ceiling).
    private(set) var sawPoolTaken = false

    /// Holds the calling thread, busy, until ``stop()``.
    func spin() {
        lock.withLock { running += 1 }
        while !lock.withLock({ stopped }) {}
    }

    /// Blocks until `count` spinners run (ceiling: 60 s, which only a broken test reaches).
    func waitUntilRunning(atLeast count: Int) {
        for _ in 0..<6_000 {
            if lock.withLock({ running >= count }) {
                lock.withLock { sawPoolTaken = true }
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Lets every spinner return.
    func stop() { lock.withLock { stopped = true } }
}
