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
        for comment in source.comments {
            let text = source.text(of: comment)
            guard let found = Self.find(marker, in: text) else { continue }
            let directive = String(decoding: text[found...].dropFirst(marker.count), as: UTF8.self)
            var words = directive.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "*" || $0 == "/" })
                .map(String.init)
            guard let command = words.first else { continue }
            words.removeFirst()
            if let reason = words.firstIndex(where: { $0 == "-" || $0 == "--" }) { words.removeSubrange(reason...) }
            switch command {
            case "disable-line": byLine[comment.line, default: []] += words
            case "disable-next-line": byNextLine[comment.endLine + 1, default: []] += words
            default: break
            }
        }
    }

    /// Whether there are none.
    var isEmpty: Bool { byLine.isEmpty && byNextLine.isEmpty }

    /// Whether `finding` is silenced.
    func silences(_ finding: Finding) -> Bool {
        if let rules = byNextLine[Int32(finding.line)], Self.matches(rules, finding.rule) { return true }
        for line in finding.line...max(finding.line, finding.endLine) {
            if let rules = byLine[Int32(line)], Self.matches(rules, finding.rule) { return true }
        }
        return false
    }

    private static func matches(_ rules: [String], _ rule: String) -> Bool {
        rules.contains { $0 == rule || $0 == "all" }
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var start = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while start <= last {
            if haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start += 1
        }
        return nil
    }
}
