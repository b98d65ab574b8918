import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time the calling thread has used. Unlike wall time it does not grow while other tests, or other
/// programs, hold the cores, so a bound on it checks how much work a piece of code does (linear, not quadratic),
/// not how busy the machine running the tests is. Only for synchronous work that stays on the calling thread.
public enum ThreadCPUTime {
    /// The calling thread's CPU time so far.
    public static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// The CPU time `work` used on the calling thread.
    public static func measure(_ work: () throws -> Void) rethrows -> Duration {
        let start = now
        try work()
        return now - start
    }
}
