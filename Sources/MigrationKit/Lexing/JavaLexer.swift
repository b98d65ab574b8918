/// Lexes Java (`.java`; Groovy build files too) from bytes: `//` and `/* */` comments, Javadoc included (kept
/// apart), string literals and text blocks (`"""…"""`) with `\` escapes, and character literals (`'"'`, `'\''`).
/// Annotations are `@` and a name.
public enum JavaLexer {
    /// Lexes `bytes`, giving identifiers their symbols from `names`.
    public static func lex(_ bytes: [UInt8], names: NameTable) -> LexedSource {
        lex(bytes, names: names, plainRuns: true)
    }

    /// Lexes `bytes`; without `plainRuns`, one byte at a time (tests compare the two).
    static func lex(_ bytes: [UInt8], names: NameTable, plainRuns: Bool) -> LexedSource {
        ByteLexer.lexed(bytes, names: names, plainRuns: plainRuns) { $0.lexJavaFamily(kotlin: false) }
    }
}

/// Lexes Kotlin (`.kt`, `.kts`) from bytes: what ``JavaLexer`` does, with nested `/* */` comments, raw strings
/// (`"""…"""`, no escapes, a longer run of quotes ending in the closing three), string templates (the code of
/// `${ … }` is lexed as tokens between the string's segments; `$name` stays text) and backquoted names.
public enum KotlinLexer {
    /// Lexes `bytes`, giving identifiers their symbols from `names`.
    public static func lex(_ bytes: [UInt8], names: NameTable) -> LexedSource {
        lex(bytes, names: names, plainRuns: true)
    }

    /// Lexes `bytes`; without `plainRuns`, one byte at a time (tests compare the two).
    static func lex(_ bytes: [UInt8], names: NameTable, plainRuns: Bool) -> LexedSource {
        ByteLexer.lexed(bytes, names: names, plainRuns: plainRuns) { $0.lexJavaFamily(kotlin: true) }
    }
}

/// A Kotlin string interrupted by a `${` template: how to resume it at the template's closing `}`.
private struct OpenTemplate {
    /// Whether the string is a raw `"""` string.
    let raw: Bool
    /// Braces opened inside the template and not yet closed.
    var braceDepth = 0
}

extension ByteLexer {
    /// The main loop of Java and Kotlin.
    mutating func lexJavaFamily(kotlin: Bool) {
        var templates: [OpenTemplate] = []
        var atLineStart = false  // no directives in Java and Kotlin
        while position < buffer.count {
            if plainRuns && templates.isEmpty {  // inside a template, `{` and `}` are counted below
                lexPlainRun(atLineStart: &atLineStart, dotStartsNumbers: true)
                guard position < buffer.count else { break }
            }
            let byte = buffer[position]
            if lexCommonCFamily(byte, nestedComments: kotlin) { continue }
            switch byte {
            case UInt8(ascii: "\""):
                let tripled = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                if !kotlin {
                    lexJavaString(textBlock: tripled)
                } else if let interrupted = lexKotlinString(raw: tripled) {
                    templates.append(interrupted)
                }
            case UInt8(ascii: "'"):
                let start = position
                skipQuoted(byte)
                emit(.character, start: start)
            case UInt8(ascii: "`") where kotlin:
                lexBackquotedName(anyBytes: true)
            case UInt8(ascii: "{") where !templates.isEmpty:
                templates[templates.count - 1].braceDepth += 1
                emitPunctuation(byte)
            case UInt8(ascii: "}") where !templates.isEmpty:
                if templates[templates.count - 1].braceDepth == 0 {
                    let template = templates.removeLast()
                    position += 1
                    if let interrupted = lexKotlinStringBody(start: position, raw: template.raw) {
                        templates.append(interrupted)
                    }
                } else {
                    templates[templates.count - 1].braceDepth -= 1
                    emitPunctuation(byte)
                }
            case UInt8(ascii: "."):
                if Self.isDigit(peek(1)) { lexNumber() } else { emitPunctuation(byte) }
            default:
                lexNameNumberOrPunctuation(byte)
            }
        }
    }

    /// A Java string (`"…"`, ending at an unescaped newline when unterminated) or text block (`"""…"""`, to the
    /// end of the file when unterminated), emitted as one token.
    private mutating func lexJavaString(textBlock: Bool) {
        let start = position
        guard textBlock else {
            skipQuoted(UInt8(ascii: "\""))
            emit(.string, start: start)
            return
        }
        position += 3
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\\") && position + 1 < buffer.count {
                position += 1
                advance()
                continue
            }
            if byte == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                position += 3
                break
            }
            advance()
        }
        emit(.string, start: start)
    }

    /// A Kotlin string whose first quote is at the cursor; returns the template state when it stopped at `${`.
    private mutating func lexKotlinString(raw: Bool) -> OpenTemplate? {
        let start = position
        position += raw ? 3 : 1
        return lexKotlinStringBody(start: start, raw: raw)
    }

    /// A Kotlin string's contents from the cursor to its closing quotes (emitted as one segment), or to a `${`
    /// (the segment is emitted and the template's state returned).
    private mutating func lexKotlinStringBody(start: Int, raw: Bool) -> OpenTemplate? {
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                emit(.string, start: start)
                position += 2
                return OpenTemplate(raw: raw)
            }
            if !raw && byte == UInt8(ascii: "\\") && position + 1 < buffer.count && buffer[position + 1] != UInt8(ascii: "\n") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if !raw {
                    position += 1
                    break
                }
                var run = 0
                while peek(run) == UInt8(ascii: "\"") { run += 1 }
                position += run
                if run >= 3 { break }
                continue
            }
            if byte == UInt8(ascii: "\n") && !raw { break }  // unterminated: the string ends at the newline
            advance()
        }
        emit(.string, start: start)
        return nil
    }
}
