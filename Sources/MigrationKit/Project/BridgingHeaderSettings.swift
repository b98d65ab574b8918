/// The Swift bridging headers a project names in its build settings: `SWIFT_OBJC_BRIDGING_HEADER` in a
/// `project.pbxproj` or an `.xcconfig`, with `$(SRCROOT)`/`$(PROJECT_DIR)` resolved, so a bridging header counts
/// whatever its file is called.
enum BridgingHeaderSettings {
    private static let key = Array("SWIFT_OBJC_BRIDGING_HEADER".utf8)
    private static let projectVariables = ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"]

    /// Every value the file assigns to the setting (conditional ones, `…[sdk=iphoneos*] = …`, too), unquoted.
    static func values(in bytes: [UInt8]) -> [String] {
        var values: [String] = []
        for offset in bytes.offsets(of: "SWIFT_OBJC_BRIDGING_HEADER") {
            var index = offset + key.count
            if index < bytes.count, bytes[index].isCIdentifierByte { continue }  // a longer name
            if offset > 0, bytes[offset - 1].isCIdentifierByte { continue }
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "[") {  // a condition
                while index < bytes.count, bytes[index] != UInt8(ascii: "]"), bytes[index] != 0x0A { index += 1 }
                index += 1
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            var end = index
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != UInt8(ascii: ";") {
                if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") { break }
                end += 1
            }
            var value = String(decoding: bytes[index..<end], as: UTF8.self).trimmingSpaces
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if !value.isEmpty { values.append(value) }
        }
        return values
    }

    /// The directory `$(SRCROOT)` stands for in the project file at `relativePath`: the folder holding the
    /// `.xcodeproj` (or the file's own folder when it is not inside one).
    static func projectDirectory(ofProjectFile relativePath: String) -> String {
        let folder = parent(of: relativePath)
        return folder.hasSuffix(".xcodeproj") ? parent(of: folder) : folder
    }

    /// `value` resolved against `projectDirectory` (relative to the scanned root) and normalized; `nil` when it
    /// names a variable other than the project directory's, or lies outside the scanned root.
    static func resolve(_ value: String, projectDirectory: String) -> String? {
        var rest = value
        if let variable = projectVariables.first(where: { rest.hasPrefix($0) }) {
            rest = String(rest.dropFirst(variable.count))
        } else if rest.hasPrefix("/") {
            return nil  // an absolute path: not one the scan reports relative to its root
        }
        guard !rest.contains("$") else { return nil }
        var components: [Substring] = []
        for component in (projectDirectory + "/" + rest).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// The folder of a relative path (`""` at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let characters = drop { $0 == " " || $0 == "\t" }
        return String(characters.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
