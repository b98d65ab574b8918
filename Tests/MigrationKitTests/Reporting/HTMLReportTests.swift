import Foundation
import Testing

@testable import MigrationKit

/// The html report: its sections, the file table's order and sort data, escaping of everything a scanned file can
/// put in it, self-containedness (a policy that allows its own style and script by hash and nothing else) and size.
@Suite("Report formats: html")
struct HTMLReportTests {
    static func render(_ result: ProjectScanResult, comparison: ReportComparison? = nil) -> String {
        ReportFormat.html.render(result, rules: ReporterTests.rules, comparison: comparison)
    }

    /// A result with `counts[i]` findings in file `paths[i]` (paths in report order).
    static func result(files: [(path: String, count: Int)]) -> ProjectScanResult {
        var result = ReporterTests.result()
        let template = result.findings[0]
        result.findings = files.flatMap { file in
            (0..<file.count).map { line in
                var item = template
                item.finding.file = file.path
                item.finding.line = line + 1
                item.finding.severity = line % 2 == 0 ? .error : .info
                item.fingerprint = "\(file.path)#\(line)"
                return item
            }
        }
        return result
    }

    /// The `<tr>` rows of the file table, in page order, as their attributes.
    static func tableRows(_ html: String) -> [[String: String]] {
        guard let body = html.range(of: "<table id=\"file-table\">").map({ html[$0.upperBound...] }),
            let end = body.range(of: "</table>")
        else { return [] }
        return body[..<end.lowerBound].components(separatedBy: "<tr data-").dropFirst().map { row in
            let attributes = row.prefix { $0 != ">" }
            var values: [String: String] = [:]
            for pair in ("data-" + attributes).split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                values[String(parts[0].dropFirst(5))] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            values["path"] =
                row.components(separatedBy: "<td class=\"path\">").dropFirst().first?.components(separatedBy: "</a>").first?
                .components(separatedBy: "\">").last
            return values
        }
    }

    @Test("structure: title, verdict, counts by support, generation and platform, file table, findings, rules, diagnostics")
    func structure() {
        let html = Self.render(ReporterTests.result())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("<title>mpl-migrate: Not ready — 2 findings in 2 files</title>"))
        for id in [
            "verdict", "totals", "counts", "by-support", "by-generation", "by-platform", "files", "file-table", "findings",
            "rules", "diagnostics",
        ] {
            #expect(html.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(!html.contains("id=\"changes\""), "no comparison, no changes section")
        #expect(html.contains("<h2>Not ready</h2>\n<p>Migration readiness: not ready: 1 use needs a change"))
        #expect(html.contains("<tr data-support=\"needs-change\"><td><span class=\"key s-needs-change\"></span>needs a change</td><td class=\"n\">1</td>"))
        #expect(html.contains("<tr data-generation=\"H1\"><td><b>H1</b> MPL 1.0/1.1, libPayPalMEP.a</td><td class=\"yes\">yes</td><td class=\"n\">2</td>"))
        #expect(html.contains("<tr data-generation=\"H0\"><td><b>H0</b> PayPalMEP.h, 2009</td><td class=\"no\">no</td><td class=\"n\">0</td>"))
        #expect(html.contains("<tr data-platform=\"ios\"><td>iOS</td><td class=\"n\">2</td><td class=\"n\">2</td>"))
        #expect(html.components(separatedBy: "<li class=\"finding ").count - 1 == 2)
        #expect(html.components(separatedBy: "<details class=\"file\"").count == html.components(separatedBy: "</ol>\n</details>").count)
        // A finding: place, message, excerpt with the use marked, rule (page link and title), replacement.
        #expect(html.contains("<a class=\"loc\" href=\"#n0\">12–14:5</a><span class=\"sev error\">error</span><span class=\"sup\">needs a change</span>"))
        #expect(html.contains("<pre class=\"src\"><span class=\"ln\">3</span>let é = <mark>ENV_NONE</mark></pre>"))
        #expect(html.contains("<p class=\"repl\"><b>Replacement</b> OrdersClient.createOrder</p>"))
        #expect(html.contains("<span class=\"title\">Test rule test.env</span> · <a href=\"#rule-test.env\">"))
        #expect(html.contains("<div class=\"rule\" id=\"rule-test.checkout\">"))
        #expect(html.contains("<span class=\"path\">Bad.m</span>: Bad.m contains NUL bytes; skipped."))
    }

    @Test("a rule with a documentation area links to its section under Migration/rules/")
    func ruleDocumentationLink() throws {
        let rule = try #require(RuleCatalog.standard.rule(id: "mpl.paypal.checkout-with-payment"))
        #expect(HTMLReporter.documentationLink(rule) == "Migration/rules/paypal.md#mplpaypalcheckout-with-payment")
        var result = ReporterTests.result()
        result.findings[0].finding.rule = rule.id
        let html = ReportFormat.html.render(result, rules: RuleCatalog.standard.rules)
        #expect(html.contains("<b>Rule</b> <a href=\"Migration/rules/paypal.md#mplpaypalcheckout-with-payment\">mpl.paypal.checkout-with-payment</a>"))
        #expect(html.contains("<span class=\"title\">-[PayPal checkoutWithPayment:]</span>"))
    }

    @Test("the file table is written by findings, most first, ties in path order; each row carries its counts to sort by")
    func fileTableOrder() {
        let html = Self.render(Self.result(files: [("A.m", 2), ("B.m", 5), ("C.m", 1), ("D.m", 2)]))
        let rows = Self.tableRows(html)
        #expect(rows.map { $0["path"] } == ["B.m", "A.m", "D.m", "C.m"])
        #expect(rows.map { $0["findings"] } == ["5", "2", "2", "1"])
        #expect(rows.map { $0["order"] } == ["1", "0", "3", "2"], "data-order is the path order, the sort's tie-break")
        #expect(rows.map { $0["errors"] } == ["3", "1", "1", "1"])
        #expect(rows.map { $0["infos"] } == ["2", "1", "1", "0"])
        #expect(html.contains("<th class=\"n\" data-key=\"findings\" aria-sort=\"descending\"><button type=\"button\">Findings</button></th>"))
        #expect(html.contains("<a href=\"#file-1\">B.m</a>"), "a row links to its file's findings")
        #expect(html.contains("<details class=\"file\" id=\"file-1\"><summary><span class=\"path\">B.m</span>"))
    }

    @Test("a finding with a fix shows it: the description, then its line before and after (escaped)")
    func fixBeforeAfter() {
        var result = ReporterTests.result()
        result.findings[0].finding.line = 3
        result.findings[0].sourceLine = "#import <Vendor/PayPalMEP.h> // <b>"
        result.findings[0].finding.fix = FindingFix(
            description: "the import names the header `PayPalMPL` ships",
            edits: [
                TextEdit(offset: 40, length: 20, line: 3, column: 9, endLine: 3, endColumn: 29, replacement: "\"PayPal.h\"", original: "<Vendor/PayPalMEP.h>")
            ])
        let html = Self.render(result)
        #expect(html.contains("<b>mpl-migrate fix</b> the import names the header <code>PayPalMPL</code> ships"))
        #expect(
            html.contains(
                "<pre class=\"src fix\"><span class=\"del\">- #import &lt;Vendor/PayPalMEP.h&gt; // &lt;b&gt;</span>\n"
                    + "<span class=\"ins\">+ #import &quot;PayPal.h&quot; // &lt;b&gt;</span></pre>"))
        #expect(html.components(separatedBy: "mpl-migrate fix</b>").count == 2, "only the finding with a fix")
    }

    @Test("text from scanned files is escaped everywhere: a script in a source line, a path or a message stays text")
    func escaping() {
        var result = ReporterTests.result()
        let attack = "</script><script>alert(1)</script>"
        result.root = "/work/<b>root"
        result.findings[0].finding.file = "App/<img src=x onerror=alert(2)>.m"
        result.findings[0].sourceLine = "    NSString *s = @\"\(attack)\"; // \(attack) ' & \u{0}\u{1B}"
        result.findings[1].finding.message = "a <i>message</i> & \"quotes\""
        result.diagnostics = [ScanDiagnostic(path: "<svg onload=alert(3)>.m", kind: .binary, message: attack)]
        let html = Self.render(result)
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(!html.contains("<img"))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("<b>root"))
        #expect(!html.contains("<i>message"))
        #expect(html.contains("@&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;; // &lt;/script&gt;"))
        #expect(html.contains("&#39; &amp; ␀␛</pre>"), "control characters show as their pictures")
        #expect(html.contains("App/&lt;img src=x onerror=alert(2)&gt;.m"))
        #expect(html.contains("a &lt;i&gt;message&lt;/i&gt; &amp; &quot;quotes&quot;"))
        #expect(html.contains("&lt;svg onload=alert(3)&gt;.m"))
    }

    @Test("escaping: the five special characters, control pictures, and backtick pairs of catalog prose as code")
    func escapingHelpers() {
        var output: [UInt8] = []
        output.append(html: "<a href='x'>\"&\"</a>\t\n\u{7F}\u{1F}é")
        #expect(String(decoding: output, as: UTF8.self) == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;\t\n␡␟é")
        output = []
        output.append(prose: "Use `OrdersClient.createOrder` for <b>, `not closed")
        #expect(String(decoding: output, as: UTF8.self) == "Use <code>OrdersClient.createOrder</code> for &lt;b&gt;, `not closed")
        output = []
        output.append(grouped: 24_312_001)
        output.append(UInt8(ascii: " "))
        output.append(grouped: 7)
        #expect(String(decoding: output, as: UTF8.self) == "24,312,001 7")
    }

    @Test("a long line is cut to a window around the use, between characters; the indent is left out")
    func excerptWindow() {
        func excerpt(_ line: String, column: Int) -> String {
            var output: [UInt8] = []
            HTMLExcerpt.append(line, byteColumn: column, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
        #expect(excerpt("\t  [pp pay:x];", column: 5) == "[<mark>pp</mark> pay:x];")
        #expect(excerpt("[[PayPal getPayPalInst] pay];", column: 2) == "[<mark>[PayPal</mark> getPayPalInst] pay];")
        #expect(excerpt("a <b> c", column: 3) == "a <mark>&lt;</mark>b&gt; c")
        #expect(excerpt("#import \"PayPal.h\"", column: 1) == "<mark>#import</mark> &quot;PayPal.h&quot;")
        #expect(excerpt("short", column: 99) == "short", "a column past the end marks nothing")
        let long = String(repeating: "é", count: 500) + "PayPal" + String(repeating: "ü", count: 500)
        let cut = excerpt(long, column: 1001)
        #expect(cut.hasPrefix("…é") && cut.hasSuffix("ü…"))
        #expect(cut.contains("<mark>PayPal</mark>"))
        #expect(cut.utf8.count < HTMLExcerpt.window + 40)
    }

    @Test("any line and any column: the excerpt never traps and never lets markup through")
    func excerptHostile() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", ">", "\"", "'", "&", "é", "😀", "\u{0}", "\t", " ", "[", "#", "a", "Z", "_", "\u{301}", "\r", "\u{7F}"]
        for _ in 0..<300 {
            let line = (0..<Int.random(in: 0...400, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for column in [Int.min, -1, 0, 1, 2, line.utf8.count, line.utf8.count + 1, Int.max, Int.random(in: 0...500, using: &generator)] {
                var output: [UInt8] = []
                HTMLExcerpt.append(line, byteColumn: column, to: &output)
                #expect(String(bytes: output, encoding: .utf8) != nil)
                // Bytes, not characters: a combining mark after a tag's `>` joins it into one Character.
                var bare = output
                for tag in ["<mark>", "</mark>"] {
                    while let range = bare.firstRange(of: Array(tag.utf8)) { bare.removeSubrange(range) }
                }
                #expect(!bare.contains { Array("<>\"'".utf8).contains($0) || $0 == 0 }, "\(line.debugDescription) at \(column)")
            }
        }
    }

    @Test("self-contained: no resource to load, and a policy that allows only the page's own style and script")
    func selfContained() throws {
        let html = Self.render(ReporterTests.result())
        for pattern in ["src=", "href=\"http", "href=\"//", "url(", "@import", "<link rel=\"stylesheet", "<iframe", "<img", "<object"] {
            #expect(!html.contains(pattern), "found \(pattern)")
        }
        let links = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(links.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("Migration/rules/") || $0 == "data:," }, "\(links)")
        let policy = try #require(
            html.components(separatedBy: "http-equiv=\"Content-Security-Policy\" content=\"").last?
                .components(separatedBy: "\"").first)
        #expect(
            policy == "default-src 'none'; img-src data:; style-src 'sha256-\(HTMLReportStyle.sha256)'; "
                + "script-src 'sha256-\(HTMLReportScript.sha256)'; base-uri 'none'; form-action 'none'")
        #expect(html.contains("<style>\(HTMLReportStyle.css)</style>"))
        #expect(html.contains("<script>\(HTMLReportScript.javaScript)</script>"))
    }

    @Test("the policy's hashes are those of the page's style sheet and script (else the browser would apply neither)")
    func policyHashes() throws {
        guard let style = try Self.sha256(HTMLReportStyle.css), let script = try Self.sha256(HTMLReportScript.javaScript) else {
            return  // no sha256sum or shasum here; the browser test (.ci/html-report-test.sh) checks the page applies both
        }
        #expect(style == HTMLReportStyle.sha256, "HTMLReportStyle.sha256 should be \(style)")
        #expect(script == HTMLReportScript.sha256, "HTMLReportScript.sha256 should be \(script)")
    }

    /// The base64 SHA-256 of `text` by the system's `sha256sum` (or `shasum -a 256`), nil when neither is there.
    static func sha256(_ text: String) throws -> String? {
        let tools = [["/usr/bin/sha256sum"], ["/bin/sha256sum"], ["/usr/bin/shasum", "-a", "256"]]
        guard let tool = tools.first(where: { FileManager.default.isExecutableFile(atPath: $0[0]) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool[0])
        process.arguments = Array(tool.dropFirst())
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        process.waitUntilExit()
        var digest: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let byte = UInt8(hex[index..<hex.index(index, offsetBy: 2)], radix: 16) {
            digest.append(byte)
            index = hex.index(index, offsetBy: 2)
        }
        return digest.count == 32 ? Data(digest).base64EncodedString() : nil
    }

    @Test("24,000 findings: every one is written, in a size linear in the findings")
    func large() {
        let result = ParallelReportTests.result(copies: 12_000)
        let html = Self.render(result)
        #expect(result.findings.count == 24_000)
        #expect(html.components(separatedBy: "<li class=\"finding ").count - 1 == 24_000)
        #expect(html.utf8.count < 24_000 * 1_000, "\(html.utf8.count) bytes")
        #expect(html.components(separatedBy: "<details class=\"file\"").count - 1 == 2, "collapsed per file")
    }

    @Test("no finding: the verdict, empty sections, no rules")
    func empty() {
        var result = ReporterTests.result()
        result.findings = []
        result.diagnostics = []
        let html = Self.render(result)
        #expect(html.contains("<h2>No legacy use</h2>"))
        #expect(html.contains("<p>No file has a finding.</p>"))
        #expect(!html.contains("id=\"rules\""))
        #expect(!html.contains("id=\"diagnostics\""))
    }
}
