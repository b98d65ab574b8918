/// Everything a project scan found, ready for reporting.
public struct ProjectScanResult: Sendable {
    /// The directory the findings' paths are relative to.
    public var root: String
    /// The findings after the configuration (disabled rules, severity overrides), sorted by file, line, column, rule.
    public var findings: [ReportedFinding]
    /// The header generations the codebase uses: the sources' evidence plus the project files'.
    public var generations: Set<HeaderGeneration>
    /// Files and directories that could not be read completely, sorted by path.
    public var diagnostics: [ScanDiagnostic]
    /// Files read.
    public var filesScanned: Int
    /// Source files that passed the literal prefilter and were lexed.
    public var filesLexed: Int
    /// Lines read.
    public var linesScanned: Int
    /// Bytes read.
    public var bytesScanned: Int
    /// Findings removed by inline suppressions.
    public var suppressedCount: Int
    /// Findings removed by `disabledRules`.
    public var disabledCount: Int
    /// Findings left out because the baseline lists them (set by ``applying(_:)``).
    public var baselinedCount: Int = 0

    /// The result without the findings `baseline` lists.
    public func applying(_ baseline: Baseline) -> ProjectScanResult {
        var result = self
        let (reported, baselined) = baseline.filter(findings)
        result.findings = reported
        result.baselinedCount = baselined
        return result
    }
}
