/// The edits that apply one finding's fix (``RuleFix``) to its file.
public struct FindingFix: Sendable, Hashable, Codable {
    /// What the fix does, in one line.
    public var description: String
    /// The edits, in file order, none overlapping.
    public var edits: [TextEdit]

    /// Creates a fix.
    public init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

/// Replaces a range of a file's bytes with new text.
public struct TextEdit: Sendable, Hashable, Codable {
    /// The byte offset where the replaced range starts.
    public var offset: Int
    /// How many bytes are replaced (0: an insertion).
    public var length: Int
    /// The 1-based line of ``offset``.
    public var line: Int
    /// The 1-based column of ``offset``, in UTF-8 bytes of its line.
    public var column: Int
    /// The 1-based line where the replaced range ends.
    public var endLine: Int
    /// The 1-based column just after the replaced range, in UTF-8 bytes of ``endLine``.
    public var endColumn: Int
    /// The text that replaces the range.
    public var replacement: String
    /// The text that was there (what the fix expects to find: a file changed since the scan is not edited).
    public var original: String

    /// Creates an edit.
    public init(offset: Int, length: Int, line: Int, column: Int, endLine: Int, endColumn: Int, replacement: String, original: String) {
        self.offset = offset
        self.length = length
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.replacement = replacement
        self.original = original
    }
}
