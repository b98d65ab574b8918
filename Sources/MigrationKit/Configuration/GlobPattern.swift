/// A path glob of the configuration's `include`/`exclude` lists, matched against paths relative to the scanned root.
///
/// `*` matches within one path component, `?` one character of it, `**` any number of whole components
/// (`Vendor/**`, `**/Generated/*.m`). A pattern ending in `/` matches everything below that directory.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let components: [Substring]

    /// Compiles `pattern`.
    public init(_ pattern: String) {
        description = pattern
        var text = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if text.hasSuffix("/") { text += "**" }
        components = text.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(head.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            var remaining = text
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
