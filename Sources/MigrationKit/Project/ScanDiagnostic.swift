/// A file or directory the scan could not read completely, and why: reported, never fatal.
public struct ScanDiagnostic: Sendable, Hashable, Comparable {
    /// What kind of trouble it was.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The path does not exist.
        case missing
        /// The file or directory could not be opened or read (permissions, I/O error).
        case unreadable
        /// A file named on the command line that mpl-migrate does not read (not a source or project file).
        case unsupported
        /// A symbolic link that leads back into a directory already being walked, or that cannot be resolved.
        case symlinkLoop = "symlink-loop"
        /// A symbolic link whose target does not exist.
        case brokenSymlink = "broken-symlink"
        /// A source file above the size limit, skipped.
        case tooLarge = "too-large"
        /// A file with a source extension whose bytes are not text (NUL bytes), skipped.
        case binary
        /// A source file that is not valid UTF-8; it is scanned as bytes anyway.
        case invalidUTF8 = "invalid-utf8"
    }

    /// The path as the user would recognise it (relative to the scanned root when inside it).
    public var path: String
    /// The kind of trouble.
    public var kind: Kind
    /// What happened and what to do about it.
    public var message: String
    /// Whether the file's content was left out of the scan (false when it was scanned anyway).
    public var skipped: Bool

    /// Creates a diagnostic.
    public init(path: String, kind: Kind, message: String, skipped: Bool = true) {
        self.path = path
        self.kind = kind
        self.message = message
        self.skipped = skipped
    }

    /// Orders diagnostics by path, then kind.
    public static func < (lhs: ScanDiagnostic, rhs: ScanDiagnostic) -> Bool {
        (lhs.path, lhs.kind.rawValue, lhs.message) < (rhs.path, rhs.kind.rawValue, rhs.message)
    }
}
