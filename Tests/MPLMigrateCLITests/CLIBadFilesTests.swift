import Foundation
import Testing

/// The built `mpl-migrate` on a tree with files it cannot scan as usual: each is named in the report with
/// the reason, the rest is scanned, and the exit status depends on the findings only.
@Suite("mpl-migrate end to end: bad files")
struct CLIBadFilesTests {
    /// A temporary tree: a legacy use in valid UTF-8, another in a Latin-1 file, a directory cycle, a link to
    /// itself, and a sparse file just above the default 8 MiB limit. Removed when deinitialized.
    final class BadTree {
        let path = NSTemporaryDirectory() + "mpl-migrate-cli-bad-files-" + UUID().uuidString

        init(withFindings: Bool = true) throws {
            let manager = FileManager.default
            try manager.createDirectory(atPath: path + "/App", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: path + "/Generated", withIntermediateDirectories: true)
            let use = withFindings ? "[PayPal initializeWithAppID:@\"APP-80W284485P519543T\" forEnvironment:ENV_NONE];\n" : "[self reload];\n"
            let header = withFindings ? "#import \"PayPalPayment.h\"\n" : "#import \"Cart.h\"\n"  // a legacy import is a finding
            try Data((header + use).utf8).write(to: URL(fileURLWithPath: path + "/App/Checkout.m"))
            try Data(Array("// caf".utf8) + [0xE9] + Array(("\n" + use).utf8)).write(to: URL(fileURLWithPath: path + "/App/Latin1.m"))
            try manager.createSymbolicLink(atPath: path + "/App/Parent", withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: path + "/App/Self.m", withDestinationPath: "Self.m")
            let huge = path + "/Generated/Huge.m"
            try Data(use.utf8).write(to: URL(fileURLWithPath: huge))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
            try handle.truncate(atOffset: 8 * 1_048_576 + 1)
            try handle.close()
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The summary's line for each bad file, with its reason.
    static let expectedDiagnostics = [
        "  App/Latin1.m: App/Latin1.m:1 is not valid UTF-8 (byte 6); scanned as bytes, excerpts show U+FFFD.",
        "  App/Parent: symbolic link App/Parent leads back into a directory being scanned (→ ..); not followed.",
        "  App/Self.m: symbolic link App/Self.m never resolves (a cycle of links); skipped.",
        "  Generated/Huge.m: Generated/Huge.m is too large to scan: 8.0 MiB (8388609 bytes), above the limit of 8.0 MiB (8388608 bytes)",
    ]

    @Test("text: the summary names each bad file and why; the findings of the rest, the Latin-1 file included, set the exit status")
    func textReport() throws {
        let tree = try BadTree()
        let run = try CLIEndToEndTests.run(["check", tree.path, "--fail-on", "warning"])
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("App/Checkout.m\n"))
        #expect(run.output.contains("App/Latin1.m\n"))
        #expect(!run.output.contains("Generated/Huge.m\n"))
        #expect(run.output.contains("5 findings in 2 files (2 files, 4 lines scanned)"), "Checkout.m and Latin1.m; Huge.m is skipped")
        #expect(run.output.contains("4 files not fully read:\n"))
        for line in Self.expectedDiagnostics {
            #expect(run.output.contains(line), "missing: \(line)\n\(run.output)")
        }
        #expect(run.output.contains("Raise \"maxFileBytes\" in the configuration to scan it."))
    }

    @Test("json: one diagnostic per bad file with its kind and message; with no finding the bad files alone exit 0")
    func jsonDiagnostics() throws {
        let tree = try BadTree(withFindings: false)
        let run = try CLIEndToEndTests.run(["check", tree.path, "--format", "json", "--fail-on", "info"])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["findings"] as? [Any])?.isEmpty == true)
        let summary = try #require(object["summary"] as? [String: Any])
        let diagnostics = try #require(summary["diagnostics"] as? [[String: Any]])
        let byFile = Dictionary(
            uniqueKeysWithValues: diagnostics.compactMap { item in
                (item["file"] as? String).map { ($0, item) }
            })
        let expected: [(file: String, kind: String, skipped: Bool)] = [
            ("App/Latin1.m", "invalid-utf8", false), ("App/Parent", "symlink-loop", true),
            ("App/Self.m", "symlink-loop", true), ("Generated/Huge.m", "too-large", true),
        ]
        #expect(Set(byFile.keys) == Set(expected.map(\.file)))
        for item in expected {
            #expect(byFile[item.file]?["kind"] as? String == item.kind, "\(item.file)")
            #expect(byFile[item.file]?["skipped"] as? Bool == item.skipped, "\(item.file)")
            #expect((byFile[item.file]?["message"] as? String)?.contains(item.file) == true, "\(item.file)")
        }
    }
}
