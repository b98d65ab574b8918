/// `--format html`: one self-contained page (inline style and script, allowed by their hashes in a
/// Content-Security-Policy that forbids every other resource; no font, image or link to load). It shows the verdict,
/// the counts by support level, header generation and platform, what changed since a baseline or an earlier report,
/// a table of files sortable by findings, each file's findings collapsed under it with the source line, the rule and
/// the replacement, the rules found, and the files that could not be read. Every text from scanned files is escaped.
///
/// The findings, the bulk of a large report, are written in parallel chunks, in linear time; each file's are
/// collapsed in a `<details>`, so the browser lays out only what is opened.
struct HTMLReporter {
    let result: ProjectScanResult
    /// The catalog's rules by id (the first of a repeated id).
    let rulesByID: [String: Rule]
    let comparison: ReportComparison?
    /// The findings' files, in report order.
    let files: [HTMLFileGroup]
    /// Where the rule pages are, relative to the report: `Migration/rules/` of this package.
    static let rulesDocumentation = "Migration/rules/"

    init(result: ProjectScanResult, rules: [Rule], comparison: ReportComparison?) {
        self.result = result
        var byID: [String: Rule] = [:]
        for rule in rules where byID[rule.id] == nil { byID[rule.id] = rule }
        rulesByID = byID
        self.comparison = comparison
        files = HTMLFileGroup.groups(of: result.findings, rulesByID: byID, added: comparison.map { Set($0.added.map(\.fingerprint)) })
    }

    /// The page's bytes.
    func report() -> [UInt8] {
        let summary = ReportSummary(result)
        var output: [UInt8] = []
        output.reserveCapacity(65_536)
        head(summary, into: &output)
        output += "<body>\n<main>\n".utf8
        header(into: &output)
        verdict(summary, into: &output)
        cards(summary, into: &output)
        breakdown(summary, into: &output)
        if let comparison { changes(comparison, into: &output) }
        fileTable(into: &output)
        output += findingsSection()
        rulesSection(into: &output)
        diagnosticsSection(into: &output)
        output += "<footer>Written by mpl-migrate \(MigrationTool.version). A self-contained page: it loads nothing.</footer>\n</main>\n".utf8
        output += "<script>".utf8
        output += HTMLReportScript.javaScript.utf8
        output += "</script>\n</body>\n</html>\n".utf8
        return output
    }

    /// The policy: nothing may load; the page's own style and script apply because their hashes are listed, so
    /// nothing injected into the page could run even if escaping failed.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'sha256-\(HTMLReportStyle.sha256)'; "
        + "script-src 'sha256-\(HTMLReportScript.sha256)'; base-uri 'none'; form-action 'none'"

    private func head(_ summary: ReportSummary, into output: inout [UInt8]) {
        output += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n".utf8
        output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n".utf8
        output += "<meta http-equiv=\"Content-Security-Policy\" content=\"".utf8
        output += Self.contentSecurityPolicy.utf8
        output += "\">\n<meta name=\"generator\" content=\"mpl-migrate \(MigrationTool.version)\">\n<title>mpl-migrate: ".utf8
        output.append(html: Self.verdictTitle(summary.verdict.status))
        output += " — ".utf8
        output.append(grouped: result.findings.count)
        output += (result.findings.count == 1 ? " finding in " : " findings in ").utf8
        output.append(grouped: summary.filesWithFindings)
        output += (summary.filesWithFindings == 1 ? " file" : " files").utf8
        output += "</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>".utf8
        output += HTMLReportStyle.css.utf8
        output += "</style>\n</head>\n".utf8
    }

    private func header(into output: inout [UInt8]) {
        output += "<header class=\"top\">\n<h1>Migration report</h1>\n<p><span class=\"tool\">mpl-migrate \(MigrationTool.version)</span> · ".utf8
        output += "scanned <code>".utf8
        output.append(html: result.root)
        output += "</code>: ".utf8
        output.append(grouped: result.filesScanned)
        output += (result.filesScanned == 1 ? " file, " : " files, ").utf8
        output.append(grouped: result.linesScanned)
        output += (result.linesScanned == 1 ? " line" : " lines").utf8
        output += "</p>\n</header>\n".utf8
    }

    /// The verdict's heading: `Not ready`, `Ready with review`, `Ready`, `No legacy use`.
    static func verdictTitle(_ status: ReadinessVerdict.Status) -> String {
        switch status {
        case .noLegacyUse: "No legacy use"
        case .ready: "Ready"
        case .readyWithReview: "Ready with review"
        case .notReady: "Not ready"
        }
    }

    /// How the page names a support level.
    static func supportLabel(_ support: Support) -> String {
        switch support {
        case .worksUnchanged: "works unchanged"
        case .behaviourDifference: "behaviour difference"
        case .needsChange: "needs a change"
        case .noEquivalent: "no equivalent"
        }
    }

    /// How the page names a platform.
    static func platformLabel(_ platform: LegacyPlatform) -> String {
        switch platform {
        case .iOS: "iOS"
        case .android: "Android"
        }
    }

    /// The relative link to `rule`'s section on its page under `Migration/rules/`, if it has one.
    static func documentationLink(_ rule: Rule) -> String? {
        RuleArea.of(rule).map { "\(rulesDocumentation)\($0.page).md#\(Markdown.anchor(rule.id))" }
    }

    /// `<a href="…">` around `text` (both escaped), or the text alone when there is no link.
    static func link(_ href: String?, _ text: String, into output: inout [UInt8]) {
        guard let href else { return output.append(html: text) }
        output += "<a href=\"".utf8
        output.append(html: href)
        output += "\">".utf8
        output.append(html: text)
        output += "</a>".utf8
    }

    /// `<tag class="…">` with `text` escaped, then `</tag>`.
    static func element(_ tag: String, class name: String? = nil, _ text: String, into output: inout [UInt8]) {
        output += "<\(tag)".utf8
        if let name { output += " class=\"\(name)\"".utf8 }
        output.append(UInt8(ascii: ">"))
        output.append(html: text)
        output += "</\(tag)>".utf8
    }
}
