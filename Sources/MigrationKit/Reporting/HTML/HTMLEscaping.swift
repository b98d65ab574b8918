/// Text from scanned files (paths, source lines) and from the catalog, made safe for an HTML page: escaped for
/// element content and for quoted attribute values alike, so no text can open a tag, end an attribute or start a
/// character reference.
extension Array where Element == UInt8 {
    /// Appends `text` escaped (see ``append(htmlEscaping:)``).
    mutating func append(html text: String) {
        var text = text
        text.withUTF8 { append(htmlEscaping: $0) }
    }

    /// Appends the catalog's prose escaped, each pair of backticks made a `<code>` span (an unpaired one stays).
    mutating func append(prose text: String) {
        var text = text
        text.withUTF8 { bytes in
            var backticks: [Int] = []
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "`") { backticks.append(index) }
            var start = 0
            for (number, position) in backticks.prefix(backticks.count / 2 * 2).enumerated() {
                append(htmlEscaping: UnsafeBufferPointer(rebasing: bytes[start..<position]))
                append(contentsOf: (number % 2 == 0 ? "<code>" : "</code>").utf8)
                start = position + 1
            }
            append(htmlEscaping: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Appends UTF-8 `bytes` escaped: `&`, `<`, `>`, `"` and `'` as character references; C0 control characters
    /// other than tab and line feed, and DEL, as their visible Control Pictures (U+2400…), so a stray NUL or escape
    /// byte shows instead of vanishing or upsetting the parser. Runs of plain bytes are copied at once.
    mutating func append(htmlEscaping bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard Self.needsEscaping[Int(byte)] else { continue }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            start = index + 1
            switch byte {
            case UInt8(ascii: "&"): append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): append(contentsOf: "&#39;".utf8)
            case 0x7F: append(contentsOf: [0xE2, 0x90, 0xA1])  // U+2421 SYMBOL FOR DELETE
            default: append(contentsOf: [0xE2, 0x90, 0x80 + byte])  // U+2400 + byte: ␀, ␁, …, ␟
            }
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Appends `value` in decimal with a comma between thousands (`24,312`), as the page shows counts.
    mutating func append(grouped value: Int) {
        guard value >= 1000 else { return append(decimal: value) }
        append(grouped: value / 1000)
        append(UInt8(ascii: ","))
        let rest = value % 1000
        if rest < 100 { append(UInt8(ascii: "0")) }
        if rest < 10 { append(UInt8(ascii: "0")) }
        append(decimal: rest)
    }

    /// Whether each byte needs escaping (a table: the common case is one load per byte).
    private static let needsEscaping: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F: return true
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"): return false
        default: return byte < 0x20
        }
    }
}
