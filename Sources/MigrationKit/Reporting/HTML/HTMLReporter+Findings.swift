/// The HTML report's findings: per file (in path order) a collapsed `<details>` whose list gives each finding's
/// place, severity and support, message, source line, rule (its page under `Migration/rules/` and its title) and
/// replacement. Written in parallel chunks like the other reports, so a large report costs linear time.
extension HTMLReporter {
    func findingsSection() -> [UInt8] {
        var output: [UInt8] = []
        output += "<section id=\"findings\">\n<h2>Findings by file</h2>\n".utf8
        output += "<div class=\"toolbar\" id=\"finding-tools\" hidden><button type=\"button\" id=\"expand-all\">Expand all</button>".utf8
        output += "<button type=\"button\" id=\"collapse-all\">Collapse all</button></div>\n".utf8
        if result.findings.isEmpty { output += "<p>No finding.</p>\n".utf8 }
        let findings = result.findings
        let files = files
        let added = comparison.map { Set($0.added.map(\.fingerprint)) } ?? []
        var fileOfFinding = [Int](repeating: 0, count: findings.count)
        for (number, group) in files.enumerated() {
            for index in group.range { fileOfFinding[index] = number }
        }
        let fileIndexes = fileOfFinding
        var rules: [String: (link: String?, title: String)] = [:]
        for item in findings where rules[item.finding.rule] == nil {
            let rule = rulesByID[item.finding.rule]
            rules[item.finding.rule] = (rule.flatMap(Self.documentationLink), rule?.title ?? "")
        }
        let ruleDocs = rules
        output += ParallelRendering.items(count: findings.count) { index, output in
            let group = files[fileIndexes[index]]
            if index == group.range.lowerBound { Self.openFile(group, number: fileIndexes[index], into: &output) }
            let item = findings[index]
            Self.finding(item, number: index, isAdded: added.contains(item.fingerprint), doc: ruleDocs[item.finding.rule], into: &output)
            if index == group.range.upperBound - 1 { output += "</ol>\n</details>\n".utf8 }
        }
        output += "</section>\n".utf8
        return output
    }

    private static func openFile(_ group: HTMLFileGroup, number: Int, into output: inout [UInt8]) {
        output += "<details class=\"file\" id=\"file-\(number)\"><summary><span class=\"path\">".utf8
        output.append(html: group.path)
        output += "</span>".utf8
        for (name, count) in [("error", group.errors), ("warning", group.warnings), ("info", group.infos)] where count > 0 {
            output += "<span class=\"pill \(name)\" title=\"\(name)\">".utf8
            output.append(grouped: count)
            output += "</span>".utf8
        }
        if group.added > 0 {
            output += "<span class=\"pill added\">".utf8
            output.append(grouped: group.added)
            output += " new</span>".utf8
        }
        output += "</summary>\n<ol class=\"findings\">\n".utf8
    }

    private static func finding(
        _ item: ReportedFinding, number: Int, isAdded: Bool, doc: (link: String?, title: String)?, into output: inout [UInt8]
    ) {
        let finding = item.finding
        let severity = finding.severity.rawValue
        output += "<li class=\"finding \(severity)\(isAdded ? " added" : "")\" id=\"n\(number)\">".utf8
        output += "<div class=\"fh\"><a class=\"loc\" href=\"#n\(number)\">".utf8
        output.append(decimal: finding.line)
        if finding.endLine > finding.line {
            output += "–".utf8
            output.append(decimal: finding.endLine)
        }
        output.append(UInt8(ascii: ":"))
        output.append(decimal: finding.column)
        output += "</a><span class=\"sev \(severity)\">\(severity)</span><span class=\"sup\">".utf8
        output.append(html: supportLabel(finding.support))
        output += "</span>".utf8
        if isAdded { output += "<span class=\"pill added\">new</span>".utf8 }
        output += "</div>\n<p class=\"msg\">".utf8
        output.append(prose: finding.message)
        output += "</p>\n<pre class=\"src\"><span class=\"ln\">".utf8
        output.append(decimal: finding.line)
        output += "</span>".utf8
        HTMLExcerpt.append(item.sourceLine, byteColumn: finding.column, to: &output)
        output += "</pre>\n<p class=\"doc\"><b>Rule</b> ".utf8
        link(doc?.link, finding.rule, into: &output)
        if let title = doc?.title, !title.isEmpty {
            output += " <span class=\"title\">".utf8
            output.append(html: title)
            output += "</span> · <a href=\"#rule-".utf8
            output.append(html: finding.rule)
            output += "\">what LegacyMPL does</a>".utf8
        }
        output += "</p>\n".utf8
        if let fix = finding.fix { appendFix(fix, of: item, into: &output) }
        if !finding.replacement.isEmpty {
            output += "<p class=\"repl\"><b>Replacement</b> ".utf8
            output.append(prose: finding.replacement)
            output += "</p>\n".utf8
        }
        output += "</li>\n".utf8
    }

    /// `mpl-migrate fix`'s change: its description, and the line before and after when every edit is on it.
    private static func appendFix(_ fix: FindingFix, of item: borrowing ReportedFinding, into output: inout [UInt8]) {
        output += "<p class=\"repl\"><b>mpl-migrate fix</b> ".utf8
        output.append(prose: fix.description)
        output += "</p>\n".utf8
        let line = item.finding.line
        guard fix.edits.allSatisfy({ $0.line == line && $0.endLine == line }) else { return }
        var after = Array(item.sourceLine.utf8)
        for edit in fix.edits.sorted(by: { $0.column > $1.column }) {
            let start = edit.column - 1
            let end = edit.endColumn - 1
            guard start >= 0, start <= end, end <= after.count else { return }
            after.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        output += "<pre class=\"src fix\"><span class=\"del\">- ".utf8
        output.append(html: item.sourceLine)
        output += "</span>\n<span class=\"ins\">+ ".utf8
        output.append(html: String(decoding: after, as: UTF8.self))
        output += "</span></pre>\n".utf8
    }
}
