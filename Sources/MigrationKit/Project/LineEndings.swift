import Foundation

/// Line endings as the checker reads them: `\n` and `\r\n` end a line, and so does a carriage return alone (classic
/// Mac OS files). A lone `\r` becomes `\n` before lexing — the same length, so every offset and column stays — and
/// the lexers, suppressions and line numbers all see one kind of line.
enum LineEndings {
    /// `bytes` with each carriage return that does not begin a `\r\n` turned into `\n` (the same array when none).
    static func normalizingLoneCarriageReturns(_ bytes: [UInt8]) -> [UInt8] {
        // memchr: most files have no carriage return at all, and this runs on every file.
        let found = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base, 0x0D, buffer.count) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        guard let first = found else { return bytes }
        var result = bytes
        var index = first
        while index < result.count {
            if result[index] == 0x0D, index + 1 == result.count || result[index + 1] != 0x0A { result[index] = 0x0A }
            index += 1
        }
        return result
    }
}
