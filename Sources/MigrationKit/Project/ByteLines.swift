import Foundation

/// Line arithmetic on raw bytes: where lines start, and the text of a line.
struct ByteLines: Sendable {
    /// The byte offset where each line starts (the first is 0).
    let starts: [Int]
    private let bytes: [UInt8]

    /// Indexes the lines of `bytes` (`\n` ends a line; a `\r` before it is not part of the text).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            starts.reserveCapacity(buffer.count / 32 + 2)
            // `memchr` finds each line feed: most bytes are passed over many at a time, not tested one by one.
            var start = 0
            while start < buffer.count, let newline = memchr(base + start, 0x0A, buffer.count - start) {
                start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(start)
            }
        }
        if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
        self.starts = starts
    }

    /// The number of lines.
    var count: Int { starts.count }

    /// The offsets of the 1-based `line` without its `\n`; a `\r` before it stays in (empty when out of range).
    func range(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= starts.count else { return 0..<0 }
        var end = line < starts.count ? starts[line] : bytes.count
        if end > starts[line - 1], bytes[end - 1] == 0x0A { end -= 1 }
        return starts[line - 1]..<end
    }

    /// The bytes of the 1-based `line`, without its line break (empty when out of range).
    func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        var range = range(ofLine: line)
        if !range.isEmpty, bytes[range.upperBound - 1] == 0x0D { range = range.lowerBound..<(range.upperBound - 1) }
        return bytes[range]
    }

    /// The text of the 1-based `line` (invalid UTF-8 shows as U+FFFD).
    func text(ofLine line: Int) -> String {
        String(decoding: bytes(ofLine: line), as: UTF8.self)
    }

    /// The 1-based line and column (in bytes) of the byte at `offset`.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let index = max(0, starts.partitioningIndex { $0 > offset } - 1)  // the last line starting at or before it
        return (index + 1, offset - starts[index] + 1)
    }
}

extension ByteLines {
    /// The text of the line that starts at byte `start` of `bytes`: up to its `\n` (a `\r` before it left out).
    static func text(ofLineStartingAt start: Int, in bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { text(ofLineStartingAt: start, in: $0) }
    }

    private static func text(ofLineStartingAt start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = buffer.baseAddress, start >= 0, start <= buffer.count else { return "" }
        var end = buffer.count
        if let newline = memchr(base + start, 0x0A, buffer.count - start) {
            end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        }
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// The texts of the 1-based `lines` of `bytes`, found with `memchr` without indexing every line.
    static func texts(ofLines lines: Set<Int>, in bytes: [UInt8]) -> [Int: String] {
        guard !lines.isEmpty else { return [:] }
        var texts: [Int: String] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var line = 1
            for wanted in lines.sorted() {
                while line < wanted, start < buffer.count {
                    guard let newline = memchr(base + start, 0x0A, buffer.count - start) else {
                        start = buffer.count
                        break
                    }
                    start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                    line += 1
                }
                guard line == wanted, start <= buffer.count else { break }
                texts[wanted] = text(ofLineStartingAt: start, in: buffer)
            }
        }
        return texts
    }
}

extension Array where Element == UInt8 {
    /// The offsets of every occurrence of `needle` (non-overlapping, in order): `memchr` finds each candidate first
    /// byte, `memcmp` checks the rest.
    func offsets(of needle: String) -> [Int] {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= count else { return [] }
        return withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var result: [Int] = []
            var index = 0
            let last = buffer.count - pattern.count
            while index <= last, let hit = memchr(base + index, Int32(first), last - index + 1) {
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, pattern, pattern.count) == 0 {
                    result.append(offset)
                    index = offset + pattern.count
                } else {
                    index = offset + 1
                }
            }
            return result
        }
    }
}
