/// What the project scan needs from a source-file scanner: the findings of one file, the header
/// generations it shows evidence of, and how many findings its inline suppressions removed.
///
/// `LegacyScanner` conforms; tests can plug in their own.
public protocol SourceFileScanning: Sendable {
    /// Scans one source file's bytes. `path` is the path relative to the scanned root, copied into the findings.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan
}

/// The result of scanning one source file.
public struct SourceFileScan: Sendable, Hashable {
    /// The file's findings, in any order.
    public var findings: [Finding]
    /// The header generations the file shows evidence of.
    public var generations: Set<HeaderGeneration>
    /// How many findings inline `mpl-migrate:disable-…` comments suppressed.
    public var suppressedCount: Int

    /// Creates a file result.
    public init(findings: [Finding], generations: Set<HeaderGeneration>, suppressedCount: Int) {
        self.findings = findings
        self.generations = generations
        self.suppressedCount = suppressedCount
    }
}
