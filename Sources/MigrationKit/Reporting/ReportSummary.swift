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
        var severities = [Int](repeating: 0, count: Severity.allCases.count)
        var supports = [Int](repeating: 0, count: Support.allCases.count)
        var files = 0
        let findings = result.findings
        let severityCases = Severity.allCases  // read once, not per finding
        let supportCases = Support.allCases
        var isGrouped = true
        for index in findings.indices {  // by index: no copy of each finding's strings
            severities[severityCases.firstIndex(of: findings[index].finding.severity)!] += 1
            supports[supportCases.firstIndex(of: findings[index].finding.support)!] += 1
            // Findings come grouped by file (report order); count each file once however they come.
            if index == 0 || findings[index - 1].finding.file != findings[index].finding.file {
                files += 1
                if index > 0 && findings[index - 1].finding.file > findings[index].finding.file { isGrouped = false }
            }
        }
        bySeverity = Dictionary(uniqueKeysWithValues: zip(Severity.allCases, severities))
        bySupport = Dictionary(uniqueKeysWithValues: zip(Support.allCases, supports))
        filesWithFindings = isGrouped ? files : Set(findings.map(\.finding.file)).count
        verdict = ReadinessVerdict(bySupport: bySupport)
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
            (
                "diagnostics",
                .array(
                    result.diagnostics.map { diagnostic in
                        .object([
                            ("file", .string(diagnostic.path)), ("kind", .string(diagnostic.kind.rawValue)),
                            ("skipped", .bool(diagnostic.skipped)), ("message", .string(diagnostic.message)),
                        ])
                    })
            ),
        ])
    }
}
