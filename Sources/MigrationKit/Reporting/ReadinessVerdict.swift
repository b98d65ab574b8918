/// Whether the scanned app can run on `LegacyMPL` as it is, from how the shim supports each use.
public struct ReadinessVerdict: Sendable, Hashable {
    /// The verdict in one word.
    public enum Status: String, Sendable, Hashable, Codable {
        /// No use of the legacy library.
        case noLegacyUse = "no-legacy-use"
        /// Every use works unchanged on `LegacyMPL`.
        case ready
        /// Every use compiles and runs; some behave differently and need a review.
        case readyWithReview = "ready-with-review"
        /// Some uses need a change or have no equivalent.
        case notReady = "not-ready"
    }

    /// The verdict.
    public let status: Status
    /// The verdict as a sentence with its counts.
    public let sentence: String

    /// The verdict for findings counted per support level.
    public init(bySupport counts: [Support: Int]) {
        let unchanged = counts[.worksUnchanged] ?? 0
        let different = counts[.behaviourDifference] ?? 0
        let change = counts[.needsChange] ?? 0
        let none = counts[.noEquivalent] ?? 0
        if change + none > 0 {
            status = .notReady
            sentence =
                "not ready: \(Self.count(change, "use needs", "uses need")) a change and \(Self.count(none, "use has", "uses have")) "
                + "no equivalent on LegacyMPL; \(Self.count(different, "use behaves", "uses behave")) differently, \(unchanged) work unchanged."
        } else if different > 0 {
            status = .readyWithReview
            sentence =
                "ready with review: the app runs on LegacyMPL; \(Self.count(different, "use behaves", "uses behave")) differently "
                + "(review them), \(unchanged) work unchanged."
        } else if unchanged > 0 {
            status = .ready
            sentence = "ready: all \(Self.count(unchanged, "use works", "uses work")) unchanged on LegacyMPL."
        } else {
            status = .noLegacyUse
            sentence = "no use of the legacy Mobile Payments Library found."
        }
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }
}
