/// Finds the legacy libraries in a Cordova/PhoneGap `plugin.xml`: a `<dependency>` on one of the library's plugins, the
/// iOS library or its headers in a `<framework>`, `<source-file>`, `<header-file>`, `<lib-file>` or `<resource-file>`,
/// the Android jar in the same, and `PayPalActivity` in an `<activity>` the plugin adds to the manifest. XML comments
/// are skipped. One mention per element, at its attribute's value.
enum CordovaPluginReader {
    /// The ids of the library's plugins (a dependency's `id` containing one of them counts), and the platform of each.
    static let dependencyIDs: [(id: String, platform: LegacyPlatform)] = [
        ("com.paypal.mpl-android", .android), ("com.paypal.mpl-ios", .iOS),
    ]

    /// The elements whose `src` is a file or framework the plugin installs.
    private static let fileElements: Set<String> = ["framework", "source-file", "header-file", "lib-file", "resource-file"]
    private static let activityName = Array("com.paypal.android.MEP.PayPalActivity".utf8)
    private static let libraryName = "PayPalMPL"

    /// What one element of the plugin shows: where its value is, and for which platform and generations.
    private struct Trace {
        let value: Range<Int>
        let platform: LegacyPlatform
        var generations: Set<HeaderGeneration> = []
    }

    /// One mention per element of the plugin that installs or depends on the legacy library (iOS or Android).
    static func mentions(_ bytes: [UInt8]) -> [ArtifactMention] {
        let tags = XMLTags(bytes)
        var lines: ByteLines?
        var mentions: [ArtifactMention] = []
        for element in tags {
            guard let trace = trace(of: element, in: tags) else { continue }
            if lines == nil { lines = ByteLines(bytes) }
            let position = lines!.position(ofOffset: trace.value.lowerBound)
            mentions.append(
                ArtifactMention(
                    artifact: trace.platform == .android ? .androidCordovaPlugin : .cordovaPlugin,
                    symbol: String(decoding: bytes[trace.value], as: UTF8.self), line: position.line, column: position.column,
                    generations: trace.generations))
        }
        return mentions
    }

    private static func trace(of element: XMLTags.Element, in tags: XMLTags) -> Trace? {
        let bytes = tags.bytes
        let name = String(decoding: bytes[element.name], as: UTF8.self)
        switch name {
        case "dependency":
            guard let value = tags.value(of: "id", in: element) else { return nil }
            let id = String(decoding: bytes[value], as: UTF8.self).lowercased()
            return dependencyIDs.first { id.contains($0.id) }.map { Trace(value: value, platform: $0.platform) }
        case "activity":
            guard let value = tags.value(of: "android:name", in: element), bytes[value].firstRange(ofBytes: activityName) != nil else { return nil }
            return Trace(value: value, platform: .android)
        default:
            guard fileElements.contains(name), let value = tags.value(of: "src", in: element) else { return nil }
            return fileTrace(String(decoding: bytes[value], as: UTF8.self), value: value, framework: name == "framework")
        }
    }

    /// A file the plugin installs: the jar, a static library, a legacy header, or (as a `<framework>`) anything named
    /// `PayPalMPL` (`PayPalMPL.framework`, the pod `PayPalMPL` with `type="podspec"`).
    private static func fileTrace(_ source: String, value: Range<Int>, framework: Bool) -> Trace? {
        let fileName = source.pathFileName
        if fileName.hasPrefix(AndroidProjectReader.jarPrefix) && fileName.hasSuffix(".jar") {
            return Trace(value: value, platform: .android)
        }
        if let library = ProjectArtifactReader.staticLibraries.first(where: { $0.name == fileName }) {
            return Trace(value: value, platform: .iOS, generations: library.generations)
        }
        if VendoredHeaders.fileNames.contains(fileName) {
            let generations = LegacyTypeFacts.legacyHeaders.first { $0.name == fileName }?.generations ?? []
            return Trace(value: value, platform: .iOS, generations: generations)
        }
        if framework && source.split(separator: "/").contains(where: namesLibrary) {
            return Trace(value: value, platform: .iOS, generations: [.h2])
        }
        return nil
    }

    /// Whether a path component is the library's (`PayPalMPL`, `PayPalMPL.framework`, `libPayPalMPL.a`), not another
    /// name that starts alike (`PayPalMPLHelpers`).
    private static func namesLibrary(_ component: Substring) -> Bool {
        let name = component.hasPrefix("lib") ? component.dropFirst(3) : component
        guard name.hasPrefix(libraryName) else { return false }
        guard let next = name.utf8.dropFirst(libraryName.utf8.count).first else { return true }
        return !next.isCIdentifierByte
    }
}
