extension ByteLexer {
    /// Whether `buffer[start..<end]` is exactly the ASCII text `literal`.
    func bytes(_ start: Int, _ end: Int, equal literal: StaticString) -> Bool {
        guard end - start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { text in
            var index = 0
            while index < text.count {
                if text[index] != buffer[start + index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Reads a run of name bytes at the cursor without emitting it; returns its range.
    mutating func readWord() -> Range<Int> {
        let start = position
        while position < buffer.count && isIdentifierByte(buffer[position]) { position += 1 }
        return start..<position
    }

    /// Moves to the newline that ends the current logical line (a `\` before a newline continues it),
    /// skipping comments without recording them.
    mutating func skipRestOfLine() {
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\n") {
                if position > 0 && buffer[position - 1] == UInt8(ascii: "\\") {
                    advance()
                    continue
                }
                return
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockCommentSilently()
            } else {
                position += 1
            }
        }
    }

    /// Skips a `/* */` comment without recording it (dead code, directive conditions).
    mutating func skipBlockCommentSilently() {
        position += 2
        while position < buffer.count {
            if buffer[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                return
            }
            advance()
        }
    }

    /// Lexes `` `name` `` as the name: Swift's name bytes, or with `anyBytes` (Kotlin, where a backquoted name
    /// may hold spaces) anything up to the closing backquote or the line's end.
    mutating func lexBackquotedName(anyBytes: Bool = false) {
        position += 1
        let start = position
        while position < buffer.count {
            let byte = buffer[position]
            if anyBytes ? byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\n") : !isIdentifierByte(byte) { break }
            position += 1
        }
        let symbol = names.symbol(buffer, start, position)
        if symbol >= 0 { knownTokens.append(Int32(tokenCount)) }
        noteName(start, position)
        emit(.identifier, symbol: symbol, start: start)
        if peek() == UInt8(ascii: "`") { position += 1 }
    }
}
