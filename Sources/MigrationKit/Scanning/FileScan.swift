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
    /// The file's `#import`/`#include`s of headers that are not known legacy headers: the project scan reports
    /// those that name a vendored copy of them (a header recognised as the library's by what it declares).
    public var otherIncludes: [IncludedHeader] = []
    /// Whether the file `#import`s or `#include`s a header named `PayPal.h` (the library's, Mobile Express Checkout's, or
    /// the app's own): the project scan scans it again once it knows which the tree's are (``OwnHeaders``).
    public var includesPayPalHeader = false
    /// Whether the file is named `PayPal.h` and its code names nothing of the library beyond the class name `PayPal`:
    /// the app's own header (a cocos2d-x app's C++ `class PayPal`), not the library's.
    public var isOwnPayPalHeader = false
    /// The text of each line a finding begins on, by 1-based line (invalid UTF-8 shows as U+FFFD).
    public var lineTexts: [Int: String] = [:]
    /// One more than the line feeds the lexer passed (the line it ended on); nil when the file was not lexed.
    public var lexedLines: Int?

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

/// An `#import`/`#include` of a header: its file name and where the directive is.
public struct IncludedHeader: Sendable, Hashable {
    /// The header's file name (`MPLValueClasses.h` of `<Vendor/MPLValueClasses.h>`).
    public var fileName: String
    /// The 1-based line of the directive.
    public var line: Int
    /// The 1-based column of its `#`.
    public var column: Int

    /// Creates an include.
    public init(fileName: String, line: Int, column: Int) {
        self.fileName = fileName
        self.line = line
        self.column = column
    }
}
