import Foundation

/// Cheap checks on a file's raw bytes before any lexing.
enum ByteContent {
    /// Whether the bytes look binary: a NUL byte in the first 8 KiB (as git and ripgrep decide).
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, min(buffer.count, 8192)) != nil
        }
    }

    /// The number of lines (a last line without a line break counts), eight ASCII bytes at a time. A lexed file's
    /// lines are counted by its lexer instead.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let last = buffer.last else { return 0 }
            return newlines(base, upTo: buffer.count) + (last == 0x0A ? 0 : 1)
        }
    }

    /// The number of lines of `bytes` from the line count of its lexer (one more than the line feeds it passed).
    static func lineCount(_ bytes: [UInt8], lexedLines: Int) -> Int {
        guard let last = bytes.last else { return 0 }
        return lexedLines - 1 + (last == 0x0A ? 0 : 1)
    }

    /// The 1-based line and the byte offset of the first invalid UTF-8 sequence, if any. Text that is all ASCII (most
    /// source files) is recognised 32 bytes at a time.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, offset: Int)? {
        bytes.withUnsafeBufferPointer { buffer -> (line: Int, offset: Int)? in
            let count = buffer.count
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < count {
                if index + 32 <= count {
                    let raw = UnsafeRawPointer(base + index)
                    let words =
                        raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if words & 0x8080_8080_8080_8080 == 0 {
                        index += 32
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length = sequenceLength(lead: byte, buffer: buffer, at: index)
                if length == 0 { return (newlines(base, upTo: index) + 1, index) }
                index += length
            }
            return nil
        }
    }

    /// The number of `\n` bytes among the first `end` bytes at `base`.
    private static func newlines(_ base: UnsafePointer<UInt8>, upTo end: Int) -> Int {
        var count = 0
        var index = 0
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            count += word & 0x8080_8080_8080_8080 == 0 ? newlineCount(inASCIIWord: word) : newlineCount(inAnyWord: word)
            index += 8
        }
        while index < end {
            if base[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    /// The number of `\n` bytes in any eight bytes.
    private static func newlineCount(inAnyWord word: UInt64) -> Int {
        var count = 0
        var rest = word
        for _ in 0..<8 {
            if rest & 0xFF == 0x0A { count += 1 }
            rest >>= 8
        }
        return count
    }

    /// The number of `\n` bytes in eight ASCII bytes (exact: no borrow crosses bytes below 0x80).
    private static func newlineCount(inASCIIWord word: UInt64) -> Int {
        let difference = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let nonZeroLow = (difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        let zeroBytes = ~(nonZeroLow | difference | 0x7F7F_7F7F_7F7F_7F7F)
        return zeroBytes.nonzeroBitCount
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid (RFC 3629).
    private static func sequenceLength(lead: UInt8, buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: return 0
        }
        guard index + length <= buffer.count else { return 0 }
        let second = buffer[index + 1]
        guard second >= lowest, second <= highest else { return 0 }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
