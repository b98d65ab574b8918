/// The start tags of an XML file, in one pass: comments, processing instructions and declarations are skipped;
/// quoted attribute values may hold `>`. Enough to read manifests, `.classpath` and Cordova `plugin.xml` files, not a
/// validating parser.
struct XMLTags: Sequence {
    /// A start (or empty-element) tag: its name's and its attributes' byte ranges.
    struct Element {
        let name: Range<Int>
        let attributes: Range<Int>
    }

    let bytes: [UInt8]

    /// The byte range of the value of the attribute `name` (`src` of `src="libs/a.jar"`, without the quotes) among
    /// `element`'s attributes, if it has one.
    func value(of name: String, in element: Element) -> Range<Int>? {
        let name = Array(name.utf8)
        var index = element.attributes.lowerBound
        let end = element.attributes.upperBound
        while index < end {
            while index < end, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < end, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]) { index += 1 }
            let attribute = nameStart..<index
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "=") else { continue }  // an attribute without a value
            index += 1
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < end, bytes[index] != quote { index += 1 }
            if bytes[attribute].elementsEqual(name) { return valueStart..<index }
            index += 1
        }
        return nil
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func makeIterator() -> AnyIterator<Element> {
        var position = 0
        let bytes = self.bytes
        return AnyIterator {
            while position < bytes.count {
                guard bytes[position] == UInt8(ascii: "<") else {
                    position += 1
                    continue
                }
                if bytes[position...].starts(with: "<!--".utf8) {
                    position = bytes[(position + 4)...].firstRange(ofBytes: Array("-->".utf8))?.upperBound ?? bytes.count
                    continue
                }
                let nameStart = position + 1
                var end = nameStart
                while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
                var quote: UInt8?
                var close = end
                while close < bytes.count {
                    let byte = bytes[close]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    close += 1
                }
                position = close + 1
                let first = nameStart < bytes.count ? bytes[nameStart] : 0
                if first == UInt8(ascii: "/") || first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { continue }
                return Element(name: nameStart..<end, attributes: end..<Swift.min(close, bytes.count))
            }
            return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
