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
            let texts = EscapedTextCache()  // a fix's description is escaped once per chunk
            let runs = RuleRuns(render: renderRuns)  // a rule's texts are written once per chunk
            let object = ByteSink()  // a finding's object, written piece by piece, then added to the chunk at once
            return { index, output in
                findings.withUnsafeBufferPointer { write($0.item(at: index), runs: runs, texts: texts, object: object, into: &output) }
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

    /// The first value of a finding's second rule run (``RuleRuns``): the message.
    private static let middleStart = 6
    /// The values of the second rule run: message, symbol, support and replacement.
    private static let middleCount = 4

    /// A rule's runs in the layout of `variant` (1: with a fix): values 0 and 1 (rule and severity, from the object's
    /// start) and values 6 to 9 (message to replacement), each with the bytes after it. The json report has no rule index.
    private static func renderRuns(_ item: UnsafePointer<ReportedFinding>, variant: Int, head: inout [UInt8], middle: inout [UInt8]) -> Int? {
        let layout = variant == 1 ? layoutWithFix : layout
        var values = layout.start(into: &head)
        values.string(item.pointee.finding.rule, into: &head)
        values.name(item.pointee.finding.severity.name, into: &head)
        var rest = layout.filler(resumingAt: middleStart)
        rest.string(item.pointee.finding.message, into: &middle)
        rest.string(item.pointee.finding.symbol, into: &middle)
        rest.name(item.pointee.finding.support.name, into: &middle)
        rest.string(item.pointee.finding.replacement, into: &middle)
        return nil
    }

    /// One finding, read where it lies, as an object at level 2, made in `object` and then appended to `output`;
    /// `runs` writes the rule's texts as rendered before, and `texts` escapes the fix's description.
    private static func write(
        _ item: UnsafePointer<ReportedFinding>, runs: RuleRuns, texts: EscapedTextCache, object: ByteSink, into output: inout [UInt8]
    ) {
        let fix = item.pointee.finding.fix
        let withFix = fix.map { !$0.edits.isEmpty } ?? false
        let layout = withFix ? layoutWithFix : layout
        let rule = runs.index(for: item, variant: withFix ? 1 : 0)
        object.writePiece(to: &output) { bytes in
            runs.append(rule, middle: false, to: &bytes)  // values 0 and 1: rule, severity
            var values = layout.filler(resumingAt: 2)
            values.escaped(runs.escaped(file: item.pointee.finding.file) { $0 }, into: &bytes)
            values.integer(item.pointee.finding.line, into: &bytes)
            values.integer(item.pointee.finding.column, into: &bytes)
            values.integer(item.pointee.finding.endLine, into: &bytes)
            runs.append(rule, middle: true, to: &bytes)  // values 6 to 9: message to replacement
            values.skip(middleCount)
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
