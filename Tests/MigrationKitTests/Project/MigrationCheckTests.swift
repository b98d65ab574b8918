import Foundation
import Testing

@testable import MigrationKit

@Suite("check: configuration, baseline and exit codes")
struct MigrationCheckTests {
    let check = MigrationCheck(rules: TestRules.all, scanner: WordScanner(), literals: [WordScanner.word])

    @Test("exit 0 below --fail-on, 1 at or above it; error is the default threshold")
    func exitCodes() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCallWarning;\n")
        #expect(check.run(CheckOptions(paths: [tree.path], jobs: 2)).exitCode == 0)
        #expect(check.run(CheckOptions(paths: [tree.path], failOn: .warning, jobs: 2)).exitCode == 1)
        #expect(check.run(CheckOptions(paths: [tree.path], failOn: .never, jobs: 2)).exitCode == 0)
        try tree.write("B.m", "legacyCallError;\n")
        #expect(check.run(CheckOptions(paths: [tree.path], jobs: 2)).exitCode == 1)
    }

    @Test("exit 2: a missing path, a broken configuration, a missing baseline")
    func usageErrors() throws {
        let tree = try TemporaryTree()
        let missing = check.run(CheckOptions(paths: [tree.path + "/nope"], jobs: 1))
        #expect(missing.exitCode == 2)
        #expect(missing.errors == ["error: \(tree.path)/nope: no such file or directory."])
        let config = try tree.write("c.json", "{\"disabledRules\": [\"test.legacy-cal\"]}")
        let badConfig = check.run(CheckOptions(paths: [tree.path], configurationPath: config, jobs: 1))
        #expect(badConfig.exitCode == 2)
        #expect(badConfig.errors.first?.contains("did you mean \"test.legacy-call\"") == true)
        #expect(check.run(CheckOptions(paths: [tree.path], baselinePath: tree.path + "/none.json", jobs: 1)).exitCode == 2)
    }

    @Test(".mpl-migrate.json at the scanned root is picked up; --config wins")
    func implicitConfiguration() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCallError;\n")
        try tree.write(".mpl-migrate.json", "{\"severityOverrides\": {\"test.legacy-call\": \"info\"}}")
        #expect(check.run(CheckOptions(paths: [tree.path], jobs: 1)).exitCode == 0)
        let explicit = try tree.write("strict.json", "{}")
        #expect(check.run(CheckOptions(paths: [tree.path], configurationPath: explicit, jobs: 1)).exitCode == 1)
    }

    @Test("--write-baseline then --baseline: the known findings pass, a new one fails")
    func baselineRoundTrip() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCallError;\n")
        let baseline = tree.path + "/../\(UUID().uuidString)-baseline.json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let written = check.run(CheckOptions(paths: [tree.path], writeBaselinePath: baseline, jobs: 1))
        #expect(written.errors == ["wrote a baseline of 1 findings to \(baseline)"])
        #expect(check.run(CheckOptions(paths: [tree.path], baselinePath: baseline, jobs: 1)).exitCode == 0)
        try tree.write("A.m", "\n\nlegacyCallError;\nlegacyCallError;\n")
        let after = check.run(CheckOptions(paths: [tree.path], format: .xcode, baselinePath: baseline, jobs: 1))
        #expect(after.exitCode == 1)
        #expect(after.report.split(separator: "\n").count == 1)
        #expect(after.report.contains("A.m:4:1: error:"))
    }
}
