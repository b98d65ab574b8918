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
                if position > 0 && buffer[position - 1] == UInt8(ascii: "\\") { advance(); continue }
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
}
