import Foundation
import Testing

@testable import MigrationKit

/// `--output FORMAT=PATH` (several reports in one run) and `--compare`: specs, checks before the scan, writing, and
/// exit statuses that still follow the findings.
@Suite("check: --output and --compare")
struct MigrationCheckOutputTests {
    let check = MigrationCheck(rules: TestRules.all, scanner: WordScanner(), literals: [WordScanner.word])

    @Test(
        "FORMAT=PATH parses at the first '='; a bad spec names itself and says what is wrong",
        arguments: [
            ("foo", "--output foo: expected FORMAT=PATH"), ("pdf=r.pdf", "--output pdf=r.pdf: unknown format \"pdf\""),
            ("html=", "--output html=: no PATH after \"=\""), ("=r.html", "--output =r.html: unknown format \"\""),
        ])
    func badSpecs(spec: String, message: String) {
        #expect { try ReportOutput(parsing: spec) } throws: { "\($0)".hasPrefix(message) }
    }

    @Test("a good spec")
    func goodSpec() throws {
        #expect(try ReportOutput(parsing: "sarif=out/a=b.sarif") == ReportOutput(format: .sarif, path: "out/a=b.sarif"))
        #expect(try ReportOutput(parsing: "html=r.html").format == .html)
    }

    @Test("text on the terminal, json, sarif and html to files in one run; the exit status follows the findings")
    func severalOutputs() throws {
        let tree = try TemporaryTree()
        try tree.write("App/A.m", "legacyCallError;\n")
        let out = try TemporaryTree()
        let outputs = try ["json=\(out.path)/r.json", "sarif=\(out.path)/r.sarif", "html=\(out.path)/r.html"].map(ReportOutput.init(parsing:))
        let outcome = check.run(CheckOptions(paths: [tree.path + "/App"], jobs: 1, outputs: outputs))
        #expect(outcome.exitCode == CheckOutcome.findingsFailed)
        #expect(outcome.report.contains("1 finding in 1 file"))
        #expect(outcome.errors == outputs.map { "wrote the \($0.format.rawValue) report to \($0.path)" })
        let result = ProjectScanner(scanner: WordScanner(), literals: [WordScanner.word], rules: TestRules.all, jobs: 1)
            .scan([tree.path + "/App"], root: tree.path + "/App")
        for output in outputs {
            let written = try String(contentsOfFile: output.path, encoding: .utf8)
            #expect(written == output.format.render(result, rules: TestRules.all), "\(output.format)")
        }
        let never = check.run(CheckOptions(paths: [tree.path + "/App"], failOn: .never, jobs: 1, outputs: outputs))
        #expect(never.exitCode == CheckOutcome.clean)
    }

    @Test("exit 2 before scanning: a missing directory, a directory as the path, two outputs on one file, --compare without html")
    func problemsBeforeTheScan() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCall;\n")
        func errors(_ outputs: [String], compare: String? = nil, writeBaseline: String? = nil) throws -> [String] {
            let outcome = check.run(
                CheckOptions(
                    paths: [tree.path], writeBaselinePath: writeBaseline, jobs: 1, outputs: try outputs.map(ReportOutput.init(parsing:)),
                    comparePath: compare))
            #expect(outcome.exitCode == CheckOutcome.usageOrIOError)
            #expect(outcome.reportBytes.isEmpty)
            return outcome.errors
        }
        #expect(
            try errors(["html=\(tree.path)/no/such/r.html"])
                == ["error: --output html=\(tree.path)/no/such/r.html: the directory \(tree.path)/no/such does not exist."])
        #expect(try errors(["json=\(tree.path)"]) == ["error: --output json=\(tree.path): \(tree.path) is a directory."])
        #expect(
            try errors(["json=\(tree.path)/r.json", "sarif=\(tree.path)/./r.json"])
                == ["error: --output sarif=\(tree.path)/./r.json: --output json=\(tree.path)/r.json writes the same file; give each output its own path."])
        #expect(try errors(["json=\(tree.path)/b.json"], writeBaseline: "\(tree.path)/b.json").first?.contains("--write-baseline") == true)
        let previous = try tree.write("prev.json", "{\"findings\": []}")
        #expect(try errors(["json=\(tree.path)/r.json"], compare: previous).first?.contains("add --format html or --output html=PATH") == true)
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/r.json"), "nothing written after a usage error")
    }

    @Test("--compare with an earlier JSON report: the html report lists what is new and gone; --baseline alone compares with it")
    func compare() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCall;\nlegacyCallWarning;\n")
        let out = try TemporaryTree()
        let previous = out.path + "/previous.json"
        let baseline = out.path + "/baseline.json"
        let first = check.run(
            CheckOptions(
                paths: [tree.path], writeBaselinePath: baseline, jobs: 1, outputs: [ReportOutput(format: .json, path: previous)]))
        #expect(first.exitCode == CheckOutcome.clean)
        try tree.write("A.m", "\nlegacyCall;\nlegacyCallError;\n")
        let compared = check.run(CheckOptions(paths: [tree.path], format: .html, jobs: 1, comparePath: previous))
        #expect(compared.exitCode == CheckOutcome.findingsFailed)
        #expect(compared.report.contains("<b id=\"added-count\">1</b> new, <b id=\"removed-count\">1</b> gone, <b id=\"unchanged-count\">1</b> unchanged"))
        #expect(compared.report.contains("Changes since the report <code>\(previous)</code>"))
        let baselined = check.run(CheckOptions(paths: [tree.path], format: .html, baselinePath: baseline, jobs: 1))
        #expect(baselined.report.contains("<b id=\"added-count\">1</b> new, <b id=\"removed-count\">1</b> gone, <b id=\"unchanged-count\">1</b> unchanged"))
        #expect(baselined.report.contains("Changes since the baseline"))
        let text = check.run(CheckOptions(paths: [tree.path], baselinePath: baseline, jobs: 1))
        #expect(text.report.contains("baselined: 1"), "other formats are unchanged by the comparison")
    }

    @Test("a file that cannot be written after the scan is an I/O error; the terminal report is still given")
    func writeFailure() throws {
        let tree = try TemporaryTree()
        try tree.write("A.m", "legacyCall;\n")
        // /dev/full accepts the open and fails every write with ENOSPC.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let outcome = check.run(CheckOptions(paths: [tree.path], failOn: .never, jobs: 1, outputs: [ReportOutput(format: .json, path: "/dev/full")]))
        #expect(outcome.exitCode == CheckOutcome.usageOrIOError)
        #expect(outcome.report.contains("1 finding"))
        #expect(outcome.errors.first?.hasPrefix("error: --output json=/dev/full: cannot write /dev/full (") == true)
    }
}
