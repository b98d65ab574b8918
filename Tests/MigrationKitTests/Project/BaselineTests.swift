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

    @Test("a fingerprint the scan keeps as a number reads, compares and hashes as its 16 hexadecimal digits")
    func storedFingerprints() {
        let finding = Finding(
            rule: "r", severity: .info, file: "a.m", line: 1, column: 1, endLine: 1, message: "", symbol: "", support: .worksUnchanged,
            replacement: "")
        var kept = ReportedFinding(finding: finding, sourceLine: "x;", fingerprint: "")
        kept.storedFingerprint = .hash(0x00ab_cdef_0123_4567)
        let given = ReportedFinding(finding: finding, sourceLine: "x;", fingerprint: "00abcdef01234567")
        #expect(kept.fingerprint == "00abcdef01234567")
        #expect(kept == given)
        #expect(Set([kept, given]).count == 1)
        #expect(kept != ReportedFinding(finding: finding, sourceLine: "x;", fingerprint: "00abcdef01234568"))
        var renamed = kept
        renamed.fingerprint = "custom"
        #expect(renamed.fingerprint == "custom" && renamed != kept)
        // A report writes the number's digits as it writes the same text.
        var numberJSON: [UInt8] = []
        var textJSON: [UInt8] = []
        kept.storedFingerprint.writeEscaped(into: &numberJSON)
        StoredFingerprint.text("00abcdef01234567").writeEscaped(into: &textJSON)
        #expect(numberJSON == textJSON && numberJSON == Array("00abcdef01234567".utf8))
        // The scan's fingerprints are numbers; the ones a caller asks for are their texts.
        let scanned = FindingFingerprint.fingerprints(of: [given])
        #expect(FindingFingerprint.fingerprints(for: [(finding, "x;")]) == scanned.map(StoredFingerprint.hexadecimal))
    }

    @Test("a missing or malformed baseline is a clear error")
    func badBaseline() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("b.json", "{\"findings\": [{\"rule\": \"x\"}]}")
        #expect { try Baseline.load(from: path) } throws: { "\($0)".contains("has no \"fingerprint\"") }
        #expect { try Baseline.load(from: tree.path + "/none.json") } throws: { "\($0)".contains("--write-baseline") }
    }
}
