import Foundation
import PackagePlugin

/// The paths both plugins give `mpl-migrate check` to scan part of a package.
///
/// mpl-migrate reports paths, applies `.mpl-migrate.json` globs and keys baseline entries relative to the scanned
/// root: the deepest common directory of the paths it is given. Scanning a target's directory alone would make that
/// directory the root, and a configuration or baseline written for the whole package would no longer match. So when
/// a scan covers less than the package, the package's manifest (a Swift file without legacy code, at the package
/// root) is scanned too: the root stays the package's directory, as for `swift package mpl-migrate check`.
///
/// This file is shared by the two plugins through symbolic links (a plugin cannot depend on a library target).
enum PackageScan {
    /// The configuration mpl-migrate reads at the scanned root.
    static let configurationFileName = ".mpl-migrate.json"
    /// The baseline the build-tool plugin applies, written with
    /// `swift package mpl-migrate check --write-baseline mpl-migrate-baseline.json`.
    static let baselineFileName = "mpl-migrate-baseline.json"

    /// The paths that scan `directories` of `package` with findings relative to the package's directory.
    static func paths(scanning directories: [URL], of package: Package) -> [String] {
        let root = filePath(package.directoryURL)
        let scanned = directories.map(filePath)
        guard scanned != [root] else { return [root] }
        return scanned + [filePath(package.directoryURL.appending(path: "Package.swift"))]
    }

    /// `name` in `directory`, when that file exists.
    static func existingFile(named name: String, in directory: URL) -> URL? {
        let file = directory.appending(path: name)
        return FileManager.default.fileExists(atPath: filePath(file)) ? file : nil
    }

    /// The file system path of `url`, without a trailing slash.
    static func filePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
