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

    /// How much more CPU time `work` takes at `scale` 2 than at `scale` 1: about 2 for linear work, about 4 for
    /// quadratic. Each scale runs `runs` times, alternating, and keeps its fastest run, so a busy host, which slows
    /// both scales alike, moves the ratio little where an absolute bound would fail.
    public static func doublingRatio(runs: Int = 2, _ work: (_ scale: Int) -> Void) -> (ratio: Double, small: Duration, large: Duration) {
        var small = Duration.seconds(Int64.max)
        var large = Duration.seconds(Int64.max)
        for _ in 0..<runs {
            small = min(small, measure { work(1) })
            large = min(large, measure { work(2) })
        }
        return (large / small, small, large)
    }
}
