import Foundation
import Testing

@testable import MigrationKit

/// The json and sarif reports write a finding's fix from a laid-out finding with two edits, repeating its edit's bytes
/// for every edit (`JSONReporter.writeEdits`, `SARIFReporter.writeReplacements`). The text must be what `JSONText`
/// renders for the same document, for fixes of none, one, two and three edits, with texts to escape and edits that end
/// on another line than the finding's.
@Suite("Report formats: fixes laid out")
struct FixLayoutTests {
    /// Edits of a finding on line 12 whose source line has a multi-byte character before the edits (code points differ).
    static func edits(_ count: Int) -> [TextEdit] {
        (0..<count).map { index in
            TextEdit(
                offset: 100 + 10 * index, length: index, line: 12, column: 9 + 4 * index, endLine: index == 2 ? 13 : 12,
                endColumn: 12 + 4 * index, replacement: ["checkout", "with: \"a\"\n", "\\é\t"][index], original: String(repeating: "x", count: index))
        }
    }

    /// `ReporterTests.result()` with a finding for each fix size (0 to 3 edits), in report order.
    static func result() -> ProjectScanResult {
        var result = ReporterTests.result()
        let base = result.findings[0]
        result.findings = (0...3).map { count in
            var item = base
            item.finding.line = 12
            item.finding.column = 5 + count
            item.sourceLine = "é   [pp checkoutWithPayment:p]"
            item.finding.fix = FindingFix(description: "`checkoutWithPayment:` → \"checkout(with:)\" (\(count) edits)", edits: edits(count))
            return item
        }
        return result
    }

    @Test("json: every fix is JSONText's pretty rendering of its description and edits")
    func json() {
        let result = Self.result()
        let findings: [JSONText] = result.findings.map { item in
            let fix = item.finding.fix!
            let edits: [JSONText] = fix.edits.map { edit in
                .object([
                    ("line", .integer(edit.line)), ("column", .integer(edit.column)), ("endLine", .integer(edit.endLine)),
                    ("endColumn", .integer(edit.endColumn)), ("offset", .integer(edit.offset)), ("length", .integer(edit.length)),
                    ("replacement", .string(edit.replacement)),
                ])
            }
            return .object(
                ParallelReportTests.members(of: item) + [("fix", .object([("description", .string(fix.description)), ("edits", .array(edits))]))])
        }
        let document = JSONText.object([("findings", .array(findings)), ("summary", ReportSummary(result).json(for: result))])
        #expect(ReportFormat.json.render(result, rules: ReporterTests.rules) == document.rendered(pretty: true) + "\n")
    }

    @Test("sarif: every fix has one artifact change whose replacements are the edits, columns in code points on the finding's line")
    func sarif() throws {
        let result = Self.result()
        let text = ReportFormat.sarif.render(result, rules: ReporterTests.rules)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(text == ParallelReportTests.renderedSARIF(object) + "\n", "the layout is JSONText's")
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for (item, reported) in zip(result.findings, results) {
            let fix = try #require((reported["fixes"] as? [[String: Any]])?.first)
            #expect((fix["description"] as? [String: Any])?["text"] as? String == item.finding.fix?.description)
            let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
            #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Pay%2C%20Now.m")
            let replacements = try #require(change["replacements"] as? [[String: Any]])
            let expected = item.finding.fix!.edits.map { edit -> [Int] in
                // "é" is two bytes and one code point: on line 12, a column after it is one less in code points.
                [edit.line, edit.column - 1, edit.endLine, edit.endLine == 12 ? edit.endColumn - 1 : edit.endColumn]
            }
            let regions = replacements.map { replacement -> [Int] in
                let region = replacement["deletedRegion"] as? [String: Int] ?? [:]
                return [region["startLine"] ?? 0, region["startColumn"] ?? 0, region["endLine"] ?? 0, region["endColumn"] ?? 0]
            }
            #expect(regions == expected)
            #expect(replacements.map { ($0["insertedContent"] as? [String: Any])?["text"] as? String } == item.finding.fix!.edits.map(\.replacement))
        }
    }
}
