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
            let (line, column) = source.position(of: token)
            mentions.append(
                ArtifactMention(
                    artifact: .gradleDependency, symbol: "PayPal_MPL.jar", line: Int(line),
                    column: Int(column) + offset - text.startIndex, generations: []))
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
