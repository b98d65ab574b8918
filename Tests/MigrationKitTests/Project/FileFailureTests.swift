import Foundation
import Testing

@testable import MigrationKit

/// Files the scan cannot or will not read: a clear diagnostic naming the file and the reason, and the rest of
/// the project scanned as usual.
@Suite("Project scan: unreadable and oversized files")
struct FileFailureTests {
    @Test("a file just above the default 8 MiB limit is skipped with a clear message; the rest of the project is scanned")
    func aboveDefaultLimit() throws {
        let limit = MigrationConfiguration.defaultMaximumFileBytes
        #expect(limit == 8 * 1_048_576)
        #expect(MigrationConfiguration().maximumFileBytes == limit)
        let tree = try TemporaryTree()
        try tree.writeSparse("Generated/Huge.m", prefix: "legacyCall;\n", size: limit + 1)
        try tree.write("AtLimit.m", bytes: Array("legacyCall;\n".utf8) + Array(repeating: UInt8(ascii: " "), count: limit - 12))
        try tree.write("App/Small.m", "x;\nlegacyCall;\n")
        try tree.write("App/Other.swift", "legacyCall()\n")
        let result = tree.scan()
        #expect(result.findings.map { "\($0.finding.file):\($0.finding.line)" } == ["App/Other.swift:1", "App/Small.m:2", "AtLimit.m:1"])
        #expect(result.filesScanned == 3)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.path == "Generated/Huge.m")
        #expect(diagnostic.kind == .tooLarge)
        #expect(diagnostic.skipped)
        #expect(
            diagnostic.message == "Generated/Huge.m is too large to scan: 8.0 MiB (8388609 bytes), above the limit of 8.0 MiB "
                + "(8388608 bytes) for a source file (generated or minified code?); skipped. Raise \"maxFileBytes\" in the configuration to scan it.")
    }

    @Test("a read that fails (as for a permission or I/O error, even as root) is a diagnostic naming the file and the reason")
    func failingRead() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Secret.m", "legacyCall;\n")
        try tree.write("App/Open.m", "legacyCall;\n")
        var scanner = ProjectScanner(scanner: WordScanner(), literals: [WordScanner.word], rules: TestRules.all, jobs: 2)
        scanner.readFile = { path, limit in
            path.hasSuffix("/Secret.m") ? .failure(SystemError(code: EACCES)) : FileReader.contents(atPath: path, limit: limit)
        }
        let result = scanner.scan([tree.path], root: tree.path)
        #expect(result.findings.map(\.finding.file) == ["App/Open.m"])
        #expect(
            result.diagnostics == [
                ScanDiagnostic(
                    path: "App/Secret.m", kind: .unreadable, message: "cannot read App/Secret.m: Permission denied; skipped.")
            ])
        #expect(
            String(decoding: TextReporter.report(result), as: UTF8.self).contains(
                "1 file not fully read:\n  App/Secret.m: cannot read App/Secret.m: Permission denied; skipped.\n"))
    }

    #if os(Linux)
        @Test("a file whose read fails in the kernel, even for root (a link to /proc/self/mem): a diagnostic with the OS's reason")
        func kernelReadFailure() throws {
            let tree = try TemporaryTree()
            try tree.link("Memory.m", to: "/proc/self/mem")
            try tree.write("Open.m", "legacyCall;\n")
            let result = tree.scan()
            #expect(result.findings.map(\.finding.file) == ["Open.m"])
            #expect(
                result.diagnostics == [
                    ScanDiagnostic(
                        path: "Memory.m", kind: .unreadable, message: "cannot read Memory.m: Input/output error; skipped.")
                ])
        }
    #endif

    @Test("a file without read permission is a diagnostic, not a crash", .enabled(if: getuid() != 0, "root reads every file"))
    func unreadableFile() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("Secret.m", "legacyCall;\n")
        chmod(path, 0)
        let result = tree.scan()
        #expect(result.findings.isEmpty)
        #expect(result.diagnostics.map(\.kind) == [.unreadable])
        #expect(result.diagnostics.first?.message == "cannot read Secret.m: Permission denied; skipped.")
    }
}
