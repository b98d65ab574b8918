/// A finding as an earlier run recorded it: an entry of a baseline file (`--write-baseline`) or a finding of a JSON
/// report. Only ``fingerprint`` is matched; the rest describes the finding when it is gone.
public struct RecordedFinding: Sendable, Hashable {
    /// The finding's ``FindingFingerprint``.
    public var fingerprint: String
    /// The rule's id (empty when the file did not give one).
    public var rule: String
    /// The path relative to the scanned root (empty when the file did not give one).
    public var file: String
    /// The line, from a JSON report (a baseline records none).
    public var line: Int?
    /// The source line with its whitespace normalized, from a baseline (a JSON report records none).
    public var sourceText: String?
    /// The finding's message, from a JSON report.
    public var message: String?

    /// Creates a recorded finding.
    public init(fingerprint: String, rule: String, file: String, line: Int? = nil, sourceText: String? = nil, message: String? = nil) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.file = file
        self.line = line
        self.sourceText = sourceText
        self.message = message
    }

    /// The order lists of recorded findings are shown in: file, line, rule, fingerprint.
    static func displayOrder(_ lhs: RecordedFinding, _ rhs: RecordedFinding) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.rule, lhs.fingerprint) < (rhs.file, rhs.line ?? 0, rhs.rule, rhs.fingerprint)
    }
}
