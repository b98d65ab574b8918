import Foundation
import Testing

@testable import MigrationKit

/// The json and sarif reports write their findings in parallel chunks straight to bytes: the text must be what
/// the `JSONText` document renders pretty, byte for byte, with many findings (several chunks) and with none.
@Suite("Report formats: parallel rendering")
struct ParallelReportTests {
    /// `ReporterTests.result()` with its findings repeated `copies` times, in report order.
    static func result(copies: Int) -> ProjectScanResult {
        var result = ReporterTests.result()
        let base = result.findings
        result.findings = (0..<copies).flatMap { copy in
            base.map { item in
                var item = item
                item.finding.line += copy
                return item
            }
        }.sorted { ReportedFinding.reportOrder($0.finding, $1.finding) }
        return result
    }

    @Test("json is JSONText's pretty rendering of the document", arguments: [0, 1, 1_500])
    func json(copies: Int) {
        let result = Self.result(copies: copies)
        let findings: [JSONText] = result.findings.map { .object(Self.members(of: $0)) }
        let document = JSONText.object([("findings", .array(findings)), ("summary", ReportSummary(result).json(for: result))])
        #expect(ReportFormat.json.render(result, rules: ReporterTests.rules) == document.rendered(pretty: true) + "\n")
    }

    @Test("sarif parses, keeps every result in order, and its text does not depend on the chunks", arguments: [0, 1_500])
    func sarif(copies: Int) throws {
        let result = Self.result(copies: copies)
        let text = ReportFormat.sarif.render(result, rules: ReporterTests.rules)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == result.findings.count)
        #expect(results.map { $0["ruleId"] as? String } == result.findings.map { $0.finding.rule })
        // Re-rendering the parsed document with JSONText gives the same text (same layout, same escapes).
        #expect(text == Self.renderedSARIF(object) + "\n")
    }

    /// One rule's finding with its texts varied: each combination of two rules (one not among the run's rules: no SARIF
    /// rule index), two messages, two symbols, three severities, four supports and two replacements (192, more than a
    /// writer keeps runs for), each followed by the six that differ from it in one text only.
    static func variedTexts() -> ProjectScanResult {
        var result = ReporterTests.result()
        let base = result.findings[0]
        let choices = [2, 2, 2, 3, 4, 2]  // rule, message, symbol, severity, support, replacement
        var variants: [[Int]] = []
        for number in 0..<choices.reduce(1, *) {
            var rest = number
            let variant = choices.map { count in
                defer { rest /= count }
                return rest % count
            }
            variants.append(variant)
            for text in choices.indices {
                var neighbour = variant
                neighbour[text] = (neighbour[text] + 1) % choices[text]
                variants.append(neighbour)
            }
        }
        result.findings = variants.enumerated().map { index, variant in
            var item = base
            item.finding.line = index + 1
            item.finding.endLine = index + 1
            item.finding.rule = variant[0] == 0 ? base.finding.rule : "test.unknown"
            item.finding.message = "message \(variant[1]) \"quoted\""
            item.finding.symbol = "symbol\(variant[2])"
            item.finding.severity = Severity.allCases[variant[3]]
            item.finding.support = Support.allCases[variant[4]]
            item.finding.replacement = "replacement \(variant[5])"
            return item
        }
        return result
    }

    @Test("findings of one rule keep their own texts, over more variants than a writer keeps a rule's runs for")
    func variedRuleTexts() throws {
        let result = Self.variedTexts()
        let findings: [JSONText] = result.findings.map { .object(Self.members(of: $0)) }
        let document = JSONText.object([("findings", .array(findings)), ("summary", ReportSummary(result).json(for: result))])
        #expect(ReportFormat.json.render(result, rules: ReporterTests.rules) == document.rendered(pretty: true) + "\n")
        let text = ReportFormat.sarif.render(result, rules: ReporterTests.rules)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String } == result.findings.map { $0.finding.message })
        #expect(results.map { ($0["properties"] as? [String: Any])?["symbol"] as? String } == result.findings.map { $0.finding.symbol })
        #expect(results.map { $0["ruleIndex"] == nil } == result.findings.map { $0.finding.rule == "test.unknown" })
        #expect(text == Self.renderedSARIF(object) + "\n")
    }

    @Test("the text report groups by file across chunk boundaries")
    func text() {
        let result = Self.result(copies: 1_500)
        let text = ReportFormat.text.render(result, rules: ReporterTests.rules)
        #expect(text.components(separatedBy: "\nApp/é.swift\n").count == 2)
        #expect(text.hasPrefix("App/Pay, Now.m\n"))
    }

    /// A finding's members in the json report, its fix aside, as `JSONText` values.
    static func members(of item: ReportedFinding) -> [(String, JSONText)] {
        let finding = item.finding
        return [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.file)), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
            ("endLine", .integer(finding.endLine)), ("message", .string(finding.message)),
            ("symbol", .string(finding.symbol)), ("support", .string(finding.support.rawValue)),
            ("replacement", .string(finding.replacement)), ("fingerprint", .string(item.fingerprint)),
        ]
    }

    /// A parsed JSON value as `JSONText` renders it (object keys in the order SARIF writes them).
    static func rendered(_ value: Any) -> String {
        json(value).rendered(pretty: true)
    }

    /// A parsed SARIF document as SARIFReporter lays it out: `JSONText`'s pretty text, each result compact on a line of
    /// its own at the results' level.
    static func renderedSARIF(_ document: [String: Any]) -> String {
        guard var runs = document["runs"] as? [[String: Any]], let results = runs.first?["results"] as? [Any], !results.isEmpty else {
            return rendered(document)
        }
        runs[0]["results"] = [Any]()
        var withoutResults = document
        withoutResults["runs"] = runs
        let lines = results.map { String(repeating: " ", count: 8) + json($0).rendered() }.joined(separator: ",\n")
        return rendered(withoutResults).replacingOccurrences(
            of: #""results": []"#, with: "\"results\": [\n\(lines)\n" + String(repeating: " ", count: 6) + "]")
    }

    /// The order SARIFReporter writes keys in, wherever they stand (each object's keys follow it).
    private static let keyOrder = [
        "$schema", "version", "runs", "tool", "driver", "name", "semanticVersion", "rules", "id", "shortDescription",
        "fullDescription", "help", "defaultConfiguration", "originalUriBaseIds", "SRCROOT", "uri", "columnKind", "results",
        "ruleId", "ruleIndex", "level", "message", "text", "locations", "physicalLocation", "artifactLocation", "uriBaseId",
        "region", "startLine", "startColumn", "endLine", "partialFingerprints", "mplMigrate/v1", "properties", "symbol",
        "support", "generations", "fixes", "description", "artifactChanges", "replacements", "deletedRegion", "endColumn",
        "insertedContent",
    ]

    private static func json(_ value: Any) -> JSONText {
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber: return .integer(number.intValue)
        case let array as [Any]: return .array(array.map(json))
        case let object as [String: Any]:
            let keys = object.keys.sorted { (keyOrder.firstIndex(of: $0) ?? 999, $0) < (keyOrder.firstIndex(of: $1) ?? 999, $1) }
            return .object(keys.map { ($0, json(object[$0]!)) })
        default: return .string("\(value)")
        }
    }
}
