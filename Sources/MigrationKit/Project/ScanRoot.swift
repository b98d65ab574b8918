import Foundation

/// The directory a scan's paths are reported relative to, from the paths given on the command line:
/// a single directory is its own root; a single file's root is its directory; several paths share their
/// deepest common directory.
public enum ScanRoot {
    /// The root and the paths made absolute and standardized (`..` and `.` removed, symbolic links kept).
    public static func resolve(_ paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> (root: String, paths: [String])
    {
        let absolute = paths.map { path -> String in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
            let standardized = url.standardizedFileURL.path
            return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
        }
        let directories = absolute.map { path -> [Substring] in
            var isDirectory: ObjCBool = false
            let components = path.split(separator: "/")
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return components
            }
            return Array(components.dropLast())
        }
        guard var common = directories.first else { return (workingDirectory, absolute) }
        for components in directories.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return ("/" + common.joined(separator: "/"), absolute)
    }
}
