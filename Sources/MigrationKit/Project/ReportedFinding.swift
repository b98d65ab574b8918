/// A finding as reported: the finding, the source line it begins on, and its baseline fingerprint.
public struct ReportedFinding: Sendable, Hashable {
    /// The finding.
    public var finding: Finding
    /// The text of the line the finding begins on (for excerpts).
    public var sourceLine: String
    /// A stable identity that survives lines moving (see ``FindingFingerprint``).
    public var fingerprint: String

    /// Creates a reported finding.
    public init(finding: Finding, sourceLine: String, fingerprint: String) {
        self.finding = finding
        self.sourceLine = sourceLine
        self.fingerprint = fingerprint
    }

    /// What is left where a finding was moved out of an array that still counts it: empty texts, nothing to release.
    static let movedOut = ReportedFinding(
        finding: Finding(
            rule: "", severity: .info, file: "", line: 0, column: 0, endLine: 0, message: "", symbol: "", support: .worksUnchanged,
            replacement: ""),
        sourceLine: "", fingerprint: "")

    /// The report order: file, line, column, rule.
    static func reportOrder(_ lhs: borrowing Finding, _ rhs: borrowing Finding) -> Bool {
        // Field by field, strings last: no tuple of copies per comparison (the check of every finding's order runs it).
        if lhs.line != rhs.line || lhs.column != rhs.column || lhs.file != rhs.file {
            return lhs.file != rhs.file ? lhs.file < rhs.file : lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
        }
        return lhs.rule != rhs.rule ? lhs.rule < rhs.rule : lhs.endLine < rhs.endLine
    }
}

extension UnsafeBufferPointer where Element == ReportedFinding {
    /// The finding at `index`, where it lies, for the reporters' writers: a finding handed on by value, even to a
    /// `borrowing` parameter, was copied whole (every string in it retained and released).
    func item(at index: Int) -> UnsafePointer<ReportedFinding> {
        baseAddress! + index
    }
}
