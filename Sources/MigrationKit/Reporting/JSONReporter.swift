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
    private static let layout: JSONLayout.Frozen = findingLayout(fixEdits: 0)

    /// A finding's object with a fix (``FixReporting/appendJSON(_:toObjectEndingIn:)`` writes the same bytes), laid out
    /// with two edits, which ``JSONLayout/Frozen/appendItems(_:firstValue:into:)`` repeats for every edit.
    private static let layoutWithFix: JSONLayout.Frozen = findingLayout(fixEdits: 2)

    /// An edit's numbers in the json report's order: line, column, end line, end column, offset, length.
    private static func editNumber(_ edit: TextEdit, _ index: Int) -> Int {
        switch index {
        case 0: edit.line
        case 1: edit.column
        case 2: edit.endLine
        case 3: edit.endColumn
        case 4: edit.offset
        default: edit.length
        }
    }

    /// The index of the first edit's first value in ``layoutWithFix``: the finding's eleven values and the fix's
    /// description come before it.
    private static let firstEditValue = 12

    /// The layout of a finding's object at level 2, with a fix of `fixEdits` edits when it is not 0.
    private static func findingLayout(fixEdits: Int) -> JSONLayout.Frozen {
        var layout = JSONLayout(level: 2)
        layout.openObject()
        for key in ["rule", "severity", "file"] { layout.stringValue(key) }
        for key in ["line", "column", "endLine"] { layout.numberValue(key) }
        for key in ["message", "symbol", "support", "replacement", "fingerprint"] { layout.stringValue(key) }
        if fixEdits > 0 {
            layout.openObject("fix")
            layout.stringValue("description")
            layout.openArray("edits")
            for _ in 0..<fixEdits {
                layout.openObject()
                for key in ["line", "column", "endLine", "endColumn", "offset", "length"] { layout.numberValue(key) }
                layout.stringValue("replacement")
                layout.closeObject()
            }
            layout.closeArray()
            layout.closeObject()
        }
        layout.closeObject()
        return layout.finished()
    }

    /// One finding, read where it lies, as an object at level 2, made in `object` and then appended to `output`;
    /// `texts` escapes the texts repeated from finding to finding.
    private static func write(_ item: UnsafePointer<ReportedFinding>, texts: EscapedTextCache, object: ByteSink, into output: inout [UInt8]) {
        let fix = item.pointee.finding.fix
        let withFix = fix.map { !$0.edits.isEmpty } ?? false
        object.writePiece(to: &output) { bytes in
            var values = (withFix ? layoutWithFix : layout).start(into: &bytes)
            values.string(item.pointee.finding.rule, into: &bytes)
            values.name(item.pointee.finding.severity.name, into: &bytes)
            values.string(item.pointee.finding.file, texts: texts, into: &bytes)
            values.integer(item.pointee.finding.line, into: &bytes)
            values.integer(item.pointee.finding.column, into: &bytes)
            values.integer(item.pointee.finding.endLine, into: &bytes)
            values.string(item.pointee.finding.message, texts: texts, into: &bytes)
            values.string(item.pointee.finding.symbol, texts: texts, into: &bytes)
            values.name(item.pointee.finding.support.name, into: &bytes)
            values.string(item.pointee.finding.replacement, texts: texts, into: &bytes)
            values.fingerprint(item.pointee.storedFingerprint, into: &bytes)
            if let fix, withFix {
                values.string(fix.description, texts: texts, into: &bytes)
                layoutWithFix.appendItems(
                    fix.edits, numbersPerItem: 6, firstValue: firstEditValue, into: &bytes,
                    number: editNumber, text: \.replacement)
            }
        }
        if let fix, !withFix { FixReporting.appendJSON(fix, toObjectEndingIn: &output) }
    }

}
