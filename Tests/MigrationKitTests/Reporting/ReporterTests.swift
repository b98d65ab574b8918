import Foundation
import Testing

@testable import MigrationKit

@Suite("Report formats")
struct ReporterTests {
    static func result() -> ProjectScanResult {
        let findings = [
            Finding(
                rule: "test.checkout", severity: .error, file: "App/Pay, Now.m", line: 12, column: 5, endLine: 14,
                message: "checkoutWithPayment: needs a change.\n50% done", symbol: "-[PayPal checkoutWithPayment:]",
                support: .needsChange, replacement: "OrdersClient.createOrder"),
            Finding(
                rule: "test.env", severity: .info, file: "App/é.swift", line: 3, column: 10, endLine: 3,
                message: "ENV_NONE works unchanged.", symbol: "ENV_NONE", support: .worksUnchanged, replacement: ""),
        ]
        let lines = ["    [pp checkoutWithPayment:p", "let é = ENV_NONE"]
        let prints = FindingFingerprint.fingerprints(for: Array(zip(findings, lines)))
        return ProjectScanResult(
            root: "/work/app", findings: zip(zip(findings, lines), prints).map { ReportedFinding(finding: $0.0, sourceLine: $0.1, fingerprint: $1) },
            generations: [.h2, .h1], diagnostics: [ScanDiagnostic(path: "Bad.m", kind: .binary, message: "Bad.m contains NUL bytes; skipped.")],
            filesScanned: 3, filesLexed: 2, linesScanned: 120, bytesScanned: 4000, suppressedCount: 1, disabledCount: 0)
    }

    static let rules = [
        TestRules.rule(id: "test.env", element: .enumeration(name: "PayPalEnvironment", constants: ["ENV_NONE"])),
        TestRules.rule(id: "test.checkout", element: .instanceMethod(className: "PayPal", selector: "checkoutWithPayment:", swiftNames: [])),
    ]

    @Test("json: the contract's keys in order, relative paths, summary")
    func json() throws {
        let text = ReportFormat.json.render(Self.result(), rules: Self.rules)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(
            Set(findings[0].keys) == ["rule", "severity", "file", "line", "column", "endLine", "message", "symbol", "support", "replacement", "fingerprint"])
        #expect(findings[0]["file"] as? String == "App/Pay, Now.m")
        #expect(findings[0]["endLine"] as? Int == 14)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["generations"] as? [String] == ["H1", "H2"])
        #expect(summary["verdict"] as? String == "not-ready")
        #expect((summary["bySeverity"] as? [String: Int])?["error"] == 1)
        #expect(text.range(of: "\"rule\": \"test.checkout\",\n      \"severity\"") != nil)
    }

    @Test("xcode: absolute path:line:col: level: message [rule]")
    func xcode() {
        let lines = ReportFormat.xcode.render(Self.result(), rules: Self.rules).split(separator: "\n")
        #expect(lines[0].hasPrefix("/work/app/App/Pay, Now.m:12:5: error: checkoutWithPayment: needs a change."))
        #expect(lines[2] == "/work/app/App/é.swift:3:10: warning: ENV_NONE works unchanged. [test.env]")
        #expect(lines[3].hasPrefix("/work/app/Bad.m: warning: Bad.m contains NUL bytes"))
    }

    @Test("github: workflow commands with GitHub's escaping of data and properties")
    func github() {
        let lines = ReportFormat.github.render(Self.result(), rules: Self.rules).split(separator: "\n")
        #expect(
            lines[0] == "::error file=App/Pay%2C Now.m,line=12,col=5,endLine=14,title=test.checkout (-[PayPal checkoutWithPayment%3A])"
                + "::checkoutWithPayment: needs a change.%0A50%25 done")
        #expect(lines[1].hasPrefix("::notice file=App/é.swift,line=3,col=10,endLine=3,"))
        #expect(GitHubReporter.escapeData("a\r\nb") == "a%0D%0Ab")
    }

    @Test("sarif: version, sorted rules with stable indexes, code-point columns, fingerprints, encoded URIs")
    func sarif() throws {
        let text = ReportFormat.sarif.render(Self.result(), rules: Self.rules)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["test.checkout", "test.env"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1])
        #expect(results.map { $0["level"] as? String } == ["error", "note"])
        let location = try #require(((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/%C3%A9.swift")
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 9)
        let fingerprints = try #require(results[0]["partialFingerprints"] as? [String: String])
        #expect(fingerprints["mplMigrate/v1"] == Self.result().findings[0].fingerprint)
    }

    @Test("text: grouped by file, excerpt with a caret, totals, generations, diagnostics, verdict")
    func text() {
        let text = ReportFormat.text.render(Self.result(), rules: Self.rules)
        #expect(
            text.contains(
                "App/Pay, Now.m\n  12-14:5  error  checkoutWithPayment: needs a change.\n50% done [test.checkout]\n"
                    + "    |     [pp checkoutWithPayment:p\n    |     ^\n"))
        #expect(text.contains("    | let é = ENV_NONE\n    |         ^\n"))
        #expect(text.contains("by severity: 1 error, 0 warning, 1 info"))
        #expect(text.contains("header generations: H1, H2"))
        #expect(text.contains("Bad.m: Bad.m contains NUL bytes"))
        #expect(text.contains("Migration readiness: not ready: 1 use needs a change"))
    }

    @Test(
        "the verdict follows the support levels",
        arguments: [
            ([Support: Int](), ReadinessVerdict.Status.noLegacyUse), ([.worksUnchanged: 3], .ready),
            ([.worksUnchanged: 3, .behaviourDifference: 1], .readyWithReview), ([.noEquivalent: 1], .notReady),
        ])
    func verdict(counts: [Support: Int], status: ReadinessVerdict.Status) {
        #expect(ReadinessVerdict(bySupport: counts).status == status)
    }

    @Test("JSON text escapes quotes, backslashes and control characters, keeps other Unicode, and parses back")
    func jsonEscaping() throws {
        let tricky = "say \"hi\"\\ \n\t\r\u{01}\u{1F} é 😀"
        let text = JSONText.object([("k", .string(tricky)), ("n", .integer(-3)), ("b", .bool(true)), ("a", .array([]))]).rendered()
        #expect(text == "{\"k\":\"say \\\"hi\\\"\\\\ \\n\\t\\r\\u0001\\u001f é 😀\",\"n\":-3,\"b\":true,\"a\":[]}")
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["k"] as? String == tricky)
    }

    @Test("reports are deterministic")
    func deterministic() {
        for format in ReportFormat.allCases {
            #expect(format.render(Self.result(), rules: Self.rules) == format.render(Self.result(), rules: Self.rules.reversed()))
        }
    }
    @Test("the text report's caret stands under the finding's column: one space per character before it, tabs kept")
    func caretLines() {
        /// One column per character (a character of several bytes or scalars is one), as a terminal shows the line.
        func reference(_ column: Int, _ line: String) -> String {
            var bytes = 0
            var caret = ""
            for character in line where bytes < column - 1 {
                bytes += character.utf8.count
                caret += character == "\t" ? "\t" : " "
            }
            return caret + "^"
        }
        let lines = ["", "x", "    [pp checkoutWithPayment:p];", "\t\tlet p = PayPal.shared", "let é = ENV_NONE", "😀 pay()", "e\u{301}x = 1"]
        for line in lines {
            for column in -1...(line.utf8.count + 3) {
                #expect(TextReporter.caretLine(byteColumn: column, in: line) == reference(column, line), "\(line.debugDescription) \(column)")
            }
        }
        #expect(TextReporter.caretLine(byteColumn: 5, in: "\tab x") == "\t   ^")
    }
    @Test("the vocabulary's static names, which the reports write, are the raw values")
    func vocabularyNames() {
        #expect(Severity.allCases.map { $0.name.description } == Severity.allCases.map(\.rawValue))
        #expect(Support.allCases.map { $0.name.description } == Support.allCases.map(\.rawValue))
        #expect(Severity.allCases.map { SARIFReporter.levelName(for: $0).description } == ["note", "warning", "error"])
    }
}
