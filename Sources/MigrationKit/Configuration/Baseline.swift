/// Findings accepted as known (`--write-baseline FILE`), left out of later reports (`--baseline FILE`).
///
/// It keys findings by ``FindingFingerprint``, so a baselined call stays baselined when lines above it are
/// added or removed; a new call, or a changed line, is reported.
public struct Baseline: Sendable, Hashable {
    /// The fingerprints of the accepted findings.
    public var fingerprints: Set<String>
    /// The format version written to the file.
    static let version = RecordedFindings.baselineVersion

    /// A baseline of `findings`.
    public init(findings: [ReportedFinding]) {
        fingerprints = Set(findings.map(\.fingerprint))
    }

    /// Splits `findings` into those not in the baseline and the number left out.
    public func filter(_ findings: [ReportedFinding]) -> (reported: [ReportedFinding], baselined: Int) {
        let reported = findings.filter { !fingerprints.contains($0.fingerprint) }
        return (reported, findings.count - reported.count)
    }

    /// The baseline file for `findings`: JSON, one entry per finding with its rule, file and line text for
    /// readers (only `fingerprint` is used for matching), sorted for stable diffs.
    public static func fileContents(for findings: [ReportedFinding]) -> String {
        let entries = findings.sorted { ($0.finding.file, $0.fingerprint) < ($1.finding.file, $1.fingerprint) }.map { item in
            JSONText.object([
                ("fingerprint", .string(item.fingerprint)), ("rule", .string(item.finding.rule)),
                ("file", .string(item.finding.file)), ("text", .string(FindingFingerprint.normalized(item.sourceLine))),
            ])
        }
        return JSONText.object([
            ("tool", .string("mpl-migrate")), ("version", .integer(version)), ("findings", .array(entries)),
        ]).rendered(pretty: true) + "\n"
    }

    /// A baseline of the findings an earlier run recorded (a baseline file or a JSON report).
    public init(recorded: RecordedFindings) {
        fingerprints = Set(recorded.findings.map(\.fingerprint))
    }

    /// Reads a baseline file written by ``fileContents(for:)`` (or a JSON report, whose findings carry the same
    /// fingerprints).
    public static func load(from path: String) throws(ConfigurationError) -> Baseline {
        Baseline(recorded: try RecordedFindings.load(from: path, for: .baseline))
    }
}
