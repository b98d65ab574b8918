import Foundation

/// The byte-level machinery both lexers share: a cursor over the file that notes where each line starts, and the
/// scanning of names, numbers, comments and quoted literals. Works on an `UnsafeBufferPointer`, so lexing
/// makes no `String` and no per-token allocation; any byte sequence (invalid UTF-8 included) is accepted.
struct ByteLexer {
    let buffer: UnsafeBufferPointer<UInt8>
    let names: NameLookup
    /// ``ByteClasses/table``, held here so the hot loops do not touch the global.
    let byteClasses = ByteClasses.table
    /// ``PlainRunClasses/table``, held here for the same reason.
    let runClasses = PlainRunClasses.table
    /// Whether the last byte is neither a name byte nor a space (a file's final line feed): every run of name bytes or of
    /// spaces then ends before the end of the buffer, and the loops over such runs need not test for it.
    let runsEndInside: Bool
    /// Whether the languages' loops hand the plain bytes to ``lexPlainRun(atLineStart:dotStartsNumbers:)`` (always, but
    /// in the tests that compare it with lexing one byte at a time).
    let plainRuns: Bool
    var position = 0
    /// The offset after each line feed passed: where every line but the first starts. A token's line and column are
    /// found from these when asked (for findings, rarely), not kept in every token.
    var lineStarts: IndexList
    /// The code tokens, written in place: every token holds at least one byte, so `buffer.count + 1` slots
    /// always suffice, and no append has to check capacity.
    let tokenSlots: UnsafeMutablePointer<Token>
    /// The number of code tokens written.
    var tokenCount = 0
    var comments: [Token] = []
    /// Open brackets' token indexes, and the matched pairs (opener, closer).
    var openBrackets: IndexList
    var bracketPairs: IndexList
    /// Indexes of known identifiers and include targets.
    var knownTokens: IndexList
    /// The statements' separators so far (``LexedSource/statementEnds``), how many `(` and `[` are open (a separator
    /// stands outside them), and the `@` tokens.
    var statementEnds: IndexList
    var openParentheses = 0
    var atSigns: IndexList
    /// The signature of the names since the last statement's separator, and those of the statements so far
    /// (``LexedSource/statementSignatures``).
    var statementSignature: UInt64 = 0
    var statementSignatures: UnsafeList<UInt64>

    init(buffer: UnsafeBufferPointer<UInt8>, names: NameLookup, tokenSlots: UnsafeMutablePointer<Token>, plainRuns: Bool = true) {
        self.buffer = buffer
        self.names = names
        self.tokenSlots = tokenSlots
        self.plainRuns = plainRuns
        if let last = buffer.last {
            runsEndInside = ByteClasses.table[Int(last)] & ByteClasses.name == 0 && last != UInt8(ascii: " ")
        } else {
            runsEndInside = false
        }
        // Room for what typical code holds, so the arrays seldom grow (and copy) while a file is lexed.
        comments.reserveCapacity(buffer.count / 64 + 8)
        openBrackets = IndexList(capacity: 64)
        bracketPairs = IndexList(capacity: buffer.count / 12 + 8)
        knownTokens = IndexList(capacity: buffer.count / 128 + 8)
        lineStarts = IndexList(capacity: buffer.count / 32 + 8)
        statementEnds = IndexList(capacity: buffer.count / 48 + 8)
        atSigns = IndexList(capacity: 16)
        statementSignatures = UnsafeList(capacity: buffer.count / 48 + 8)
    }

    var atEnd: Bool { position >= buffer.count }

    /// Lexes `bytes` with `lex` (a language's main loop) and collects the result.
    static func lexed(_ bytes: [UInt8], names: NameTable, plainRuns: Bool = true, _ lex: (inout ByteLexer) -> Void) -> LexedSource {
        var comments: [Token] = []
        var bracketPairs: [Int32] = []
        var knownTokens: [Int32] = []
        var lineStarts: [Int32] = []
        var statementEnds: [Int32] = []
        var atSigns: [Int32] = []
        var statementSignatures: [UInt64] = []
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count + 1) { slots, count in
            bytes.withUnsafeBufferPointer { buffer in
                names.withLookup { lookup in
                    var lexer = ByteLexer(buffer: buffer, names: lookup, tokenSlots: slots.baseAddress!, plainRuns: plainRuns)
                    lex(&lexer)
                    count = lexer.tokenCount
                    comments = lexer.comments
                    bracketPairs = lexer.bracketPairs.array
                    knownTokens = lexer.knownTokens.array
                    lineStarts = lexer.lineStarts.array
                    statementEnds = lexer.statementEnds.array
                    atSigns = lexer.atSigns.array
                    statementSignatures = lexer.statementSignatures.array
                    lexer.openBrackets.release()
                    lexer.bracketPairs.release()
                    lexer.knownTokens.release()
                    lexer.lineStarts.release()
                    lexer.statementEnds.release()
                    lexer.atSigns.release()
                    lexer.statementSignatures.release()
                }
            }
        }
        var lexed = LexedSource(bytes: bytes, tokens: tokens, comments: comments)
        lexed.bracketPairs = bracketPairs
        lexed.knownTokens = knownTokens
        lexed.lineStarts = lineStarts
        lexed.statementEnds = statementEnds
        lexed.atSigns = atSigns
        lexed.statementSignatures = statementSignatures
        return lexed
    }

    /// The byte `offset` ahead of the cursor, or 0 past the end.
    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < buffer.count ? buffer[index] : 0
    }

    /// Moves past one byte, noting where the next line starts after a line feed.
    @inline(__always)
    mutating func advance() {
        if buffer[position] == UInt8(ascii: "\n") { lineStarts.append(Int32(position + 1)) }
        position += 1
    }

    /// Appends a token from `start` to the cursor.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, symbol: Int32 = -1, start: Int) {
        // Positions fit: a file of 2 GiB or more is never lexed (`LegacyScanner`).
        let token = Token(kind: kind, symbol: symbol, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position))
        if kind == .comment {
            comments.append(token)
        } else {
            (tokenSlots + tokenCount).initialize(to: token)
            tokenCount += 1
        }
    }

    /// Whether `byte` may start a name: a letter, `_`, `$`, or any byte of a multi-byte (or invalid) sequence.
    @inline(__always)
    func isIdentifierStart(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.nameStart != 0
    }

    /// Whether `byte` may continue a name (a name start or a digit).
    @inline(__always)
    func isIdentifierByte(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.name != 0
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Lexes what starts with `byte` when it is nothing language-specific: a number, a name or punctuation.
    @inline(__always)
    mutating func lexNameNumberOrPunctuation(_ byte: UInt8) {
        if Self.isDigit(byte) {
            lexNumber()
        } else if isIdentifierStart(byte) {
            lexIdentifier()
        } else {
            emitPunctuation(byte)
        }
    }

    /// Lexes a name at the cursor and emits it with its symbol.
    mutating func lexIdentifier() {
        let start = position
        var end = position + 1  // the first byte is a name start
        let classes = byteClasses
        if runsEndInside, let base = buffer.baseAddress {
            while classes[Int(base[end])] & ByteClasses.name != 0 { end += 1 }
        } else {
            while end < buffer.count && classes[Int(buffer[end])] & ByteClasses.name != 0 { end += 1 }
        }
        position = end
        let symbol = names.symbol(buffer, start, end)
        if symbol >= 0 { knownTokens.append(Int32(tokenCount)) }
        noteName(start, end)
        emit(.identifier, symbol: symbol, start: start)
    }

    /// Notes the identifier `buffer[start..<end]` in the current statement's signature (an empty name is none).
    @inline(__always)
    mutating func noteName(_ start: Int, _ end: Int) {
        guard end > start else { return }
        statementSignature |= NameFilter.signatureBit(length: end &- start, last: buffer[end &- 1])
    }

    /// Notes token `index`, a `;`, `{` or `}`, as a statement's separator when no `(` or `[` is open, with `signature`,
    /// that of the statement it ends.
    @inline(__always)
    mutating func noteStatementEnd(at index: Int, signature: UInt64) -> Bool {
        guard openParentheses == 0 else { return false }
        statementEnds.append(Int32(truncatingIfNeeded: index))
        statementSignatures.append(signature)
        return true
    }

    /// Lexes a number at the cursor (digits, letters, `.`, and an exponent's sign).
    mutating func lexNumber() {
        let start = position
        position = numberEnd(from: start)
        emit(.number, start: start)
    }

    /// Where the number that starts at `start` (a digit or `.`) ends: after its digits, letters, `.` and an exponent's sign.
    func numberEnd(from start: Int) -> Int {
        var position = start
        while position < buffer.count {
            let byte = buffer[position]
            if isIdentifierByte(byte) || byte == UInt8(ascii: ".") {
                position += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                position > start, buffer[position - 1] | 0x20 == UInt8(ascii: "e") || buffer[position - 1] | 0x20 == UInt8(ascii: "p")
            {
                position += 1
            } else {
                break
            }
        }
        return position
    }

    /// Skips a `//` comment (to the end of the line; with `continuation`, a `\` before the newline continues it)
    /// and records it.
    mutating func lexLineComment(continuation: Bool) {
        let start = position
        let count = buffer.count
        while position < count {
            var end = count  // memchr: comments are long runs of bytes that need no look
            if let newline = memchr(buffer.baseAddress! + position, 0x0A, count - position) {
                end = UnsafeRawPointer(newline) - UnsafeRawPointer(buffer.baseAddress!)
            }
            position = end
            guard end < count, continuation, end > start, buffer[end - 1] == UInt8(ascii: "\\") else { break }
            advance()  // a `\` before the newline continues the comment
        }
        emit(.comment, start: start)
    }

    /// Skips a `/* */` comment (nesting counted when `nested`, as Swift does) and records it. An unterminated
    /// comment runs to the end of the file.
    mutating func lexBlockComment(nested: Bool) {
        let start = position
        position += 2
        var depth = 1
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 || !nested { break }
            } else if nested && byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                advance()
            }
        }
        emit(.comment, start: start)
    }

    /// Skips a C-style quoted literal whose opening `quote` is at the cursor, honouring `\` escapes; stops at
    /// an unescaped newline (an unterminated literal ends there), returning whether it was terminated.
    @discardableResult
    mutating func skipQuoted(_ quote: UInt8) -> Bool {
        position += 1
        while position < buffer.count {
            let byte = buffer[position]
            if byte == quote {
                position += 1
                return true
            }
            if byte == UInt8(ascii: "\n") { return false }
            if byte == UInt8(ascii: "\\") && position + 1 < buffer.count {
                position += 1
                advance()
                continue
            }
            position += 1
        }
        return false
    }

    /// Skips a run of spaces at the cursor; returns whether there was one (after names, the most common bytes).
    @inline(__always)
    mutating func skipSpaceRun() -> Bool {
        guard buffer[position] == UInt8(ascii: " ") else { return false }
        var end = position + 1
        if runsEndInside, let base = buffer.baseAddress {
            while base[end] == UInt8(ascii: " ") { end += 1 }
        } else {
            while end < buffer.count && buffer[end] == UInt8(ascii: " ") { end += 1 }
        }
        position = end
        return true
    }

    /// Lexes what Swift, Java and Kotlin lex alike at the cursor: a name, white space, a `//` comment or a
    /// `/* */` comment (nested when `nestedComments`). Returns whether it did; the language's loop handles the rest.
    @inline(__always)
    mutating func lexCommonCFamily(_ byte: UInt8, nestedComments: Bool) -> Bool {
        if isIdentifierStart(byte) {  // the common cases first
            lexIdentifier()
            return true
        }
        if skipSpaceRun() { return true }  // indentation: a run of spaces at once
        switch byte {
        case UInt8(ascii: "\n"):
            advance()
        case UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            position += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            lexLineComment(continuation: false)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lexBlockComment(nested: nestedComments)
        default:
            return false
        }
        return true
    }

    /// Skips spaces and tabs (not newlines).
    mutating func skipHorizontalSpace() {
        while position < buffer.count, buffer[position] == UInt8(ascii: " ") || buffer[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }
}

/// A 256-entry table of byte classes, built once and never freed, so the lexers' per-byte tests are one load.
enum ByteClasses {
    /// The class bit of bytes that may start a name.
    static let nameStart: UInt8 = 1
    /// The class bit of bytes that may continue a name.
    static let name: UInt8 = 2

    /// The classes of every byte value.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let value = UInt8(byte)
            let start =
                (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || value == 0x5F
                || value == 0x24 || value >= 0x80
            let digit = value >= 0x30 && value <= 0x39
            table[byte] = (start ? nameStart | name : 0) | (digit ? name : 0)
        }
        return UnsafePointer(table)
    }()
}
