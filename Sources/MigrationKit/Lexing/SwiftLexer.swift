/// Lexes Swift from bytes: `//` and nested `/* */` comments (kept apart), single-line, multi-line (`"""`) and
/// raw (`#"…"#`, any number of `#`) strings, and string interpolation: the code inside `\( … )` (`\#( … )` in a
/// raw string) is lexed as tokens, since it is code, between the string's segments. A backquoted name (the
/// keyword `default` written between backquotes) is a name.
public enum SwiftLexer {
    /// Lexes `bytes`, giving identifiers their symbols from `names`.
    public static func lex(_ bytes: [UInt8], names: NameTable) -> LexedSource {
        lex(bytes, names: names, plainRuns: true)
    }

    /// Lexes `bytes`; without `plainRuns`, one byte at a time (tests compare the two).
    static func lex(_ bytes: [UInt8], names: NameTable, plainRuns: Bool) -> LexedSource {
        ByteLexer.lexed(bytes, names: names, plainRuns: plainRuns) { $0.lexSwift() }
    }
}

/// A string literal interrupted by an interpolation: how to resume it at the interpolation's `)`.
private struct InterpolatedString {
    /// The raw string's number of `#`.
    let hashes: Int
    /// Whether it is a `"""` string.
    let multiline: Bool
    /// Open parentheses inside the interpolation.
    var parenthesisDepth = 0
}

extension ByteLexer {
    mutating func lexSwift() {
        var interpolations: [InterpolatedString] = []
        var atLineStart = false  // no directives in Swift
        while position < buffer.count {
            if plainRuns && interpolations.isEmpty {  // inside an interpolation, `(` and `)` are counted below
                lexPlainRun(atLineStart: &atLineStart, dotStartsNumbers: false)
                guard position < buffer.count else { break }
            }
            let byte = buffer[position]
            if lexCommonCFamily(byte, nestedComments: true) { continue }
            switch byte {
            case UInt8(ascii: "\""):
                if let interrupted = lexSwiftString(hashes: 0) { interpolations.append(interrupted) }
            case UInt8(ascii: "#") where rawStringHashes() > 0:
                if let interrupted = lexSwiftString(hashes: rawStringHashes()) { interpolations.append(interrupted) }
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenthesisDepth += 1 }
                emitPunctuation(byte)
            case UInt8(ascii: ")"):
                if let last = interpolations.last, last.parenthesisDepth == 0 {
                    interpolations.removeLast()
                    position += 1
                    if let interrupted = lexSwiftStringBody(
                        start: position, hashes: last.hashes, multiline: last.multiline)
                    {
                        interpolations.append(interrupted)
                    }
                } else {
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenthesisDepth -= 1 }
                    emitPunctuation(byte)
                }
            case UInt8(ascii: "`"):
                lexBackquotedName()
            default:
                lexNameNumberOrPunctuation(byte)
            }
        }
    }

    /// The number of `#` at the cursor when they open a raw string (`#"`), else 0.
    private func rawStringHashes() -> Int {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        return peek(count) == UInt8(ascii: "\"") ? count : 0
    }

    /// Lexes a string literal whose `#`s (if raw) or first quote is at the cursor; returns the interpolation
    /// state when it stopped at `\(`.
    private mutating func lexSwiftString(hashes: Int) -> InterpolatedString? {
        let start = position
        position += hashes
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        return lexSwiftStringBody(start: start, hashes: hashes, multiline: multiline)
    }

    /// Lexes a string's contents from the cursor to its closing delimiter (emitted as one segment), or to an
    /// interpolation's `\(` (the segment is emitted and the interpolation's state returned).
    private mutating func lexSwiftStringBody(
        start: Int, hashes: Int, multiline: Bool
    ) -> InterpolatedString? {
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\\") && hashesFollow(at: position + 1, count: hashes) {
                let afterHashes = position + 1 + hashes
                if afterHashes < buffer.count && buffer[afterHashes] == UInt8(ascii: "(") {
                    emit(.string, start: start)
                    position = afterHashes + 1
                    return InterpolatedString(hashes: hashes, multiline: multiline)
                }
                position = afterHashes
                if position < buffer.count { advance() }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                    && hashesFollow(at: position + quotes, count: hashes)
                {
                    position += quotes + hashes
                    emit(.string, start: start)
                    return nil
                }
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n") && !multiline {
                break  // unterminated single-line string: it ends at the newline
            }
            advance()
        }
        emit(.string, start: start)
        return nil
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if index + offset >= buffer.count || buffer[index + offset] != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }
}
