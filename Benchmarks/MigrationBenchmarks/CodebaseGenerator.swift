import Foundation

/// SplitMix64: a small deterministic generator, so every run builds the same codebase.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Writes a legacy-style codebase: Objective-C, Swift, Java and Kotlin files of ordinary app code with legacy MPL
/// calls (iOS and Android) sprinkled through, and decoys (the same names in comments and strings, the app's own
/// same-named methods) that a text search matches but that are not uses.
struct CodebaseGenerator {
    /// How many lines to write at least.
    let targetLines: Int
    /// The seed of the generator.
    let seed: UInt64
    /// The languages and the density of legacy uses.
    let mix: CodebaseMix

    /// What was written.
    struct Summary {
        var files = 0
        var lines = 0
        var bytes = 0
        /// `relative/path:line` of every line holding a planted legacy use.
        var plantedUseLines: Set<String> = []
        /// `relative/path:line:column rule` of every finding the planted uses must produce.
        var plantedFindings: Set<String> = []
    }

    /// Writes the codebase under `root` and says what it planted.
    func write(into root: String) throws -> Summary {
        var random = SeededGenerator(seed: seed)
        var summary = Summary()
        var fileIndex = 0
        while summary.lines < targetLines {
            let module = "Module\(fileIndex / 50)"
            let kind = mix.kinds[fileIndex % mix.kinds.count]
            let name = "\(module)/Feature\(fileIndex).\(kind.fileExtension)"
            var file = SourceFileBuilder(kind: kind, className: "Feature\(fileIndex)", package: module.lowercased())
            let blocks = 40 + Int(random.next() % 20)
            for _ in 0..<blocks {
                file.appendBlock(using: &random, usePercent: mix.usePercent)
            }
            let text = file.text
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            summary.files += 1
            summary.lines += file.lineCount
            summary.bytes += text.utf8.count
            if kind == .objectiveC && mix.headers {
                let header = file.header
                try header.text.write(toFile: root + "/" + module + "/Feature\(fileIndex).h", atomically: false, encoding: .utf8)
                summary.files += 1
                summary.lines += header.lines
                summary.bytes += header.text.utf8.count
            }
            for planted in file.plantedFindings {
                summary.plantedUseLines.insert("\(name):\(planted.line)")
                summary.plantedFindings.insert("\(name):\(planted.line):\(planted.column) \(planted.rule)")
            }
            fileIndex += 1
        }
        return summary
    }
}
