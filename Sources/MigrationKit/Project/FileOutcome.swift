/// What scanning one file produced, before the project-wide merge.
struct FileOutcome: Sendable {
    /// The file's source findings (inline suppressions already applied).
    var findings: [Finding] = []
    /// The text of every line a finding or mention begins on, by 1-based line.
    var lineTexts: [Int: String] = [:]
    /// The file's signs of particular header generations (each: the generations that declare the sign).
    var generationEvidence: [Set<HeaderGeneration>] = []
    /// Findings removed by inline suppressions.
    var suppressedCount = 0
    /// Lines read (0 when the file was skipped).
    var lineCount = 0
    /// Bytes read.
    var byteCount = 0
    /// Whether the file was read as text (not skipped).
    var read = false
    /// Whether the file passed the literal prefilter and was lexed.
    var lexed = false
    /// What could not be read.
    var diagnostics: [ScanDiagnostic] = []
    /// Project-file traces found in it (static libraries, pods, a vendored header).
    var mentions: [ArtifactMention] = []
    /// The values of `SWIFT_OBJC_BRIDGING_HEADER` in a `project.pbxproj` or `.xcconfig`.
    var bridgingHeaderSettings: [String] = []
    /// The bytes of a bridging header, for its report (dropped once it is made).
    var bridgingHeaderBytes: [UInt8]?
    /// The file names of the headers included by an Objective-C or C file the prefilter kept from the lexer.
    var includesNotLexed: Set<String> = []
    /// Whether the file includes a `PayPal.h`: the merge scans it again when the tree's are the app's own.
    var includesPayPalHeader = false
    /// For a file named `PayPal.h`: whether it is the app's own header (``OwnHeaders``); false when it could not be
    /// read, nil for every other file.
    var ownPayPalHeader: Bool?
    /// Whether the file was read as a bridging header.
    var isBridgingHeader = false
    /// Includes of headers not known as the library's, with the text of their lines: the merge reports those of
    /// vendored copies.
    var otherIncludes: [(header: IncludedHeader, lineText: String)] = []
    /// The file's report, made on the worker right after the scan (``findings`` and ``lineTexts`` are then empty:
    /// the report holds them).
    var report = FileReporter.FileReport()
}
