/// Cheap checks on a file's raw bytes before any lexing.
enum ByteContent {
    /// Whether the bytes look binary: a NUL byte in the first 8 KiB (as git and ripgrep decide).
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.prefix(8192).contains(0)
        }
    }

    /// The 1-based line and the byte offset of the first invalid UTF-8 sequence, or nil when the bytes are valid UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, offset: Int)? {
        bytes.withUnsafeBufferPointer { buffer -> (line: Int, offset: Int)? in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length = sequenceLength(lead: lead, buffer: buffer, at: index)
                guard length > 0 else {
                    let line = buffer[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                    return (line, index)
                }
                index += length
            }
            return nil
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid (RFC 3629).
    private static func sequenceLength(lead: UInt8, buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let length: Int
        var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
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
