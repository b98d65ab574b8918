import Foundation
import Testing

/// The built `mpl-migrate fix` on a scratch copy of Samples/Migration: what it leaves has no fix, and running it
/// again changes nothing. (.ci/fix_samples.sh goes further: findings by rule and file, and the fixed code compiled.)
@Suite("mpl-migrate end to end: fix")
struct CLIFixTests {
    /// A copy of Samples/Migration in a temporary directory, removed when deinitialized.
    final class SamplesCopy {
        let path = NSTemporaryDirectory() + "mpl-migrate-cli-fix-" + UUID().uuidString

        init() throws {
            try FileManager.default.copyItem(atPath: CLIEndToEndTests.packageRoot + "/Samples/Migration", toPath: path)
        }

        /// Every file's bytes, by path relative to the copy.
        func contents() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))
            }
            return files
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The findings of `check --format json` on `path`.
    static func findings(_ path: String) throws -> [[String: Any]] {
        let run = try CLIEndToEndTests.run(["check", path, "--format", "json", "--fail-on", "never"])
        try #require(run.status == 0, "\(run.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return try #require(report["findings"] as? [[String: Any]])
    }

    @Test("fix on a copy of the samples: the fixable findings are fixed, none left has a fix, and a second run says nothing to fix and changes nothing")
    func samplesFixedOnceThenNothing() throws {
        let copy = try SamplesCopy()
        let original = try copy.contents()
        let before = try Self.findings(copy.path)
        let fixable = before.filter { $0["fix"] != nil }
        let fixableFiles = Set(fixable.compactMap { $0["file"] as? String })
        try #require(!fixable.isEmpty, "the samples have findings with a fix")

        let first = try CLIEndToEndTests.run(["fix", copy.path, "--fail-on", "never"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasPrefix("fixed \(fixable.count) findings in \(fixableFiles.count) files:\n"), "\(first.output)")
        let fixed = try copy.contents()
        #expect(Set(fixed.keys) == Set(original.keys), "fix added or removed files")
        #expect(Set(fixed.keys.filter { fixed[$0] != original[$0] }) == fixableFiles, "the files changed are those with a fixable finding")

        let after = try Self.findings(copy.path)
        let stillFixable = after.filter { $0["fix"] != nil }.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }
        #expect(stillFixable.isEmpty, "findings with a fix after fix: \(stillFixable)")
        // The fixes change spellings, not uses: each fixed use is still found, without a fix.
        #expect(after.count == before.count)

        let second = try CLIEndToEndTests.run(["fix", copy.path, "--fail-on", "never"])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.hasPrefix("nothing to fix"), "\(second.output)")
        #expect(try copy.contents() == fixed, "a second fix changed files")
        let dryRun = try CLIEndToEndTests.run(["fix", copy.path, "--dry-run", "--fail-on", "never"])
        #expect(dryRun.status == 0 && dryRun.output.isEmpty && dryRun.errors.hasPrefix("nothing to fix"), "\(dryRun.output)\(dryRun.errors)")
    }
}
