/// What the project scan needs from a source-file scanner: the findings of one file, its evidence of
/// particular header generations, and how many findings its inline suppressions removed.
///
/// `LegacyScanner` conforms; tests can plug in their own.
public protocol SourceFileScanning: Sendable {
    /// Scans one source file's bytes. `path` is the path relative to the scanned root, copied into the findings.
    /// The project scan passes the bytes with every lone carriage return already turned into a line feed.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan

    /// Scans one source file's bytes knowing the `PayPal.h` files of the tree that are the app's own: including one
    /// imports nothing of the library. The project scan calls it for the files that include a `PayPal.h` once it knows.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders) -> SourceFileScan
}

extension SourceFileScanning {
    /// A scanner that does not tell the app's own headers from the library's scans as without them.
    public func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders) -> SourceFileScan {
        scanSource(bytes, path: path, language: language)
    }
}

/// The result of scanning one source file.
public struct SourceFileScan: Sendable, Hashable {
    /// The file's findings, in any order.
    public var findings: [Finding]
    /// The signs of particular header generations in the file: for each, the generations that declare it.
    public var generationEvidence: [Set<HeaderGeneration>]
    /// How many findings inline `mpl-migrate:disable-…` comments suppressed.
    public var suppressedCount: Int
    /// The `#import`s of headers the scanner does not know as the library's (a vendored copy may be).
    public var otherIncludes: [IncludedHeader] = []
    /// Whether the file includes a header named `PayPal.h` (``FileScan/includesPayPalHeader``).
    public var includesPayPalHeader = false
    /// Whether the file is a `PayPal.h` of the app's own (``FileScan/isOwnPayPalHeader``); false when the scanner does
    /// not tell.
    public var isOwnPayPalHeader = false
    /// The text of each line a finding begins on, by 1-based line, when the scanner has them at hand; nil when the
    /// project scan should look them up in the file's bytes.
    public var lineTexts: [Int: String]?
    /// One more than the line feeds in the file, when the scanner's lexer counted them; nil when the project scan
    /// should count them.
    public var lexedLines: Int?

    /// Creates a file result.
    public init(findings: [Finding], generationEvidence: [Set<HeaderGeneration>], suppressedCount: Int) {
        self.findings = findings
        self.generationEvidence = generationEvidence
        self.suppressedCount = suppressedCount
    }
}
