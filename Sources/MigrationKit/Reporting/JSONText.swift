/// A JSON value whose object keys keep the order they are written in, so reports are byte-for-byte stable.
public indirect enum JSONText: Sendable, Hashable {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONText])
    /// An object, its members in order.
    case object([(String, JSONText)])

    /// The JSON text: compact, or indented by two spaces when `pretty`.
    public func rendered(pretty: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, pretty: pretty, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends this value's text, at nesting level `indent` when `pretty` (its inner lines indented to match).
    func write(into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .integer(let value): output += String(value).utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .array(let items):
            Self.writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, into: &output, pretty: pretty, indent: indent) {
                index, output in
                items[index].write(into: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            Self.writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, pretty: pretty, indent: indent) {
                index, output in
                Self.writeKey(members[index].0, pretty: pretty, into: &output)
                members[index].1.write(into: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private static func writeContainer(
        open: UInt8, close: UInt8, count: Int, into output: inout [UInt8], pretty: Bool, indent: Int,
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard count > 0 else { return output.append(close) }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(into: &output, indent: indent + 1) }
            element(index, &output)
        }
        if pretty { newline(into: &output, indent: indent) }
        output.append(close)
    }

    /// The ends of a pretty array at level `indent` whose items (each written at level `indent + 1`, joined by `,` and
    /// a new line) are rendered apart, in parallel: `[` and what precedes the first item are appended to `head`, what
    /// follows the last item and `]` to `tail`. An empty array is `[]`, all in `head`.
    static func writePrettyArrayEnds(isEmpty: Bool, head: inout [UInt8], tail: inout [UInt8], indent: Int) {
        head.append(UInt8(ascii: "["))
        guard !isEmpty else { return head.append(UInt8(ascii: "]")) }
        newline(into: &head, indent: indent + 1)
        newline(into: &tail, indent: indent)
        tail.append(UInt8(ascii: "]"))
    }

    /// The separator between two items of a pretty array at level `indent`.
    static func prettyItemSeparator(indent: Int) -> [UInt8] {
        var separator: [UInt8] = [UInt8(ascii: ",")]
        newline(into: &separator, indent: indent + 1)
        return separator
    }

    /// Appends `"key": ` as a pretty object member writes it, `"key":` as a compact one.
    static func writeKey(_ key: String, pretty: Bool, into output: inout [UInt8]) {
        writeString(key, into: &output)
        output += (pretty ? ": " : ":").utf8
    }

    static func newline(into output: inout [UInt8], indent: Int) {
        output.append(UInt8(ascii: "\n"))
        var remaining = indent * 2
        while remaining > 0 {  // spaces from a fixed run: no generic repeat per line
            let count = Swift.min(remaining, spaces.count)
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
            remaining -= count
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string: runs of plain bytes copied at once (eight bytes are checked at a time),
    /// `"`, `\\` and control bytes escaped.
    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        writeEscaped(text, into: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text` with JSON's escapes, without the quotes around it.
    static func writeEscaped<Output: ByteOutput>(_ text: String, into output: inout Output) {
        let contiguous: Void? = text.utf8.withContiguousStorageIfAvailable { writeEscaped($0, into: &output) }
        if contiguous == nil { Array(text.utf8).withUnsafeBufferPointer { writeEscaped($0, into: &output) } }
    }

    /// Appends `bytes` with JSON's escapes (no quotes).
    static func writeEscaped<Output: ByteOutput>(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout Output) {
        do {
            guard let base = bytes.baseAddress else { return }
            var start = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count && !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                output.appendBytes(UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]))
                start = index
                output.appendByte(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.appendByte(byte)
                case UInt8(ascii: "\n"): output.appendByte(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): output.appendByte(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): output.appendByte(UInt8(ascii: "t"))
                default:
                    for escaped in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]] {
                        output.appendByte(escaped)
                    }
                }
            }
            output.appendBytes(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Whether one of the eight bytes of `word` is `"`, `\\` or below 0x20 (exact: the classic has-zero-byte and
    /// has-less-than tests, which never report a byte that is not there).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- 0x2020_2020_2020_2020) & ~word & highs
        let quote = word ^ 0x2222_2222_2222_2222
        let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)) != 0
    }

    /// Appends a pretty object member's start at level `indent`: `,` unless `first`, a new line, `"key": `.
    static func writeMember(_ key: String, first: Bool, indent: Int, into output: inout [UInt8]) {
        if !first { output.append(UInt8(ascii: ",")) }
        newline(into: &output, indent: indent + 1)
        writeKey(key, pretty: true, into: &output)
    }

    /// Two values are equal when they render the same.
    public static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Hashes the rendered text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }
}
