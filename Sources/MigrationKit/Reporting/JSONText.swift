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

    private func write(into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .integer(let value): output += String(value).utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .array(let items):
            Self.writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, into: &output, pretty: pretty, indent: indent) { index, output in
                items[index].write(into: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            Self.writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, pretty: pretty, indent: indent) { index, output in
                Self.writeString(members[index].0, into: &output)
                output += (pretty ? ": " : ":").utf8
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

    private static func newline(into output: inout [UInt8], indent: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: output += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
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
