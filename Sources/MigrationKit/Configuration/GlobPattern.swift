/// A path glob of the configuration's `include`/`exclude` lists, matched against paths relative to the scanned root.
///
/// `*` matches within one path component, `?` one character of it, `**` any number of whole components
/// (`Vendor/**`, `**/Generated/*.m`). A pattern ending in `/` matches everything below that directory.
///
/// Hostile patterns cannot stall or crash the checker (the configuration is read from the scanned tree): matching
/// is iterative and in time proportional to pattern × path at most (the classic one-backtrack-point wildcard
/// algorithm, at both levels), and ``check(_:)`` refuses patterns longer than ``maximumLength``.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let components: [[UInt8]]

    /// The longest pattern accepted, in bytes.
    public static let maximumLength = 1024

    /// Compiles `pattern` (``check(_:)`` says whether a configuration may use it).
    public init(_ pattern: String) {
        description = pattern
        var text = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if text.hasSuffix("/") { text += "**" }
        var components: [[UInt8]] = []
        for component in text.split(separator: "/", omittingEmptySubsequences: true) {
            // Consecutive `**` components mean the same as one.
            if component == "**", components.last == Self.globstar { continue }
            components.append(Array(component.utf8))
        }
        self.components = components
    }

    /// Why `pattern` cannot be used, or `nil`.
    public static func check(_ pattern: String) -> String? {
        if pattern.utf8.count > maximumLength {
            return "the pattern is \(pattern.utf8.count) bytes long; patterns are at most \(maximumLength) bytes."
        }
        if pattern.isEmpty { return "the pattern is empty; write a path such as \"Vendor/\" or \"**/*.m\"." }
        return nil
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        return Self.wildcardMatch(
            patternCount: components.count, textCount: parts.count,
            isStar: { components[$0] == Self.globstar },
            matchesOne: { Self.matchComponent(components[$0], parts[$1]) })
    }

    private static let globstar = Array("**".utf8)

    /// `*` and `?` within one component.
    private static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        wildcardMatch(
            patternCount: pattern.count, textCount: text.count,
            isStar: { pattern[$0] == UInt8(ascii: "*") },
            matchesOne: { pattern[$0] == UInt8(ascii: "?") || pattern[$0] == text[$1] })
    }

    /// Wildcard matching without recursion: a star matches any run of items; on a mismatch only the last star is
    /// widened by one item, which is enough for stars that match anything and bounds the work by
    /// `patternCount × textCount`.
    private static func wildcardMatch(
        patternCount: Int, textCount: Int, isStar: (Int) -> Bool, matchesOne: (Int, Int) -> Bool
    ) -> Bool {
        var p = 0
        var t = 0
        var star = -1
        var starText = 0
        while t < textCount {
            if p < patternCount, isStar(p) {
                star = p
                starText = t
                p += 1
            } else if p < patternCount, matchesOne(p, t) {
                p += 1
                t += 1
            } else if star >= 0 {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < patternCount, isStar(p) { p += 1 }
        return p == patternCount
    }
}
