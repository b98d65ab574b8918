/// Finds the Android library in project files: Gradle dependencies on its jar, Eclipse/Ant `.classpath`
/// entries, and `PayPalActivity` declared in `AndroidManifest.xml`.
enum AndroidProjectReader {
    /// The jar's file name starts with this (`PayPal_MPL.jar`, `PayPal_MPL_1.5.6.jar`).
    static let jarPrefix = "PayPal_MPL"
    private static let jarName = Array(jarPrefix.utf8)
    private static let jarSuffix = Array(".jar".utf8)
    private static let activityName = Array("com.paypal.android.MEP.PayPalActivity".utf8)

    /// One mention per string literal of a Gradle file (comments are not code) naming the jar.
    static func gradleMentions(_ bytes: [UInt8], kotlin: Bool) -> [ArtifactMention] {
        let source = kotlin ? KotlinLexer.lex(bytes, names: NameTable(capacity: 1)) : JavaLexer.lex(bytes, names: NameTable(capacity: 1))
        var mentions: [ArtifactMention] = []
        for token in source.tokens where token.kind == .string || token.kind == .character {
            let text = source.text(of: token)
            guard let offset = jarName(in: text) else { continue }
            mentions.append(
                ArtifactMention(
                    artifact: .gradleDependency, symbol: "PayPal_MPL.jar", line: Int(token.line),
                    column: Int(token.column) + offset - text.startIndex, generations: []))
        }
        return mentions
    }

    /// One mention per `<classpathentry>` whose attributes name the jar (XML comments skipped).
    static func classpathMentions(_ bytes: [UInt8]) -> [ArtifactMention] {
        mentions(in: bytes, tag: "classpathentry", artifact: .eclipseClasspath, symbol: "PayPal_MPL.jar") { jarName(in: $0) }
    }

    /// One mention per `<activity>` whose attributes name `com.paypal.android.MEP.PayPalActivity`.
    static func manifestMentions(_ bytes: [UInt8]) -> [ArtifactMention] {
        mentions(in: bytes, tag: "activity", artifact: .manifestActivity, symbol: "com.paypal.android.MEP.PayPalActivity") { attributes in
            attributes.firstRange(ofBytes: activityName).map { $0.lowerBound }
        }
    }

    /// The offset in `text` where the jar's name starts, when `text` names a `PayPal_MPL….jar`.
    private static func jarName(in text: ArraySlice<UInt8>) -> Int? {
        guard let range = text.firstRange(ofBytes: jarName), text[range.upperBound...].firstRange(ofBytes: jarSuffix) != nil else { return nil }
        return range.lowerBound
    }

    private static func mentions(
        in bytes: [UInt8], tag: String, artifact: ProjectArtifact, symbol: String, find: (ArraySlice<UInt8>) -> Int?
    ) -> [ArtifactMention] {
        let lines = ByteLines(bytes)
        let tagName = Array(tag.utf8)
        return XMLTags(bytes).compactMap { element in
            guard bytes[element.name].elementsEqual(tagName), let offset = find(bytes[element.attributes]) else { return nil }
            let position = lines.position(ofOffset: offset)
            return ArtifactMention(artifact: artifact, symbol: symbol, line: position.line, column: position.column, generations: [])
        }
    }
}

/// The start tags of an XML file, in one pass: comments, processing instructions and declarations are skipped;
/// quoted attribute values may hold `>`. Enough to read manifests and `.classpath` files, not a validating parser.
struct XMLTags: Sequence {
    /// A start (or empty-element) tag: its name's and its attributes' byte ranges.
    struct Element {
        let name: Range<Int>
        let attributes: Range<Int>
    }

    let bytes: [UInt8]

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

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
