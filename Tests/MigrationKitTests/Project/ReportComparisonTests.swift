import Foundation
import Testing

@testable import MigrationKit

/// What changed since a baseline or an earlier JSON report, matched by fingerprint, and how the html report shows it.
@Suite("Comparison with a baseline or an earlier report")
struct ReportComparisonTests {
    /// Before: two calls in A.m and one in B.m. After: lines moved in A.m, B.m's call gone, a new call in C.m.
    static func scans() throws -> (before: ProjectScanResult, after: ProjectScanResult) {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCallError;\nlegacyCall;\n")
        try tree.write("B.m", "legacyCallWarning;\n")
        let before = tree.scan()
        try tree.write("A.m", "// moved down\n\nlegacyCallError;\nlegacyCall;\n")
        try tree.write("B.m", "other;\n")
        try tree.write("C.m", "legacyCallError; // </script><script>alert(1)</script>\n")
        return (before, tree.scan())
    }

    @Test("new and gone by fingerprint: moved code is unchanged")
    func comparison() throws {
        let (before, after) = try Self.scans()
        let previous = RecordedFindings(
            kind: .baseline,
            findings: before.findings.map {
                RecordedFinding(
                    fingerprint: $0.fingerprint, rule: $0.finding.rule, file: $0.finding.file,
                    sourceText: FindingFingerprint.normalized($0.sourceLine))
            })
        let comparison = ReportComparison(current: after.findings, previous: previous, previousPath: "base.json")
        #expect(comparison.added.map(\.finding.file) == ["C.m"])
        #expect(comparison.removed.map(\.file) == ["B.m"])
        #expect(comparison.removed.first?.sourceText == "legacyCallWarning;")
        #expect(comparison.unchangedCount == 2)
    }

    @Test("a baseline file and a JSON report read back with their fingerprints, and compare alike")
    func loading() throws {
        let (before, after) = try Self.scans()
        let tree = try TemporaryTree()
        let baselinePath = try tree.write("baseline.json", Baseline.fileContents(for: before.findings))
        let reportPath = try tree.write("report.json", ReportFormat.json.render(before, rules: TestRules.all))
        let baseline = try RecordedFindings.load(from: baselinePath, for: .comparison)
        let report = try RecordedFindings.load(from: reportPath, for: .comparison)
        #expect(baseline.kind == .baseline)
        #expect(report.kind == .report)
        #expect(Set(baseline.findings.map(\.fingerprint)) == Set(before.findings.map(\.fingerprint)))
        #expect(report.findings.map(\.fingerprint) == before.findings.map(\.fingerprint))
        #expect(report.findings.first?.line == 1)
        #expect(report.findings.first?.message == "legacyCallError is legacy")
        let fromBaseline = ReportComparison(current: after.findings, previous: baseline, previousPath: baselinePath)
        let fromReport = ReportComparison(current: after.findings, previous: report, previousPath: reportPath)
        #expect(fromBaseline.added == fromReport.added)
        #expect(fromBaseline.removed.map(\.fingerprint) == fromReport.removed.map(\.fingerprint))
        #expect(fromReport.removed.first?.line == 1, "a report gives the gone finding's line")
        #expect(
            try Baseline.load(from: reportPath).fingerprints == Baseline(findings: before.findings).fingerprints,
            "--baseline takes a JSON report too")
    }

    @Test("a missing file, not JSON, or a report without fingerprints is a clear error naming the file")
    func badFiles() throws {
        let tree = try TemporaryTree()
        let old = try tree.write("old.json", "{\"findings\": [{\"rule\": \"x\", \"file\": \"A.m\", \"line\": 1}], \"summary\": {}}")
        let text = try tree.write("notes.txt", "not json")
        #expect { try RecordedFindings.load(from: old, for: .comparison) } throws: {
            "\($0)".hasPrefix(old + ": finding 0 has no \"fingerprint\"") && "\($0)".contains("write the report again")
        }
        #expect { try RecordedFindings.load(from: text, for: .comparison) } throws: {
            "\($0)".contains("not a mpl-migrate JSON report or baseline")
        }
        #expect { try RecordedFindings.load(from: tree.path + "/none.json", for: .comparison) } throws: {
            "\($0)".contains("cannot read the previous report")
        }
        let hostile = try tree.write("h.json", "{\"findings\": [3, null, {\"fingerprint\": 7}]}")
        #expect(throws: ConfigurationError.self) { try RecordedFindings.load(from: hostile, for: .baseline) }
    }

    @Test("html: the counts, each new finding linked and marked, each gone one with its text, new per file in the table")
    func htmlChanges() throws {
        let (before, after) = try Self.scans()
        let comparison = ReportComparison(
            current: after.findings,
            previous: RecordedFindings(
                kind: .baseline,
                findings: before.findings.map {
                    RecordedFinding(
                        fingerprint: $0.fingerprint, rule: $0.finding.rule, file: $0.finding.file,
                        sourceText: FindingFingerprint.normalized($0.sourceLine))
                }), previousPath: "<base>.json")
        let html = ReportFormat.html.render(after, rules: TestRules.all, comparison: comparison)
        #expect(html.contains("<h2>Changes since the baseline <code>&lt;base&gt;.json</code></h2>"))
        #expect(html.contains("<b id=\"added-count\">1</b> new, <b id=\"removed-count\">1</b> gone, <b id=\"unchanged-count\">2</b> unchanged"))
        #expect(html.contains("<li><a href=\"#n2\">C.m:1</a> <code>test.legacy-call</code></li>"))
        #expect(html.contains("<li class=\"finding error added\" id=\"n2\">"))
        #expect(html.contains("<li><span class=\"path\">B.m</span> <code>test.legacy-call</code><br><code class=\"gone\">legacyCallWarning;</code></li>"))
        #expect(html.contains("<th class=\"n\" data-key=\"added\"><button type=\"button\">New</button></th>"))
        #expect(HTMLReportTests.tableRows(html).map { $0["added"] } == ["0", "1"])
        #expect(html.contains("<mark>legacyCallError</mark>; // &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</pre>"))
        #expect(html.components(separatedBy: "<script").count == 2)
    }
}
