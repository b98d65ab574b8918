import Foundation

@testable import MigrationKit

/// A stand-in source scanner for project-level tests: every whole word `legacyCall` is a finding of
/// rule `test.legacy-call` (severity from the word's suffix), `legacyCallH2` also shows generation H2.
struct WordScanner: SourceFileScanning {
    static let word = "legacyCall"

    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan {
        var findings: [Finding] = []
        var generations: Set<HeaderGeneration> = []
        let lines = ByteLines(bytes)
        for offset in bytes.offsets(of: Self.word) {
            if offset > 0, bytes[offset - 1].isCIdentifierByte { continue }
            var end = offset + Self.word.utf8.count
            while end < bytes.count, bytes[end].isCIdentifierByte { end += 1 }
            let word = String(decoding: bytes[offset..<end], as: UTF8.self)
            let severity: Severity = word.hasSuffix("Error") ? .error : word.hasSuffix("Warning") ? .warning : .info
            if word.hasSuffix("H2") { generations.insert(.h2) }
            let position = lines.position(ofOffset: offset)
            findings.append(
                Finding(
                    rule: "test.legacy-call", severity: severity, file: path, line: position.line, column: position.column,
                    endLine: position.line, message: "\(word) is legacy", symbol: word, support: .worksUnchanged, replacement: "modernCall()"))
        }
        return SourceFileScan(findings: findings, generationEvidence: generations.isEmpty ? [] : [generations], suppressedCount: 0)
    }
}

/// Rules for the project-file artifacts and the stand-in scanner.
enum TestRules {
    static let all: [Rule] =
        ProjectArtifact.allCases.map { artifact in
            rule(id: "test.project.\(artifact.rawValue)", element: .projectFile(artifact))
        } + [rule(id: "test.legacy-call", element: .type(name: "legacyCall"))]

    static func rule(id: String, element: LegacyElement) -> Rule {
        Rule(
            id: id, title: "Test rule \(id)", severity: .warning, support: .needsChange, element: element, generations: [.h1, .h2],
            shimBehaviour: "Test behaviour.", action: "Do the test thing.", ordersV2: "POST /v2/checkout/orders",
            replacement: "ModernClient()", triggeringExamples: [])
    }
}

/// A temporary directory, removed when the value is deinitialized.
final class TemporaryTree {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "mpl-migrate-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` at `relativePath`, creating directories.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes `bytes` at `relativePath`, creating directories.
    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Writes `prefix` at `relativePath`, then extends the file with a hole to `size` bytes (cheap: no data is written).
    @discardableResult
    func writeSparse(_ relativePath: String, prefix: String, size: Int) throws -> String {
        let full = try write(relativePath, prefix)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: full))
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(size))
        return full
    }

    /// Creates a symbolic link at `relativePath` pointing to `destination` (as written).
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }

    /// A project scan of this tree with the standard catalog and its scanner.
    func standardScan() -> ProjectScanResult {
        let catalog = RuleCatalog.standard
        return ProjectScanner(scanner: LegacyScanner(catalog: catalog), literals: catalog.literals, rules: catalog.rules, jobs: 2)
            .scan([path], root: path)
    }

    /// A project scan of this tree with the stand-in scanner.
    func scan(configuration: MigrationConfiguration = MigrationConfiguration(), jobs: Int = 2) -> ProjectScanResult {
        ProjectScanner(scanner: WordScanner(), literals: [WordScanner.word], rules: TestRules.all, configuration: configuration, jobs: jobs)
            .scan([path], root: path)
    }
}
