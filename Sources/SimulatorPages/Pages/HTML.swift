/// The buyer pages' one way of putting text into HTML.
enum HTML {
    /// `text` safe anywhere in an HTML body or inside a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become character references, and NUL and the other C0 controls but tab, line feed and carriage return
    /// become U+FFFD (HTML forbids them). Everything else, any script or size, is kept as it is.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
