/// `{"findings":[{"rule","severity","file","line","column","endLine","message","symbol","support","replacement","fingerprint"}],"summary":{…}}`
/// (a finding with a mechanical fix also has `"fix"`: its description and edits),
/// paths relative to the scanned root, findings in report order; the fingerprint (``FindingFingerprint``) lets a later
/// run compare with this report (`--compare`). The findings are written in parallel chunks,
/// straight to bytes, exactly as `JSONText` renders them pretty.
enum JSONReporter {
    /// The report's parts: the findings between the opening and the summary.
    static func parts(_ result: ProjectScanResult) -> ReportParts {
        let findings = result.findings
        let items = ReportParts.Items(count: findings.count, separator: JSONText.prettyItemSeparator(indent: 1)) {
            let texts = EscapedTextCache()  // a rule's message and replacement are escaped once per chunk
            let object = ByteSink()  // a finding's object, written piece by piece, then added to the chunk at once
            return { index, output in
                findings.withUnsafeBufferPointer { write($0.item(at: index), texts: texts, object: object, into: &output) }
            }
        }
        var head: [UInt8] = [UInt8(ascii: "{")]
        JSONText.writeMember("findings", first: true, indent: 0, into: &head)
        var tail: [UInt8] = []
        JSONText.writePrettyArrayEnds(isEmpty: findings.isEmpty, head: &head, tail: &tail, indent: 1)
        JSONText.writeMember("summary", first: false, indent: 0, into: &tail)
        ReportSummary(result).json(for: result).write(into: &tail, pretty: true, indent: 1)
        tail += "\n}\n".utf8
        return ReportParts(head: head, items: items, tail: tail)
    }

    /// A finding's object at level 2: the keys, their order and the layout, written once.
    private static let layout: JSONLayout.Frozen = {
        var layout = JSONLayout(level: 2)
        layout.openObject()
        for key in ["rule", "severity", "file"] { layout.stringValue(key) }
        for key in ["line", "column", "endLine"] { layout.numberValue(key) }
        for key in ["message", "symbol", "support", "replacement", "fingerprint"] { layout.stringValue(key) }
        layout.closeObject()
        return layout.finished()
    }()

    /// One finding, read where it lies, as an object at level 2, made in `object` and then appended to `output`;
    /// `texts` escapes the texts repeated from finding to finding.
    private static func write(_ item: UnsafePointer<ReportedFinding>, texts: EscapedTextCache, object: ByteSink, into output: inout [UInt8]) {
        object.writePiece(to: &output) { bytes in
            var values = layout.start(into: &bytes)
            values.string(item.pointee.finding.rule, into: &bytes)
            values.string(item.pointee.finding.severity.rawValue, into: &bytes)
            values.string(item.pointee.finding.file, texts: texts, into: &bytes)
            values.integer(item.pointee.finding.line, into: &bytes)
            values.integer(item.pointee.finding.column, into: &bytes)
            values.integer(item.pointee.finding.endLine, into: &bytes)
            values.string(item.pointee.finding.message, texts: texts, into: &bytes)
            values.string(item.pointee.finding.symbol, texts: texts, into: &bytes)
            values.string(item.pointee.finding.support.rawValue, into: &bytes)
            values.string(item.pointee.finding.replacement, texts: texts, into: &bytes)
            values.string(item.pointee.fingerprint, into: &bytes)
        }
        if let fix = item.pointee.finding.fix { FixReporting.appendJSON(fix, toObjectEndingIn: &output) }
    }
}
