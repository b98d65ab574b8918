/// The lexers' shared fast loop: names, spaces, line feeds and punctuation, most of a source file's code and the same
/// in every language lexed here, are lexed in one loop that keeps the cursor and the token count in locals (on the
/// benchmark's objc-heavy tree it hands back to a language's loop once in about 13 of its steps). Each language's own
/// loop handles the rest (comments, literals, directives, a number that starts with `.`) one byte at a time, and calls
/// this loop again after each.
extension ByteLexer {
    /// Lexes the plain bytes at the cursor (``PlainRunClasses``) up to the first byte the language's own loop must see,
    /// exactly as that loop would: the tokens, line starts, bracket pairs, statements' separators and known names it
    /// notes are the same. `atLineStart` is set after a line feed and cleared by a token (Objective-C's directives);
    /// with `dotStartsNumbers`, a `.` before a digit stops the run (`.5` is a number in C and Java, not in Swift).
    @inline(never)
    mutating func lexPlainRun(atLineStart: inout Bool, dotStartsNumbers: Bool) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        let classes = byteClasses
        let runClasses = self.runClasses
        let slots = tokenSlots
        let names = self.names
        let bounded = !runsEndInside
        var position = self.position
        var tokenIndex = tokenCount
        var lineStart = atLineStart
        var signature = statementSignature
        defer {
            self.position = position
            tokenCount = tokenIndex
            atLineStart = lineStart
            statementSignature = signature
        }
        /// Writes the one-byte punctuation token at the cursor and moves past it.
        func punctuation(_ byte: UInt8) {
            (slots + tokenIndex).initialize(
                to: Token(
                    kind: .punctuation, symbol: Int32(byte), start: Int32(truncatingIfNeeded: position),
                    end: Int32(truncatingIfNeeded: position &+ 1)))
            tokenIndex &+= 1
            position &+= 1
            lineStart = false
        }
        while position < count {
            let byte = base[position]
            switch runClasses[Int(byte)] {
            case PlainRunClasses.name:
                // Offsets stay below `count` (under 2 GiB): the arithmetic needs no overflow checks.
                var end = position &+ 1
                if bounded {
                    while end < count && classes[Int(base[end])] & ByteClasses.name != 0 { end &+= 1 }
                } else {
                    while classes[Int(base[end])] & ByteClasses.name != 0 { end &+= 1 }
                }
                let symbol =
                    names.mayKnow(length: end &- position, first: byte, last: base[end &- 1])
                    ? names.symbol(passingFilter: buffer, position, end) : -1
                if symbol >= 0 { knownTokens.append(Int32(tokenIndex)) }
                signature |= NameFilter.signatureBit(length: end &- position, last: base[end &- 1])
                (slots + tokenIndex).initialize(
                    to: Token(
                        kind: .identifier, symbol: symbol, start: Int32(truncatingIfNeeded: position),
                        end: Int32(truncatingIfNeeded: end)))
                tokenIndex &+= 1
                position = end
                lineStart = false
            case PlainRunClasses.space:
                var end = position &+ 1
                if bounded {
                    while end < count && base[end] == UInt8(ascii: " ") { end &+= 1 }
                } else {
                    while base[end] == UInt8(ascii: " ") { end &+= 1 }
                }
                position = end
            case PlainRunClasses.lineFeed:
                position &+= 1
                lineStarts.append(Int32(truncatingIfNeeded: position))
                lineStart = true
            case PlainRunClasses.otherSpace:
                position &+= 1
            case PlainRunClasses.punctuation:
                punctuation(byte)
            case PlainRunClasses.digit:
                let start = position
                position = numberEnd(from: start)
                (slots + tokenIndex).initialize(
                    to: Token(kind: .number, symbol: -1, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position)))
                tokenIndex &+= 1
                lineStart = false
            case PlainRunClasses.dot:
                if dotStartsNumbers && position + 1 < count && Self.isDigit(base[position + 1]) { return }
                punctuation(byte)
            case PlainRunClasses.opener:
                openBrackets.append(Int32(tokenIndex))
                openParentheses &+= 1
                punctuation(byte)
            case PlainRunClasses.brace:
                if noteStatementEnd(at: tokenIndex, signature: signature) { signature = 0 }
                openBrackets.append(Int32(tokenIndex))
                punctuation(byte)
            case PlainRunClasses.closer:
                if let opener = openBrackets.popLast() {
                    bracketPairs.append(opener)
                    bracketPairs.append(Int32(tokenIndex))
                    if slots[Int(opener)].symbol != Int32(UInt8(ascii: "{")) { openParentheses &-= 1 }
                }
                if byte == UInt8(ascii: "}") && noteStatementEnd(at: tokenIndex, signature: signature) { signature = 0 }
                punctuation(byte)
            case PlainRunClasses.semicolon:
                if noteStatementEnd(at: tokenIndex, signature: signature) { signature = 0 }
                punctuation(byte)
            default:
                return  // a byte for the language's own loop
            }
        }
    }
}

/// What ``ByteLexer/lexPlainRun(atLineStart:dotStartsNumbers:)`` does with each byte value, in a 256-entry table built
/// once and never freed. A byte that may begin something a language lexes its own way (a comment, a literal, a
/// directive, an escaped name or a line splice) stops the run: `/ # " ' @ \` and `` ` ``.
enum PlainRunClasses {
    /// A byte the language's own loop handles.
    static let stop: UInt8 = 0
    /// A byte that starts a name (``ByteClasses/nameStart``).
    static let name: UInt8 = 1
    /// A space: a run of them is skipped at once.
    static let space: UInt8 = 2
    /// A line feed: a line starts after it.
    static let lineFeed: UInt8 = 3
    /// A tab, carriage return, vertical tab or form feed.
    static let otherSpace: UInt8 = 4
    /// Any other byte: one punctuation token.
    static let punctuation: UInt8 = 5
    /// `.`: punctuation, or the start of a number in C and Java.
    static let dot: UInt8 = 6
    /// `(` and `[`.
    static let opener: UInt8 = 7
    /// `{`: a statement's separator and an opener.
    static let brace: UInt8 = 8
    /// `)`, `]` and `}`.
    static let closer: UInt8 = 9
    /// `;`: a statement's separator.
    static let semicolon: UInt8 = 10
    /// A digit: a number starts (``ByteLexer/numberEnd(from:)``).
    static let digit: UInt8 = 11

    /// The class of every byte value.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let value = UInt8(byte)
            switch value {
            case _ where ByteClasses.table[byte] & ByteClasses.nameStart != 0: table[byte] = name
            case UInt8(ascii: "0")...UInt8(ascii: "9"): table[byte] = digit
            case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "@"),
                UInt8(ascii: "\\"), UInt8(ascii: "`"):
                table[byte] = stop
            case UInt8(ascii: " "): table[byte] = space
            case UInt8(ascii: "\n"): table[byte] = lineFeed
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C: table[byte] = otherSpace
            case UInt8(ascii: "."): table[byte] = dot
            case UInt8(ascii: "("), UInt8(ascii: "["): table[byte] = opener
            case UInt8(ascii: "{"): table[byte] = brace
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): table[byte] = closer
            case UInt8(ascii: ";"): table[byte] = semicolon
            default: table[byte] = punctuation
            }
        }
        return UnsafePointer(table)
    }()
}
