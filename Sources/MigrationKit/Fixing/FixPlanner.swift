/// Turns a rule's ``RuleFix`` into the edits of one finding, from the lexed tokens the finding spans.
///
/// It works on code tokens only, so comments, strings and dead `#if 0` blocks are never edited, and it edits only
/// what the scanner reported (the app's own same-named declarations are no findings). When the tokens are not the
/// shape the fix expects (a Swift call with a trailing closure, a label that is not the legacy one) it offers no
/// edits: the finding stays for a person.
struct FixPlanner {
    let source: LexedSource
    let language: SourceLanguage
    /// For `(`, `[`, `{`: the index of the matching closer, else `-1` (the scanner's, or made on the first Swift call fix).
    private var matching: [Int32]?

    /// A planner for `source`; `matching`, its ``LexedSource/matchingBrackets()`` when the caller has them, else made
    /// when a fix first needs them.
    init(source: LexedSource, language: SourceLanguage, matching: [Int32]? = nil) {
        self.source = source
        self.language = language
        self.matching = matching
    }

    private var tokens: [Token] { source.tokens }

    /// The edits applying `fix` to the finding spanning tokens `first...last`; empty when there is nothing to
    /// change (already the successor's spelling) or the code is not the shape the fix handles.
    mutating func edits(_ fix: PreparedFix, first: Int, last: Int) -> [TextEdit] {
        guard first >= 0, first <= last, last < tokens.count else { return [] }
        let edits = plannedEdits(fix, first: first, last: last)
        // An edit must say exactly which bytes it replaces: code that is not valid UTF-8 there is left as a finding
        // (its text would not round-trip, and the fix would be refused later as if the file had changed).
        return edits.allSatisfy { source.bytes[$0.offset..<($0.offset + $0.length)].elementsEqual($0.original.utf8) } ? edits : []
    }

    private mutating func plannedEdits(_ fix: PreparedFix, first: Int, last: Int) -> [TextEdit] {
        switch fix {
        case .rename(let names):
            var edits: [TextEdit] = []
            for position in first...last where tokens[position].kind == .identifier {
                let text = source.text(of: tokens[position])
                if let name = names.first(where: { text.elementsEqual($0.from) }) { edits.append(replacing(position, with: name.to)) }
            }
            return edits
        case .shippedHeader:
            guard let target = (first...last).first(where: { tokens[$0].kind == .includeTarget }) else { return [] }
            let text = source.text(of: tokens[target])
            let name = LegacyHeaders.fileNameBytes(of: text)
            let shipped = LegacyHeaders.shippedNames.contains { name.elementsEqual($0) }
            let quote = UInt8(ascii: "\"")
            if shipped && text.count == name.count + 2 && text.first == quote && text.last == quote { return [] }  // already so
            return [replacing(target, with: "\"" + (shipped ? String(decoding: name, as: UTF8.self) : "PayPal.h") + "\"")]
        case .swiftName(let names):
            guard language == .swift else { return [] }
            for position in first...last where tokens[position].kind == .identifier && position > 0 && isPunctuation(position - 1, ".") {
                let text = source.text(of: tokens[position])
                guard let name = names.first(where: { text.elementsEqual($0.oldBase) }) else { continue }
                return swiftCallEdits(at: position, from: name.old, to: name.new)
            }
            return []
        case .appendParameter(let keyword, let text):
            return appendingParameter(from: first, keyword: keyword, text: text)
        }
    }

    // MARK: Swift calls

    /// A call `base(args)` at `position` renamed from `old` to `new`: the base, and each argument's label by place.
    private mutating func swiftCallEdits(at position: Int, from old: SwiftName, to new: SwiftName) -> [TextEdit] {
        guard old.labels.count == new.labels.count, isPunctuation(position + 1, "(") else { return [] }
        let open = position + 1
        let close = Int(matchingBrackets()[open])
        // A trailing closure, or anything after the call that continues it, is not the plain shape this handles.
        guard close > open, !isPunctuation(close + 1, "{") else { return [] }
        var starts: [Int] = []
        if close > open + 1 {
            starts.append(open + 1)
            var index = open + 1
            while index < close {
                let closer = Int(matchingBrackets()[index])
                if closer > index {
                    index = closer + 1
                    continue
                }
                if isPunctuation(index, ",") { starts.append(index + 1) }
                index += 1
            }
        }
        guard starts.count == old.labels.count else { return [] }
        var edits = [replacing(position, with: new.base)]
        for (place, start) in starts.enumerated() {
            let hasLabel = tokens[start].kind == .identifier && isPunctuation(start + 1, ":") && !isPunctuation(start + 2, ":")
            let written = hasLabel ? source.string(of: tokens[start]) : "_"
            guard written == old.labels[place] else { return [] }
            let wanted = new.labels[place]
            if written == wanted { continue }
            if wanted == "_" {
                edits.append(removing(from: start, upTo: start + 2))
            } else if hasLabel {
                edits.append(replacing(start, with: wanted))
            } else {
                edits.append(inserting("\(wanted): ", before: start))
            }
        }
        return edits
    }

    private mutating func matchingBrackets() -> [Int32] {
        if let matching { return matching }
        let made = source.matchingBrackets()
        matching = made
        return made
    }

    // MARK: Objective-C method implementations

    /// ` keyword:(Type)name` inserted where the method signature starting at or after `first` ends (before its
    /// `{` or `;`), unless the signature already has `keyword` or the file implements the resulting method.
    private func appendingParameter(from first: Int, keyword: String, text: String) -> [TextEdit] {
        guard language == .objectiveC else { return [] }
        var end = first
        while end < tokens.count, !isPunctuation(end, "{"), !isPunctuation(end, ";") { end += 1 }
        guard end < tokens.count, end > first else { return [] }
        let methodName = (first...end).first { tokens[$0].kind == .identifier && isPunctuation($0 + 1, ":") && isPunctuation($0 - 1, ")") }
        guard let methodName else { return [] }
        if signatureHas(keyword, from: first, to: end) { return [] }
        // Another implementation of the same first keyword that has `keyword`: the resulting method exists.
        let name = source.text(of: tokens[methodName])
        for position in tokens.indices where position != methodName && tokens[position].kind == .identifier {
            guard source.text(of: tokens[position]).elementsEqual(name), isPunctuation(position - 1, ")"), isPunctuation(position + 1, ":") else {
                continue
            }
            var stop = position
            while stop < tokens.count, !isPunctuation(stop, "{"), !isPunctuation(stop, ";") { stop += 1 }
            if signatureHas(keyword, from: position, to: min(stop, tokens.count - 1)) { return [] }
        }
        return [inserting(" " + text, after: end - 1)]
    }

    private func signatureHas(_ keyword: String, from first: Int, to last: Int) -> Bool {
        (first...last).contains { tokens[$0].kind == .identifier && source.string(of: tokens[$0]) == keyword && isPunctuation($0 + 1, ":") }
    }

    // MARK: Edits

    private func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].isPunctuation(UInt8(ascii: character))
    }

    /// The token at `position` replaced by `text`.
    private func replacing(_ position: Int, with text: String) -> TextEdit {
        let token = tokens[position]
        return edit(from: Int(token.start), to: Int(token.end), at: source.position(of: token), replacement: text)
    }

    /// Tokens `start..<end` removed, with the spaces after them (the argument `label: value` loses `label: `).
    private func removing(from start: Int, upTo end: Int) -> TextEdit {
        let token = tokens[start]
        let stop = end < tokens.count ? Int(tokens[end].start) : Int(tokens[end - 1].end)
        return edit(from: Int(token.start), to: stop, at: source.position(of: token), replacement: "")
    }

    private func inserting(_ text: String, before position: Int) -> TextEdit {
        let token = tokens[position]
        return edit(from: Int(token.start), to: Int(token.start), at: source.position(of: token), replacement: text)
    }

    private func inserting(_ text: String, after position: Int) -> TextEdit {
        let token = tokens[position]
        let start = source.position(of: token)
        let (line, column) = Self.position(after: source.text(of: token), line: Int(start.line), column: Int(start.column))
        return edit(from: Int(token.end), to: Int(token.end), at: (Int32(line), Int32(column)), replacement: text)
    }

    private func edit(from start: Int, to end: Int, at position: (line: Int32, column: Int32), replacement: String) -> TextEdit {
        let (line, column) = (Int(position.line), Int(position.column))
        let (endLine, endColumn) = Self.position(after: source.bytes[start..<end], line: line, column: column)
        return TextEdit(
            offset: start, length: end - start, line: line, column: column, endLine: endLine, endColumn: endColumn,
            replacement: replacement, original: String(decoding: source.bytes[start..<end], as: UTF8.self))
    }

    /// The line and column just after `bytes`, which start at `line` and `column`.
    private static func position(after bytes: ArraySlice<UInt8>, line: Int, column: Int) -> (line: Int, column: Int) {
        var position = (line: line, column: column)
        for byte in bytes {
            position = byte == UInt8(ascii: "\n") ? (position.line + 1, 1) : (position.line, position.column + 1)
        }
        return position
    }
}

/// A ``RuleFix`` ready for the scanner's hot path: names as bytes, Swift names parsed once per scanner.
enum PreparedFix: Sendable {
    case rename([(from: [UInt8], to: String)])
    case shippedHeader
    case swiftName([(oldBase: [UInt8], old: SwiftName, new: SwiftName)])
    case appendParameter(keyword: String, text: String)

    init(_ fix: RuleFix) {
        switch fix {
        case .rename(let names):
            self = .rename(names.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.value) })
        case .shippedHeader:
            self = .shippedHeader
        case .swiftName(let names):
            self = .swiftName(
                names.sorted { $0.key < $1.key }.compactMap { old, new in
                    guard let old = SwiftName(old), let new = SwiftName(new) else { return nil }
                    return (Array(old.base.utf8), old, new)
                })
        case .appendParameter(let keyword, let text):
            self = .appendParameter(keyword: keyword, text: text)
        }
    }
}

/// A Swift method name split into its base and argument labels: `checkout(with:)` → `checkout`, `["with"]`.
struct SwiftName: Equatable, Sendable {
    let base: String
    let labels: [String]

    init?(_ name: String) {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        base = String(name[..<open])
        labels = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }
}
