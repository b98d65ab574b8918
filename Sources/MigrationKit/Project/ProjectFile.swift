/// A file the walk found and the scan will read.
struct ProjectFile: Sendable, Hashable {
    /// The path relative to the scanned root, with `/` separators.
    let relativePath: String
    /// The path to open.
    let absolutePath: String
    /// How the scan treats it.
    let kind: ProjectFileKind
    /// Its size in bytes when the walk looked (a path given or a link followed), else 0: a file listed by its
    /// directory is not `stat`ed, its size is read when it is opened. Larger files are dealt to the workers first.
    let knownSize: Int
}
