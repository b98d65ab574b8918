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
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .integer(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, into: &output, pretty: pretty, indent: indent) { index, output in
                items[index].write(into: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &output, pretty: pretty, indent: indent) { index, output in
                Self.writeString(members[index].0, into: &output)
                output += pretty ? ": " : ":"
                members[index].1.write(into: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, into output: inout String, pretty: Bool, indent: Int,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else { return output += close }
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
            element(index, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
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
