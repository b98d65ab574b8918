import Foundation

/// Cheap checks on a file's raw bytes before any lexing.
enum ByteContent {
    /// What one pass over a file's bytes found.
    struct TextSummary: Equatable {
        /// The number of lines (a last line without a line break counts).
        var lineCount: Int
        /// The 1-based line and the byte offset of the first invalid UTF-8 sequence, if any.
        var firstInvalidUTF8: (line: Int, offset: Int)?

        static func == (lhs: TextSummary, rhs: TextSummary) -> Bool {
            lhs.lineCount == rhs.lineCount && lhs.firstInvalidUTF8?.line == rhs.firstInvalidUTF8?.line
                && lhs.firstInvalidUTF8?.offset == rhs.firstInvalidUTF8?.offset
        }
    }

    /// Whether the bytes look binary: a NUL byte in the first 8 KiB (as git and ripgrep decide).
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, min(buffer.count, 8192)) != nil
        }
    }

    /// Counts the lines and finds the first invalid UTF-8 sequence in one pass, eight ASCII bytes at a time.
    static func summary(_ bytes: [UInt8]) -> TextSummary {
        bytes.withUnsafeBufferPointer { buffer -> TextSummary in
            let count = buffer.count
            guard let base = buffer.baseAddress, count > 0 else { return TextSummary(lineCount: 0, firstInvalidUTF8: nil) }
            var newlines = 0
            var invalid: (line: Int, offset: Int)?
            var index = 0
            while index < count {
                if index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        newlines += newlineCount(inASCIIWord: word)
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0x0A { newlines += 1 }
                    index += 1
                    continue
                }
                let length = sequenceLength(lead: byte, buffer: buffer, at: index)
                if length == 0 {
                    if invalid == nil { invalid = (newlines + 1, index) }
                    index += 1
                } else {
                    index += length
                }
            }
            return TextSummary(lineCount: newlines + (buffer[count - 1] == 0x0A ? 0 : 1), firstInvalidUTF8: invalid)
        }
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
