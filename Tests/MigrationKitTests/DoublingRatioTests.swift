import Testing
import TimingTestSupport

/// The doubling ratio that the linear-time tests rely on tells linear work from quadratic work.
@Suite("Timing: the doubling ratio")
struct DoublingRatioTests {
    /// `count` rounds of a step the optimizer cannot drop.
    private static func steps(_ count: Int) -> UInt64 {
        var state: UInt64 = 2011
        for _ in 0..<count { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        return state
    }

    @Test("linear work about doubles, quadratic work about quadruples")
    func separatesLinearFromQuadratic() {
        var sink: UInt64 = 0
        let linear = ThreadCPUTime.doublingRatio { scale in sink &+= Self.steps(12_000_000 * scale) }
        let quadratic = ThreadCPUTime.doublingRatio { scale in
            let n = 3_500 * scale
            for _ in 0..<n { sink &+= Self.steps(n) }
        }
        #expect(linear.ratio < 3, "linear: \(linear.ratio)× (\(linear.small) → \(linear.large))")
        #expect(quadratic.ratio > 3, "quadratic: \(quadratic.ratio)× (\(quadratic.small) → \(quadratic.large))")
        #expect(sink != 1)  // keeps the work
    }
}
