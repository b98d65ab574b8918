/// Lexes Objective-C and Objective-C++ (`.h`, `.m`, `.mm`) from bytes: `//` and `/* */` comments (kept apart),
/// `@"…"` and C strings and character literals with escapes, preprocessor lines (`#import`/`#include` targets
/// kept as tokens; `#pragma`, `#error`, `#warning` text and `#if` conditions are not code; `#define` bodies are),
/// and dead conditional groups: `#if 0 … #else/#elif … #endif` and the `#else` of `#if 1`, nesting aware.
public enum ObjectiveCLexer {
    /// Lexes `bytes`, giving identifiers their symbols from `names`.
    public static func lex(_ bytes: [UInt8], names: NameTable) -> LexedSource {
        lex(bytes, names: names, plainRuns: true)
    }

    /// Lexes `bytes`; without `plainRuns`, one byte at a time (tests compare the two).
    static func lex(_ bytes: [UInt8], names: NameTable, plainRuns: Bool) -> LexedSource {
        ByteLexer.lexed(bytes, names: names, plainRuns: plainRuns) { $0.lexObjectiveC() }
    }
}

/// How a dead conditional group ended.
private enum DeadGroupEnd {
    /// At an `#else` or `#elif` of the same level: what follows is live.
    case alternative
    /// At the `#endif` of the same level.
    case endif
}

extension ByteLexer {
    mutating func lexObjectiveC() {
        var atLineStart = true
        // One entry per open live `#if`: whether its `#else`/`#elif` branches are dead (`#if 1`).
        var conditionals: [Bool] = []
        while position < buffer.count {
            if plainRuns {  // names, spaces and punctuation at once, up to a byte for the code below
                lexPlainRun(atLineStart: &atLineStart, dotStartsNumbers: true)
                guard position < buffer.count else { break }
            }
            let byte = buffer[position]
            if isIdentifierStart(byte) {
                lexIdentifier()
                atLineStart = false
                continue
            }
            if skipSpaceRun() { continue }  // indentation: a run of spaces at once
            switch byte {
            case UInt8(ascii: "\n"):
                advance()
                atLineStart = true
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
                continue
            case UInt8(ascii: "\\") where peek(1) == UInt8(ascii: "\n") || (peek(1) == UInt8(ascii: "\r") && peek(2) == UInt8(ascii: "\n")):
                position += 1  // a line splice is white space
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lexLineComment(continuation: true)
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                lexBlockComment(nested: false)
                continue
            case UInt8(ascii: "#") where atLineStart:
                lexDirective(&conditionals)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = position
                skipQuoted(byte)
                emit(byte == UInt8(ascii: "'") ? .character : .string, start: start)
            case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
                let start = position
                position += 1
                skipQuoted(UInt8(ascii: "\""))
                emit(.string, start: start)
            case UInt8(ascii: "."):
                if Self.isDigit(peek(1)) { lexNumber() } else { emitPunctuation(byte) }
            default:
                lexNameNumberOrPunctuation(byte)
            }
            atLineStart = false
        }
    }

    /// Emits a one-byte punctuation token, pairing brackets as they close and noting statements' separators.
    @inline(__always)
    mutating func emitPunctuation(_ byte: UInt8) {
        let start = position
        position += 1
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            openBrackets.append(Int32(tokenCount))
            openParentheses &+= 1
        case UInt8(ascii: "{"):
            noteStatementEnd()
            openBrackets.append(Int32(tokenCount))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if let opener = openBrackets.popLast() {
                bracketPairs.append(opener)
                bracketPairs.append(Int32(tokenCount))
                if tokenSlots[Int(opener)].symbol != Int32(UInt8(ascii: "{")) { openParentheses &-= 1 }
            }
            if byte == UInt8(ascii: "}") { noteStatementEnd() }
        case UInt8(ascii: ";"):
            noteStatementEnd()
        case UInt8(ascii: "@"):
            atSigns.append(Int32(tokenCount))
        default:
            break
        }
        emit(.punctuation, symbol: Int32(byte), start: start)
    }

    /// Notes the separator about to be token `tokenCount` as a statement's end when no `(` or `[` is open. Out of line:
    /// the punctuation every lexer inlines stays small.
    @inline(never)
    mutating func noteStatementEnd() {
        if noteStatementEnd(at: tokenCount, signature: statementSignature) { statementSignature = 0 }
    }

    /// Handles a directive; the cursor is at `#` at the start of a line.
    private mutating func lexDirective(_ conditionals: inout [Bool]) {
        let start = position
        position += 1
        skipHorizontalSpace()
        let name = readWord()
        emit(
            .directive, symbol: names.symbol(buffer, name.lowerBound, name.upperBound),
            start: start)
        let lower = name.lowerBound
        let upper = name.upperBound
        if bytes(lower, upper, equal: "import") || bytes(lower, upper, equal: "include")
            || bytes(lower, upper, equal: "include_next")
        {
            lexIncludeTarget()
        } else if bytes(lower, upper, equal: "if") {
            skipHorizontalSpace()
            let condition = readWord()
            let isZero = bytes(condition.lowerBound, condition.upperBound, equal: "0")
            let isOne = bytes(condition.lowerBound, condition.upperBound, equal: "1")
            skipRestOfLine()
            if isZero {
                if skipDeadGroup(stopAtAlternative: true) == .alternative { conditionals.append(false) }
            } else {
                conditionals.append(isOne)
            }
        } else if bytes(lower, upper, equal: "ifdef") || bytes(lower, upper, equal: "ifndef") {
            skipRestOfLine()
            conditionals.append(false)
        } else if bytes(lower, upper, equal: "else") || bytes(lower, upper, equal: "elif") {
            skipRestOfLine()
            if conditionals.last == true {
                conditionals.removeLast()
                skipDeadGroup(stopAtAlternative: false)
            }
        } else if bytes(lower, upper, equal: "endif") {
            skipRestOfLine()
            if !conditionals.isEmpty { conditionals.removeLast() }
        } else if bytes(lower, upper, equal: "pragma") || bytes(lower, upper, equal: "error")
            || bytes(lower, upper, equal: "warning") || bytes(lower, upper, equal: "line")
        {
            skipRestOfLine()
        }
        // `#define` and others: the rest of the line is lexed as code (a macro body can use the library).
    }

    /// Emits the `"…"` or `<…>` target of an include directive.
    private mutating func lexIncludeTarget() {
        skipHorizontalSpace()
        let opening = peek()
        guard opening == UInt8(ascii: "\"") || opening == UInt8(ascii: "<") else { return }
        let closing = opening == UInt8(ascii: "<") ? UInt8(ascii: ">") : opening
        let start = position
        position += 1
        while position < buffer.count && buffer[position] != closing && buffer[position] != UInt8(ascii: "\n") {
            position += 1
        }
        if position < buffer.count && buffer[position] == closing { position += 1 }
        knownTokens.append(Int32(tokenCount))
        emit(.includeTarget, start: start)
    }

    /// Skips a dead conditional group from the line after its `#if`/`#else`, through nested conditionals,
    /// to the `#endif` (consumed) or, with `stopAtAlternative`, an `#else`/`#elif` of the same level.
    @discardableResult
    private mutating func skipDeadGroup(stopAtAlternative: Bool) -> DeadGroupEnd {
        var depth = 0
        if position < buffer.count { advance() }  // the newline ending the directive line
        while position < buffer.count {
            skipHorizontalSpace()
            if peek() == UInt8(ascii: "#") {
                position += 1
                skipHorizontalSpace()
                let name = readWord()
                let lower = name.lowerBound
                let upper = name.upperBound
                if bytes(lower, upper, equal: "if") || bytes(lower, upper, equal: "ifdef") || bytes(lower, upper, equal: "ifndef") {
                    depth += 1
                } else if bytes(lower, upper, equal: "endif") {
                    if depth == 0 {
                        skipRestOfLine()
                        return .endif
                    }
                    depth -= 1
                } else if depth == 0 && stopAtAlternative && (bytes(lower, upper, equal: "else") || bytes(lower, upper, equal: "elif")) {
                    skipRestOfLine()
                    return .alternative
                }
            }
            skipDeadLine()
            if position < buffer.count { advance() }
        }
        return .endif
    }

    /// Moves to the end of a dead line: comments (a block comment may hide a directive across lines) and
    /// quoted literals are skipped whole.
    private mutating func skipDeadLine() {
        while position < buffer.count {
            let byte = buffer[position]
            switch byte {
            case UInt8(ascii: "\n"):
                return
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockCommentSilently()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while position < buffer.count && buffer[position] != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted(byte)
            default:
                position += 1
            }
        }
    }
}
