import Foundation
import Testing

@testable import MigrationKit

@Suite("Baseline: fingerprints survive lines moving")
struct BaselineTests {
    @Test("a baselined finding stays baselined when lines are inserted above it; a new one is reported")
    func survivesMovingLines() throws {
        let tree = try TemporaryTree()
        try tree.write("App/A.m", "legacyCall;\nlegacyCall;\nother;\n")
        let before = tree.scan()
        let baselinePath = tree.path + "/baseline.json"
        try Baseline.fileContents(for: before.findings).write(toFile: baselinePath, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(from: baselinePath)
        #expect(baseline.fingerprints.count == 2)

        try tree.write("App/A.m", "// a new comment\n\n  legacyCall;\n legacyCall;\nother; legacyCall;\nlegacyCall;\n")
        let after = tree.scan().applying(baseline)
        #expect(after.baselinedCount == 2)
        #expect(after.findings.map { "\($0.finding.line):\($0.finding.column)" } == ["5:8", "6:1"])
    }

    @Test("fingerprints depend on rule, path, normalized text and occurrence, not on the line number")
    func fingerprintInputs() {
        func finding(_ rule: String, _ file: String, line: Int) -> Finding {
            Finding(
                rule: rule, severity: .info, file: file, line: line, column: 1, endLine: line, message: "", symbol: "",
                support: .worksUnchanged, replacement: "")
        }
        let prints = FindingFingerprint.fingerprints(for: [
            (finding("r", "a.m", line: 1), "x  = y;"), (finding("r", "a.m", line: 9), "\tx = y; "),
            (finding("r", "b.m", line: 1), "x = y;"), (finding("s", "a.m", line: 1), "x = y;"),
        ])
        #expect(Set(prints).count == 4)
        let moved = FindingFingerprint.fingerprints(for: [(finding("r", "a.m", line: 40), "x = y;")])
        #expect(moved[0] == prints[0])
        #expect(prints.allSatisfy { $0.count == 16 })
    }

    @Test("a missing or malformed baseline is a clear error")
    func badBaseline() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("b.json", "{\"findings\": [{\"rule\": \"x\"}]}")
        #expect { try Baseline.load(from: path) } throws: { "\($0)".contains("has no \"fingerprint\"") }
        #expect { try Baseline.load(from: tree.path + "/none.json") } throws: { "\($0)".contains("--write-baseline") }
    }
}
