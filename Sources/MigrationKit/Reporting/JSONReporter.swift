/// `{"findings":[{"rule","severity","file","line","column","endLine","message","symbol","support","replacement"}],"summary":{…}}`,
/// paths relative to the scanned root, findings in report order. The findings are written in parallel chunks,
/// straight to bytes, exactly as `JSONText` renders them pretty.
enum JSONReporter {
    static func report(_ result: ProjectScanResult) -> [UInt8] {
        let findings = result.findings
        let items = ParallelRendering.items(count: findings.count, separator: JSONText.prettyItemSeparator(indent: 1)) { index, output in
            write(findings[index].finding, into: &output)
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
    private static func write(_ finding: Finding, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        member("rule", finding.rule, first: true, into: &output)
        member("severity", finding.severity.rawValue, into: &output)
        member("file", finding.file, into: &output)
        member("line", finding.line, into: &output)
        member("column", finding.column, into: &output)
        member("endLine", finding.endLine, into: &output)
        member("message", finding.message, into: &output)
        member("symbol", finding.symbol, into: &output)
        member("support", finding.support.rawValue, into: &output)
        member("replacement", finding.replacement, into: &output)
        JSONText.newline(into: &output, indent: 2)
        output.append(UInt8(ascii: "}"))
    }

    private static func member(_ key: String, _ value: String, first: Bool = false, into output: inout [UInt8]) {
        JSONText.writeMember(key, first: first, indent: 2, into: &output)
        JSONText.writeString(value, into: &output)
    }

    private static func member(_ key: String, _ value: Int, into output: inout [UInt8]) {
        JSONText.writeMember(key, first: false, indent: 2, into: &output)
        output.append(decimal: value)
    }
}
