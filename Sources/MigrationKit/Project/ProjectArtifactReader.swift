import Foundation

/// Finds the legacy library in project files: Xcode projects, Podfiles, bridging headers, vendored headers.
enum ProjectArtifactReader {
    /// The static libraries and the generations that shipped each.
    static let staticLibraries: [(name: String, generations: Set<HeaderGeneration>)] = [
        ("libPayPalMPL.a", [.h2]), ("libPayPalMEP.a", [.h0, .h1]),
    ]

    /// The pod that packaged the library.
    static let podName = "PayPalMPL"

    /// One mention per legacy static library named in a `project.pbxproj`, at its first occurrence.
    static func xcodeProjectMentions(_ bytes: [UInt8]) -> [ArtifactMention] {
        let lines = ByteLines(bytes)
        return staticLibraries.compactMap { library in
            guard let offset = bytes.offsets(of: library.name).first(where: { isWholeName(bytes, offset: $0, length: library.name.utf8.count) })
            else { return nil }
            let position = lines.position(ofOffset: offset)
            return ArtifactMention(
                artifact: .staticLibrary, symbol: library.name, line: position.line, column: position.column,
                generations: library.generations)
        }
    }

    /// One mention per `pod 'PayPalMPL'` line of a Podfile (also subspecs `PayPalMPL/…`), ignoring `#` comments.
    static func podfileMentions(_ bytes: [UInt8]) -> [ArtifactMention] {
        let lines = ByteLines(bytes)
        var mentions: [ArtifactMention] = []
        for line in 1...max(lines.count, 1) {
            let text = Array(lines.bytes(ofLine: line))
            guard let column = podNameColumn(in: text) else { continue }
            mentions.append(
                ArtifactMention(
                    artifact: .pod, symbol: "pod '\(podName)'", line: line, column: column, generations: [.h2]))
        }
        return mentions
    }

    /// The imports of legacy headers in a bridging header: one mention per `#import`/`#include` line whose
    /// header's file name is in `headerNames`.
    static func bridgingHeaderMentions(_ bytes: [UInt8], headerNames: Set<String>) -> [ArtifactMention] {
        let lines = ByteLines(bytes)
        var mentions: [ArtifactMention] = []
        for line in 1...max(lines.count, 1) {
            let text = Array(lines.bytes(ofLine: line))
            guard let (name, column) = importedHeader(in: text), headerNames.contains(name.pathFileName) else { continue }
            mentions.append(
                ArtifactMention(
                    artifact: .bridgingHeader, symbol: name, line: line, column: column, generations: []))
        }
        return mentions
    }

    /// The file names of the headers that `bytes` `#import`s or `#include`s: a light look at each line that starts
    /// with `#`, for a file the prefilter kept from the lexer (the merge lexes it after all when one of them turns out
    /// to be a vendored copy of the legacy headers).
    static func includedFileNames(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < buffer.count, let hit = memchr(base + position, Int32(UInt8(ascii: "#")), buffer.count - position) {
                let hash = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var start = hash
                while start > 0, buffer[start - 1] == 0x20 || buffer[start - 1] == 0x09 { start -= 1 }
                var end = hash
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                position = end
                guard start == 0 || buffer[start - 1] == 0x0A else { continue }
                if let (name, _) = importedHeader(in: Array(buffer[start..<end])) { names.insert(name.pathFileName) }
            }
        }
        return names
    }

    /// Whether a header's file name marks it as a Swift bridging header (`App-Bridging-Header.h`).
    static func isBridgingHeader(fileName: String) -> Bool {
        fileName.lowercased().hasSuffix("bridging-header.h")
    }

    private static func podNameColumn(in text: [UInt8]) -> Int? {
        var index = 0
        while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        guard text[index...].starts(with: "pod".utf8) else { return nil }
        index += 3
        guard index < text.count, text[index] == 0x20 || text[index] == 0x09 else { return nil }
        while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "'") || text[index] == UInt8(ascii: "\"") else { return nil }
        let quote = text[index]
        let nameStart = index + 1
        guard let nameEnd = text[nameStart...].firstIndex(of: quote) else { return nil }
        let name = String(decoding: text[nameStart..<nameEnd], as: UTF8.self)
        guard name == podName || name.hasPrefix(podName + "/") else { return nil }
        return nameStart + 1
    }

    private static func importedHeader(in text: [UInt8]) -> (name: String, column: Int)? {
        var index = 0
        while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        guard text[index...].starts(with: "import".utf8) || text[index...].starts(with: "include".utf8) else { return nil }
        guard let open = text[index...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") }) else { return nil }
        let close = text[open] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
        guard let end = text[(open + 1)...].firstIndex(of: close) else { return nil }
        return (String(decoding: text[(open + 1)..<end], as: UTF8.self), open + 2)
    }

    private static func isWholeName(_ bytes: [UInt8], offset: Int, length: Int) -> Bool {
        let before = offset == 0 ? 0x20 : bytes[offset - 1]
        let after = offset + length < bytes.count ? bytes[offset + length] : 0x20
        return !before.isCIdentifierByte && !after.isCIdentifierByte && after != UInt8(ascii: ".")
    }
}

extension String {
    /// The last path component (`PayPal.h` of `PayPalMPL/PayPal.h`).
    var pathFileName: String {
        var name = utf8[...]
        while name.last == UInt8(ascii: "/") { name = name.dropLast() }  // a directory given as `Dir/`
        if name.isEmpty { return self }
        guard let slash = name.lastIndex(of: UInt8(ascii: "/")) else { return name.count == utf8.count ? self : String(Substring(name)) }
        return String(Substring(name[name.index(after: slash)...]))
    }
}
