import OrdersCore
import Testing

@Suite("TimeSpan: waits in whole milliseconds, never negative, never overflowing")
struct TimeSpanTests {
    @Test func literalsAndArithmetic() {
        #expect(TimeSpan.seconds(4) == .milliseconds(4_000))
        #expect(TimeSpan.milliseconds(250) * 2 + .milliseconds(1) == .milliseconds(501))
        #expect(TimeSpan.zero.milliseconds == 0)
        #expect(TimeSpan.milliseconds(250) < .seconds(1))
        #expect(TimeSpan.milliseconds(250).description == "250 ms")
    }

    @Test func negativesAreZeroAndHugeValuesSaturate() {
        #expect(TimeSpan.milliseconds(-5) == .zero)
        #expect(TimeSpan.seconds(-1) == .zero)
        #expect(TimeSpan.milliseconds(10) * -3 == .zero)
        #expect(TimeSpan.seconds(.max).milliseconds == .max)
        #expect((TimeSpan.milliseconds(.max) + .milliseconds(1)).milliseconds == .max)
        #expect((TimeSpan.milliseconds(1 << 40) * (1 << 40)).milliseconds == .max)
    }

    @Test("a budget whose doubling pauses would overflow saturates instead of trapping")
    func hugeBudget() {
        #expect(ReconciliationBudget(rounds: 4, initialPause: .milliseconds(.max / 4)).longestPause.milliseconds == .max)
    }

    @Test func asDuration() {
        #expect(TimeSpan.milliseconds(1_500).duration == .milliseconds(1_500))
    }

    @Test("sleeping waits about that long, and no time at all returns at once")
    func sleeps() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await TimeSpan.milliseconds(20).sleep()
        #expect(clock.now - start >= .milliseconds(20))
        try await TimeSpan.zero.sleep()
    }
}
