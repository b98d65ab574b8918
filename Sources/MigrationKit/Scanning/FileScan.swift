/// The result of scanning one file.
public struct FileScan: Sendable {
    /// The findings, sorted by line, then column, then rule; each carries the path as given to the scanner.
    public var findings: [Finding]
    /// The header generations the file's legacy code uses (empty when it shows none in particular).
    public var generations: Set<HeaderGeneration>
    /// Findings silenced by inline `mpl-migrate:disable…` comments.
    public var suppressedCount: Int
    /// The signs of particular generations, in file order (symbols every generation shares are left out).
    public var generationEvidence: [GenerationEvidence]

    /// Creates a scan result.
    public init(
        findings: [Finding], generations: Set<HeaderGeneration>, suppressedCount: Int,
        generationEvidence: [GenerationEvidence] = []
    ) {
        self.findings = findings
        self.generations = generations
        self.suppressedCount = suppressedCount
        self.generationEvidence = generationEvidence
    }
}
