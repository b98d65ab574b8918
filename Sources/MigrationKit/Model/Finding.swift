/// One use of a legacy API element in a source or project file.
public struct Finding: Sendable, Hashable, Codable {
    /// The rule's id.
    public var rule: String
    /// The rule's severity, after the configuration's overrides.
    public var severity: Severity
    /// The path relative to the scanned root.
    public var file: String
    /// The 1-based line where the use begins.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes of the line) where the use begins.
    public var column: Int
    /// The 1-based line where the use ends (a selector split over lines ends on a later line).
    public var endLine: Int
    /// What was found and what to do, in one sentence or two.
    public var message: String
    /// The legacy symbol as written in the catalog (`-[PayPal checkoutWithPayment:]`, `ENV_NONE`).
    public var symbol: String
    /// How `LegacyMPL` supports it.
    public var support: Support
    /// The modern replacement.
    public var replacement: String
    /// The edits that replace this use mechanically (``RuleFix``), when its rule has a fix that applies here.
    public var fix: FindingFix?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, file: String, line: Int, column: Int, endLine: Int,
        message: String, symbol: String, support: Support, replacement: String, fix: FindingFix? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.message = message
        self.symbol = symbol
        self.support = support
        self.replacement = replacement
        self.fix = fix
    }
}
