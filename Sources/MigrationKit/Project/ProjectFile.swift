/// A file the walk found and the scan will read.
struct ProjectFile: Sendable, Hashable {
    /// The path relative to the scanned root, with `/` separators.
    let relativePath: String
    /// The path to open.
    let absolutePath: String
    /// How the scan treats it.
    let kind: ProjectFileKind
    /// Its size in bytes when walked.
    let size: Int
}
