/// `{"findings":[{"rule","severity","file","line","column","endLine","message","symbol","support","replacement","fingerprint"}],"summary":{…}}`,
/// paths relative to the scanned root, findings in report order; the fingerprint (``FindingFingerprint``) lets a later
/// run compare with this report (`--compare`). The findings are written in parallel chunks,
/// straight to bytes, exactly as `JSONText` renders them pretty.
enum JSONReporter {
    static func report(_ result: ProjectScanResult) -> [UInt8] {
        let findings = result.findings
        let items = ParallelRendering.items(count: findings.count, separator: JSONText.prettyItemSeparator(indent: 1)) { index, output in
            write(findings[index], into: &output)
        }
        var output: [UInt8] = [UInt8(ascii: "{")]
        output.reserveCapacity(items.count + 4096)
        JSONText.writeMember("findings", first: true, indent: 0, into: &output)
        JSONText.writePrettyArray(items: items, isEmpty: findings.isEmpty, into: &output, indent: 1)
        JSONText.writeMember("summary", first: false, indent: 0, into: &output)
        ReportSummary(result).json(for: result).write(into: &output, pretty: true, indent: 1)
        output += "\n}\n".utf8
        return output
    }

    /// One finding as an object at level 2.
    private static func write(_ item: ReportedFinding, into output: inout [UInt8]) {
        let finding = item.finding
        var writer = PrettyJSONWriter(level: 2)
        writer.openObject(into: &output)
        writer.string("rule", finding.rule, into: &output)
        writer.string("severity", finding.severity.rawValue, into: &output)
        writer.string("file", finding.file, into: &output)
        writer.integer("line", finding.line, into: &output)
        writer.integer("column", finding.column, into: &output)
        writer.integer("endLine", finding.endLine, into: &output)
        writer.string("message", finding.message, into: &output)
        writer.string("symbol", finding.symbol, into: &output)
        writer.string("support", finding.support.rawValue, into: &output)
        writer.string("replacement", finding.replacement, into: &output)
        writer.string("fingerprint", item.fingerprint, into: &output)
        writer.closeObject(into: &output)
    }
}
