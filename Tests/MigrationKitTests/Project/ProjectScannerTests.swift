import Foundation
import Testing

@testable import MigrationKit

@Suite("Project scan: walking, skipping, surviving bad files")
struct ProjectScannerTests {
    @Test("languages by extension; other files ignored; findings sorted by file, line, column")
    func languagesAndOrder() throws {
        let tree = try TemporaryTree()
        try tree.write("b/Second.swift", "let x = 1\nlegacyCall(); legacyCall()\n")
        try tree.write("a/First.m", "legacyCall;\n")
        try tree.write("a/First.mm", "x; legacyCall;\n")
        try tree.write("a/Header.h", "// legacyCall in a header\n")
        try tree.write("notes.txt", "legacyCall\n")
        let result = tree.scan()
        #expect(
            result.findings.map { "\($0.finding.file):\($0.finding.line):\($0.finding.column)" } == [
                "a/First.m:1:1", "a/First.mm:1:4", "a/Header.h:1:4", "b/Second.swift:2:1", "b/Second.swift:2:15",
            ])
        #expect(result.filesScanned == 4)
        #expect(result.linesScanned == 5)
        #expect(result.findings.first?.sourceLine == "legacyCall;")
    }

    @Test("build outputs, DerivedData, SwiftPM scratch paths and Pods are skipped")
    func skipsBuildOutputs() throws {
        let tree = try TemporaryTree()
        for directory in ["build", "DerivedData", ".build", ".build-cli", "Pods", "App/build"] {
            try tree.write("\(directory)/Copy.m", "legacyCall;\n")
        }
        try tree.write("App/Real.m", "legacyCall;\n")
        #expect(tree.scan().findings.map(\.finding.file) == ["App/Real.m"])
    }

    @Test("a file named explicitly that is not source is reported as unsupported")
    func unsupportedExplicitFile() throws {
        let tree = try TemporaryTree()
        let notes = try tree.write("notes.txt", "legacyCall\n")
        let result = ProjectScanner(scanner: WordScanner(), literals: [WordScanner.word], rules: TestRules.all).scan([notes], root: tree.path)
        #expect(result.findings.isEmpty)
        #expect(result.diagnostics.map(\.kind) == [.unsupported])
        #expect(result.diagnostics.first?.message.contains(".swift, .java, .kt, project.pbxproj, *.xcconfig, Podfile") == true)
    }

    @Test("a directory named explicitly is scanned even if it is a build folder")
    func explicitBuildFolder() throws {
        let tree = try TemporaryTree()
        try tree.write("build/Copy.m", "legacyCall;\n")
        let result = ProjectScanner(scanner: WordScanner(), literals: [WordScanner.word], rules: TestRules.all)
            .scan([tree.path + "/build"], root: tree.path)
        #expect(result.findings.map(\.finding.file) == ["build/Copy.m"])
    }

    @Test("a symlink loop and a broken link are diagnostics; a link to a scanned directory is not scanned twice")
    func symlinks() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Real.m", "legacyCall;\n")
        try tree.link("App/loop", to: "..")
        try tree.link("App/self-link.m", to: "self-link.m")
        try tree.link("App/broken.m", to: "missing.m")
        try tree.link("Zlias", to: "App")
        let result = tree.scan()
        #expect(result.findings.map(\.finding.file) == ["App/Real.m"])
        let kinds = result.diagnostics.map { "\($0.path) \($0.kind.rawValue)" }
        #expect(kinds.contains("App/loop symlink-loop"))
        #expect(kinds.contains("App/self-link.m symlink-loop"))
        #expect(kinds.contains("App/broken.m broken-symlink"))
        #expect(result.diagnostics.allSatisfy { !$0.message.isEmpty && $0.message.contains($0.path) })
    }

    @Test("binary and oversized files are skipped with a message; invalid UTF-8 is scanned with one")
    func badFiles() throws {
        let tree = try TemporaryTree()
        try tree.write("Binary.m", bytes: Array("legacyCall".utf8) + [0, 1, 2])
        try tree.write("Huge.m", String(repeating: "legacyCall;\n", count: 100))
        try tree.write("Latin1.m", bytes: Array("// caf".utf8) + [0xE9] + Array("\nlegacyCall;\n".utf8))
        var configuration = MigrationConfiguration()
        configuration.maximumFileBytes = 1000
        let result = tree.scan(configuration: configuration)
        #expect(result.findings.map { "\($0.finding.file):\($0.finding.line)" } == ["Latin1.m:2"])
        let byPath = Dictionary(uniqueKeysWithValues: result.diagnostics.map { ($0.path, $0) })
        #expect(byPath["Binary.m"]?.kind == .binary)
        #expect(byPath["Huge.m"]?.kind == .tooLarge)
        #expect(byPath["Huge.m"]?.message.contains("maxFileBytes") == true)
        #expect(byPath["Latin1.m"]?.kind == .invalidUTF8)
        #expect(byPath["Latin1.m"]?.skipped == false)
        #expect(byPath["Latin1.m"]?.message.contains("Latin1.m:1") == true)
    }

    @Test("the prefilter skips files without any literal; the result is the same with 1 to 64 jobs")
    func prefilterAndJobs() throws {
        let tree = try TemporaryTree()
        for index in 0..<40 {
            try tree.write("F\(index).swift", index % 3 == 0 ? "legacyCall()\nlegacyCallError()\n" : "let a = \(index)\n")
        }
        let single = tree.scan(jobs: 1)
        let parallel = tree.scan(jobs: 4)
        #expect(single.filesLexed == 14)
        #expect(single.filesScanned == 40)
        #expect(single.findings == parallel.findings)
        #expect(single.findings.count == 28)
    }

    @Test("the files' findings are merged in report order, whole and once, however many workers move them")
    func mergeByWorkers() throws {
        let tree = try TemporaryTree()
        var expected: [String] = []
        for index in 0..<23 {  // from none to twelve findings a file: the workers' shares end inside files and between them
            let calls = (index * 7) % 13
            try tree.write(String(format: "F%02d.swift", index), String(repeating: "legacyCall()\n", count: calls) + "let a = 1\n")
            expected += (0..<calls).map { String(format: "F%02d.swift:%d", index, $0 + 1) }
        }
        let single = tree.scan(jobs: 1)
        #expect(single.findings.map { "\($0.finding.file):\($0.finding.line)" } == expected)
        #expect(Set(single.findings.map(\.fingerprint)).count == expected.count)
        for jobs in [2, 3, 7, 64] {
            let merged = tree.scan(jobs: jobs)
            #expect(merged.findings == single.findings, "\(jobs) jobs")
            #expect(merged.findings.map(\.fingerprint) == single.findings.map(\.fingerprint), "\(jobs) jobs")
        }
    }

    @Test("include and exclude globs, disabled rules and severity overrides")
    func configuration() throws {
        let tree = try TemporaryTree()
        try tree.write("App/A.m", "legacyCall;\n")
        try tree.write("App/Generated/B.m", "legacyCall;\n")
        try tree.write("Other/C.m", "legacyCall;\n")
        var configuration = MigrationConfiguration(include: [GlobPattern("App/")], exclude: [GlobPattern("**/Generated/*.m")])
        configuration.severityOverrides = ["test.legacy-call": .error]
        let result = tree.scan(configuration: configuration)
        #expect(result.findings.map(\.finding.file) == ["App/A.m"])
        #expect(result.findings.map(\.finding.severity) == [.error])
        configuration.disabledRules = ["test.legacy-call"]
        let disabled = tree.scan(configuration: configuration)
        #expect(disabled.findings.isEmpty)
        #expect(disabled.disabledCount == 1)
    }
}
