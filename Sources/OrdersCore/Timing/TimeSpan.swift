import Foundation

/// A length of time in whole milliseconds, never negative: the delays of ``RetryPolicy`` and the pauses of
/// ``ReconciliationBudget``.
///
/// Swift's `Duration` says the same but needs iOS 16, and the package supports iOS 15 (Documentation/requirements.md, "Platforms"), so
/// the public API spells its waits with this type. The literals read alike: `.milliseconds(250)`, `.seconds(4)`,
/// `.zero`. Arithmetic saturates instead of overflowing, so a doubling backoff can never trap.
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The length in milliseconds (0 or more).
    public let milliseconds: Int

    private init(clamping milliseconds: Int) { self.milliseconds = max(0, milliseconds) }

    /// `value` milliseconds (a negative value is taken as zero).
    public static func milliseconds(_ value: Int) -> TimeSpan { TimeSpan(clamping: value) }

    /// `value` seconds (a negative value is taken as zero; a huge one saturates).
    public static func seconds(_ value: Int) -> TimeSpan { .milliseconds(value) * 1_000 }

    /// No time at all.
    public static let zero = TimeSpan(clamping: 0)

    /// The two lengths added up (saturating).
    public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
        return TimeSpan(clamping: overflow ? .max : sum)
    }

    /// The length `factor` times over (saturating; a negative factor gives zero).
    public static func * (span: TimeSpan, factor: Int) -> TimeSpan {
        let (product, overflow) = span.milliseconds.multipliedReportingOverflow(by: max(0, factor))
        return TimeSpan(clamping: overflow ? .max : product)
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// The length as the number of milliseconds and the unit, for example `250 ms`.
    public var description: String { "\(milliseconds) ms" }

    /// The same length as a `Duration`, where the platform has it.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var duration: Duration { .milliseconds(milliseconds) }

    /// Suspends the current task for this long; throws `CancellationError` when the task is cancelled meanwhile.
    /// `Task.sleep(nanoseconds:)`, which every supported OS has, with the length capped where nanoseconds overflow.
    package func sleep() async throws {
        guard milliseconds > 0 else { return }
        let nanoseconds = UInt64(min(milliseconds, Int(UInt64.max / 1_000_000))) * 1_000_000
        try await Task.sleep(nanoseconds: nanoseconds)
    }
}
