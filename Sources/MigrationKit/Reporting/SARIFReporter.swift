/// SARIF 2.1.0: one run, every catalog rule in `tool.driver.rules` (sorted by id, so `ruleIndex` is stable),
/// one result per finding with its region (columns in Unicode code points), and the baseline fingerprint as
/// `partialFingerprints`. Paths are relative to the scanned root (`uriBaseId` `SRCROOT`).
///
/// The document is indented, but each result is one compact line: a result is one line to grep or to diff, and the
/// file is 40 % smaller than with every result indented (SARIF is read by tools; indentation was most of its bytes).
enum SARIFReporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let fingerprintKey = "mplMigrate/v1"

    /// The report's parts: the results between the run's opening and its end.
    static func parts(_ result: ProjectScanResult, rules: [Rule]) -> ReportParts {
        let sortedRules = uniqueRules(rules)
        let indexByID = Dictionary(uniqueKeysWithValues: sortedRules.enumerated().map { ($1.id, $0) })
        let findings = result.findings
        // The results, the bulk of the report, are written in parallel chunks at their level (4).
        let items = ReportParts.Items(count: findings.count, separator: JSONText.prettyItemSeparator(indent: 3)) {
            let texts = EscapedTextCache()  // a fix's description is escaped once per chunk
            // A rule's texts and index (the table is asked once per chunk and rule), and a file's uri, made once per chunk.
            let runs = RuleRuns { item, variant, head, middle in
                let ruleIndex = indexByID[item.pointee.finding.rule]
                renderRuns(item, withFix: variant == 1, ruleIndex: ruleIndex, head: &head, middle: &middle)
                return ruleIndex
            }
            let object = ByteSink()  // a result's object, written piece by piece, then added to the chunk at once
            return { index, output in
                findings.withUnsafeBufferPointer { write($0.item(at: index), runs: runs, texts: texts, object: object, into: &output) }
            }
        }
        var head: [UInt8] = [UInt8(ascii: "{")]
        JSONText.writeMember("$schema", first: true, indent: 0, into: &head)
        JSONText.writeString(schemaURI, into: &head)
        JSONText.writeMember("version", first: false, indent: 0, into: &head)
        JSONText.writeString("2.1.0", into: &head)
        JSONText.writeMember("runs", first: false, indent: 0, into: &head)
        head.append(UInt8(ascii: "["))
        JSONText.newline(into: &head, indent: 2)
        head.append(UInt8(ascii: "{"))  // the run, at level 2
        JSONText.writeMember("tool", first: true, indent: 2, into: &head)
        writeTool(sortedRules, into: &head)
        JSONText.writeMember("originalUriBaseIds", first: false, indent: 2, into: &head)
        JSONText.object([("SRCROOT", .object([("uri", .string(rootURI(result.root)))]))]).write(into: &head, pretty: true, indent: 3)
        JSONText.writeMember("columnKind", first: false, indent: 2, into: &head)
        JSONText.writeString("unicodeCodePoints", into: &head)
        JSONText.writeMember("results", first: false, indent: 2, into: &head)
        var tail: [UInt8] = []
        JSONText.writePrettyArrayEnds(isEmpty: findings.isEmpty, head: &head, tail: &tail, indent: 3)
        JSONText.newline(into: &tail, indent: 2)
        tail.append(UInt8(ascii: "}"))
        JSONText.newline(into: &tail, indent: 1)
        tail += "]\n}\n".utf8
        return ReportParts(head: head, items: items, tail: tail)
    }

    /// The layout of a result with a fix (`withFix`) and a rule index (`ruleIndex` not nil).
    private static func layout(withFix: Bool, ruleIndex: Int?) -> JSONLayout.Frozen {
        withFix
            ? (ruleIndex == nil ? resultLayoutWithFixWithoutRuleIndex : resultLayoutWithFix)
            : (ruleIndex == nil ? resultLayoutWithoutRuleIndex : resultLayout)
    }

    /// A rule's runs in its layout (``layout(withFix:ruleIndex:)``): the values before the uri (rule id, rule index when
    /// there is one, level, message), from the result's start, and the symbol and support, each with the bytes after it.
    private static func renderRuns(
        _ item: UnsafePointer<ReportedFinding>, withFix: Bool, ruleIndex: Int?, head: inout [UInt8], middle: inout [UInt8]
    ) {
        let layout = layout(withFix: withFix, ruleIndex: ruleIndex)
        var values = layout.start(into: &head)
        values.string(item.pointee.finding.rule, into: &head)
        if let ruleIndex { values.integer(ruleIndex, into: &head) }
        values.name(levelName(for: item.pointee.finding.severity), into: &head)
        values.string(item.pointee.finding.message, into: &head)
        var rest = layout.filler(resumingAt: uriValue(ruleIndex: ruleIndex) + 5)  // after the uri, three numbers, the fingerprint
        rest.string(item.pointee.finding.symbol, into: &middle)
        rest.name(item.pointee.finding.support.name, into: &middle)
    }

    /// The index of a result's uri among its values: after the rule id, the rule index when there is one, the level and
    /// the message.
    private static func uriValue(ruleIndex: Int?) -> Int {
        ruleIndex == nil ? 3 : 4
    }

    /// One result at level 4, the finding read where it lies, made in `object` and then appended to `output`; `runs`
    /// writes the rule's texts as rendered before, and gives the rule's index and the file's uri.
    private static func write(
        _ item: UnsafePointer<ReportedFinding>, runs: RuleRuns, texts: EscapedTextCache, object: ByteSink, into output: inout [UInt8]
    ) {
        let fix = item.pointee.finding.fix
        let withFix = fix.map { !$0.edits.isEmpty } ?? false
        let rule = runs.index(for: item, variant: withFix ? 1 : 0)
        let ruleIndex = runs.ruleIndex(rule)
        let layout = layout(withFix: withFix, ruleIndex: ruleIndex)
        let uri = runs.escaped(file: item.pointee.finding.file, as: uriPath)
        object.writePiece(to: &output) { bytes in
            runs.append(rule, middle: false, to: &bytes)  // rule id, rule index, level, message
            var values = layout.filler(resumingAt: uriValue(ruleIndex: ruleIndex))
            values.escaped(uri, into: &bytes)
            values.integer(max(item.pointee.finding.line, 1), into: &bytes)
            values.integer(codePointColumn(byteColumn: item.pointee.finding.column, in: item.pointee.sourceLine), into: &bytes)
            values.integer(max(item.pointee.finding.endLine, item.pointee.finding.line, 1), into: &bytes)
            values.fingerprint(item.pointee.storedFingerprint, into: &bytes)
            runs.append(rule, middle: true, to: &bytes)  // symbol, support
            values.skip(2)
            if let fix, withFix {
                values.string(fix.description, texts: texts, into: &bytes)
                values.escaped(uri, into: &bytes)
                // The result's values (ten, with the rule's index eleven), the fix's description and uri come first.
                let line = item.pointee.finding.line
                let sourceLine = item.pointee.sourceLine
                layout.appendItems(
                    fix.edits, numbersPerItem: 4, firstValue: ruleIndex == nil ? 12 : 13, into: &bytes,
                    number: { edit, index in deletedRegion(of: edit, index, findingLine: line, sourceLine: sourceLine) },
                    text: \.replacement)
            }
        }
        if let fix, !withFix {
            FixReporting.appendSARIF(
                fix, uri: uriPath(item.pointee.finding.file), findingLine: item.pointee.finding.line, sourceLine: item.pointee.sourceLine,
                toObjectEndingIn: &output)
        }
    }

    /// A result's object at level 4, on one line, laid out once; its values are written in the order of the `value` calls.
    private static let resultLayout = layout(withRuleIndex: true)
    /// The layout of a result whose rule is not among the run's rules (no `ruleIndex`).
    private static let resultLayoutWithoutRuleIndex = layout(withRuleIndex: false)
    /// The layouts of a result with a fix (``FixReporting/appendSARIF(_:uri:findingLine:sourceLine:toObjectEndingIn:)``
    /// writes the same bytes), laid out with two replacements, which ``JSONLayout/Frozen/appendItems(_:firstValue:into:)``
    /// repeats for every edit.
    private static let resultLayoutWithFix = layout(withRuleIndex: true, fixEdits: 2)
    private static let resultLayoutWithFixWithoutRuleIndex = layout(withRuleIndex: false, fixEdits: 2)

    /// Number `index` of an edit's deleted region: start line, start column, end line, end column (columns in code
    /// points on the finding's line, `sourceLine`).
    private static func deletedRegion(of edit: TextEdit, _ index: Int, findingLine: Int, sourceLine: String) -> Int {
        switch index {
        case 0: edit.line
        case 1: edit.line == findingLine ? codePointColumn(byteColumn: edit.column, in: sourceLine) : edit.column
        case 2: edit.endLine
        default: edit.endLine == findingLine ? codePointColumn(byteColumn: edit.endColumn, in: sourceLine) : edit.endColumn
        }
    }

    private static func layout(withRuleIndex: Bool, fixEdits: Int = 0) -> JSONLayout.Frozen {
        var layout = JSONLayout(level: 4, pretty: false)
        layout.openObject()
        layout.stringValue("ruleId")
        if withRuleIndex { layout.numberValue("ruleIndex") }
        layout.stringValue("level")
        layout.openObject("message")
        layout.stringValue("text")
        layout.closeObject()
        layout.openArray("locations")
        layout.openObject()
        layout.openObject("physicalLocation")
        layout.openObject("artifactLocation")
        layout.stringValue("uri")
        layout.constant("uriBaseId", "SRCROOT")
        layout.closeObject()
        layout.openObject("region")
        layout.numberValue("startLine")
        layout.numberValue("startColumn")
        layout.numberValue("endLine")
        layout.closeObject()
        layout.closeObject()
        layout.closeObject()
        layout.closeArray()
        layout.openObject("partialFingerprints")
        layout.stringValue(fingerprintKey)
        layout.closeObject()
        layout.openObject("properties")
        layout.stringValue("symbol")
        layout.stringValue("support")
        layout.closeObject()
        if fixEdits > 0 {
            layout.openArray("fixes")
            layout.openObject()
            layout.openObject("description")
            layout.stringValue("text")
            layout.closeObject()
            layout.openArray("artifactChanges")
            layout.openObject()
            layout.openObject("artifactLocation")
            layout.stringValue("uri")
            layout.constant("uriBaseId", "SRCROOT")
            layout.closeObject()
            layout.openArray("replacements")
            for _ in 0..<fixEdits {
                layout.openObject()
                layout.openObject("deletedRegion")
                for key in ["startLine", "startColumn", "endLine", "endColumn"] { layout.numberValue(key) }
                layout.closeObject()
                layout.openObject("insertedContent")
                layout.stringValue("text")
                layout.closeObject()
                layout.closeObject()
            }
            layout.closeArray()
            layout.closeObject()
            layout.closeArray()
            layout.closeObject()
            layout.closeArray()
        }
        layout.closeObject()
        return layout.finished()
    }

    private static func uniqueRules(_ rules: [Rule]) -> [Rule] {
        var seen: Set<String> = []
        return rules.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    /// The `tool` object at level 3: the driver and a descriptor of every rule, written straight to bytes (a tree of
    /// values for the 260 rules took longer to build and free than to write).
    private static func writeTool(_ rules: [Rule], into output: inout [UInt8]) {
        var writer = ReportJSONWriter(level: 3, pretty: true)
        writer.openObject(into: &output)
        writer.openObject("driver", into: &output)
        writer.string("name", "mpl-migrate", into: &output)
        writer.string("semanticVersion", MigrationTool.version, into: &output)
        writer.openArray("rules", into: &output)
        for rule in rules { writeDescriptor(rule, with: &writer, into: &output) }
        writer.closeArray(into: &output)
        writer.closeObject(into: &output)
        writer.closeObject(into: &output)
    }

    /// A rule's `reportingDescriptor`, as an item of the open array.
    private static func writeDescriptor(_ rule: Rule, with writer: inout ReportJSONWriter, into output: inout [UInt8]) {
        let full = [rule.shimBehaviour, rule.difference, rule.action].filter { !$0.isEmpty }.joined(separator: " ")
        let help = "\(rule.action)\n\nOrders v2: \(rule.ordersV2)\nReplacement: \(rule.replacement)"
        writer.openObject(into: &output)
        writer.string("id", rule.id, into: &output)
        for (key, text) in [("shortDescription", rule.title), ("fullDescription", full.isEmpty ? rule.title : full), ("help", help)] {
            writer.openObject(key, into: &output)
            writer.string("text", text, into: &output)
            writer.closeObject(into: &output)
        }
        writer.openObject("defaultConfiguration", into: &output)
        writer.string("level", level(for: rule.severity), into: &output)
        writer.closeObject(into: &output)
        writer.openObject("properties", into: &output)
        writer.string("support", rule.support.rawValue, into: &output)
        writer.openArray("generations", into: &output)
        for generation in rule.generations.sorted() {
            writer.startValue(nil, into: &output)
            JSONText.writeString(generation.rawValue, into: &output)
        }
        writer.closeArray(into: &output)
        writer.closeObject(into: &output)
        writer.closeObject(into: &output)
    }

    static func level(for severity: Severity) -> String {
        levelName(for: severity).description
    }

    /// ``level(for:)`` as a static string, for the results' bytes.
    static func levelName(for severity: Severity) -> StaticString {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The 1-based column in Unicode code points of the 1-based UTF-8 byte `byteColumn` of `line`.
    static func codePointColumn(byteColumn: Int, in line: String) -> Int {
        let asciiPrefix =
            line.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.count >= byteColumn - 1 && bytes.prefix(max(byteColumn - 1, 0)).allSatisfy { $0 < 0x80 }
            } ?? (line.utf8.count >= byteColumn - 1 && line.utf8.prefix(max(byteColumn - 1, 0)).allSatisfy { $0 < 0x80 })
        if asciiPrefix { return byteColumn }  // ASCII up to the column: bytes are code points
        var bytes = 0
        var points = 0
        for scalar in line.unicodeScalars {
            if bytes >= byteColumn - 1 { break }
            bytes += UTF8.width(scalar)
            points += 1
        }
        return points + 1 + max(0, byteColumn - 1 - bytes)
    }

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uriPath(_ path: String) -> String {
        if path.utf8.allSatisfy(isUnreserved) { return path }
        var output = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        byte.isCIdentifierByte || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~")
            || byte == UInt8(ascii: "/")
    }

    private static func rootURI(_ root: String) -> String {
        "file://" + uriPath(root.hasSuffix("/") ? root : root + "/")
    }
}
