/// The totals of a scan, shared by every report format.
public struct ReportSummary: Sendable, Hashable {
    /// Findings per severity (every severity present, possibly 0).
    public let bySeverity: [Severity: Int]
    /// Findings per support level (every level present, possibly 0).
    public let bySupport: [Support: Int]
    /// The number of distinct files with findings.
    public let filesWithFindings: Int
    /// The migration readiness verdict.
    public let verdict: ReadinessVerdict

    /// The totals of `result`.
    public init(_ result: ProjectScanResult) {
        var severities = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) })
        var supports = Dictionary(uniqueKeysWithValues: Support.allCases.map { ($0, 0) })
        for item in result.findings {
            severities[item.finding.severity, default: 0] += 1
            supports[item.finding.support, default: 0] += 1
        }
        bySeverity = severities
        bySupport = supports
        filesWithFindings = Set(result.findings.map(\.finding.file)).count
        verdict = ReadinessVerdict(bySupport: supports)
    }

    /// The summary as JSON, keys in a fixed order.
    func json(for result: ProjectScanResult) -> JSONText {
        .object([
            ("findings", .integer(result.findings.count)),
            ("bySeverity", .object(Severity.allCases.reversed().map { ($0.rawValue, .integer(bySeverity[$0] ?? 0)) })),
            ("bySupport", .object(Support.allCases.map { ($0.rawValue, .integer(bySupport[$0] ?? 0)) })),
            ("generations", .array(result.generations.sorted().map { .string($0.rawValue) })),
            ("filesScanned", .integer(result.filesScanned)),
            ("filesWithFindings", .integer(filesWithFindings)),
            ("linesScanned", .integer(result.linesScanned)),
            ("suppressed", .integer(result.suppressedCount)),
            ("baselined", .integer(result.baselinedCount)),
            ("disabled", .integer(result.disabledCount)),
            ("verdict", .string(verdict.status.rawValue)),
            ("verdictText", .string(verdict.sentence)),
            ("diagnostics", .array(result.diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.path)), ("kind", .string(diagnostic.kind.rawValue)),
                    ("skipped", .bool(diagnostic.skipped)), ("message", .string(diagnostic.message)),
                ])
            })),
        ])
    }
}
