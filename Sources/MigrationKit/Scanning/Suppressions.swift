import Foundation

/// Inline suppressions read from real comment tokens (text in a string never counts):
/// `// mpl-migrate:disable-next-line RULE[, RULE…]` silences findings that begin on the next line, and
/// `// mpl-migrate:disable-line RULE` findings whose lines include the comment's line. `all` silences every rule.
/// Anything after ` - ` or ` -- ` is a free-text reason.
struct Suppressions {
    private var byLine: [Int32: [String]] = [:]
    private var byNextLine: [Int32: [String]] = [:]

    /// The suppressions in `source`'s comments.
    init(_ source: LexedSource) {
        let marker = Array("mpl-migrate:".utf8)
        let found: [(comment: Token, directive: Int)] = source.bytes.withUnsafeBufferPointer { bytes in
            source.comments.compactMap { comment in
                Self.find(marker, in: bytes, from: Int(comment.start), to: Int(comment.end)).map { (comment, $0) }
            }
        }
        for (comment, start) in found {
            let directive = String(decoding: source.bytes[(start + marker.count)..<Int(comment.end)], as: UTF8.self)
            var words = directive.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "*" || $0 == "/" })
                .map(String.init)
            guard let command = words.first else { continue }
            words.removeFirst()
            if let reason = words.firstIndex(where: { $0 == "-" || $0 == "--" }) { words.removeSubrange(reason...) }
            switch command {
            case "disable-line": byLine[source.line(of: comment), default: []] += words
            case "disable-next-line": byNextLine[source.endLine(of: comment) + 1, default: []] += words
            default: break
            }
        }
    }

    /// Whether there are none.
    var isEmpty: Bool { byLine.isEmpty && byNextLine.isEmpty }

    /// Whether a finding of `rule` from `line` to `endLine` is silenced (asked before the finding is made).
    func silences(rule: String, line: Int, endLine: Int) -> Bool {
        if let rules = byNextLine[Int32(line)], Self.matches(rules, rule) { return true }
        for line in line...max(line, endLine) {
            if let rules = byLine[Int32(line)], Self.matches(rules, rule) { return true }
        }
        return false
    }

    private static func matches(_ rules: [String], _ rule: String) -> Bool {
        rules.contains { $0 == rule || $0 == "all" }
    }

    /// The offset of `marker` (which ends in its only `:`) in `bytes[start..<end]`, if any: `memchr` finds each `:`, rare in
    /// comments, and the bytes before it are compared.
    private static func find(_ marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let base = bytes.baseAddress, end - start >= marker.count else { return nil }
        var position = start + marker.count - 1
        while position < end, let found = memchr(base + position, Int32(UInt8(ascii: ":")), end - position) {
            let colon = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            let candidate = colon + 1 - marker.count
            if memcmp(base + candidate, marker, marker.count) == 0 { return candidate }
            position = colon + 1
        }
        return nil
    }
}
