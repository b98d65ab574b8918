/// A finding's source line in the HTML report: escaped, the use marked from its column, and cut to a window around
/// the column when the line is long (a minified file's one line must not be copied once per finding on it).
enum HTMLExcerpt {
    /// Lines longer than this many bytes are shown as a window of this size around the column.
    static let window = 240
    /// How much of the window stands before the column.
    static let lead = 80

    /// Appends `line` escaped, with `<mark>` around the use at the 1-based UTF-8 `byteColumn` (an identifier, a
    /// directive such as `#import`, a message's `[receiver`, or one character), and `…` where a long line was cut.
    static func append(_ line: String, byteColumn: Int, to output: inout [UInt8]) {
        var line = line
        line.withUTF8 { bytes in
            let count = bytes.count
            let column = Swift.min(byteColumn > 0 ? byteColumn - 1 : 0, count)
            var start = 0
            var end = count
            if count > window {
                start = Swift.max(0, Swift.min(column - lead, count - window))
                end = start + window
                while start < count, isContinuation(bytes[start]) { start += 1 }  // cut between characters
                while end < count, isContinuation(bytes[end]) { end -= 1 }
            }
            let cutBefore = start > 0
            let cutAfter = end < count
            while start < column, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }  // no indent
            var markStart = column
            var markEnd = column
            if column >= start, column < end, !isContinuation(bytes[column]) {
                markEnd = column + 1
                let byte = bytes[column]
                let sigil = byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "[")  // #import, [PayPal
                if byte.isCIdentifierByte || (sigil && markEnd < end && bytes[markEnd].isCIdentifierByte) {
                    while markEnd < end, bytes[markEnd].isCIdentifierByte { markEnd += 1 }
                } else {
                    while markEnd < end, isContinuation(bytes[markEnd]) { markEnd += 1 }
                }
            } else {
                markStart = start
                markEnd = start  // the column is outside the window (or mid-character): nothing marked
            }
            if cutBefore { output += "…".utf8 }
            output.append(htmlEscaping: UnsafeBufferPointer(rebasing: bytes[start..<markStart]))
            if markEnd > markStart {
                output += "<mark>".utf8
                output.append(htmlEscaping: UnsafeBufferPointer(rebasing: bytes[markStart..<markEnd]))
                output += "</mark>".utf8
            }
            output.append(htmlEscaping: UnsafeBufferPointer(rebasing: bytes[markEnd..<end]))
            if cutAfter { output += "…".utf8 }
        }
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
