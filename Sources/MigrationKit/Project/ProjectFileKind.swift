/// How the project scan treats a file, decided from its name.
enum ProjectFileKind: Sendable, Hashable {
    /// Source code in a language the scanner reads.
    case source(SourceLanguage)
    /// An Xcode project file (`project.pbxproj`).
    case xcodeProject
    /// A CocoaPods `Podfile`.
    case podfile

    /// The kind of the file named `fileName`, or nil when the scan ignores it.
    init?(fileName: String) {
        if fileName == "project.pbxproj" {
            self = .xcodeProject
            return
        }
        if fileName == "Podfile" {
            self = .podfile
            return
        }
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...] {
        case "h", "m", "mm": self = .source(.objectiveC)
        case "swift": self = .source(.swift)
        default: return nil
        }
    }
}
