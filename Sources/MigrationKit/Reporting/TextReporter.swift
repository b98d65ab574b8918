/// The default, human-readable report: findings grouped by file, each with its source line and a caret under
/// the column, then the totals, the header generations, any files that could not be read, and the verdict.
enum TextReporter {
    static func report(_ result: ProjectScanResult) -> [UInt8] {
        parts(result).pieces().joined
    }

    /// The report's parts: the findings, then the totals.
    static func parts(_ result: ProjectScanResult) -> ReportParts {
        let findings = result.findings
        let items = ReportParts.Items(count: findings.count, separator: []) {
            let sink = ByteSink()  // a finding's lines, written piece by piece, then added to the chunk at once
            return { index, output in
                findings.withUnsafeBufferPointer { findings in  // read in place: a finding is not copied
                    sink.writePiece(to: &output) { bytes in
                        if index == 0 || findings[index - 1].finding.file != findings[index].finding.file {
                            if index > 0 { bytes.appendByte(UInt8(ascii: "\n")) }
                            bytes.append(text: findings[index].finding.file)
                            bytes.appendByte(UInt8(ascii: "\n"))
                        }
                        write(findings.item(at: index), into: &bytes)
                    }
                }
            }
        }
        return ReportParts(head: [], items: items, tail: Array(((findings.isEmpty ? "" : "\n") + summary(result)).utf8))
    }

    /// One finding: its position, severity, message and rule, its source line with a caret, its replacement. The
    /// finding is read where it lies, not copied.
    private static func write(_ item: UnsafePointer<ReportedFinding>, into output: inout ByteSink) {
        output.append(text: "  ")
        output.append(decimal: item.pointee.finding.line)
        if item.pointee.finding.endLine > item.pointee.finding.line {
            output.appendByte(UInt8(ascii: "-"))
            output.append(decimal: item.pointee.finding.endLine)
        }
        output.appendByte(UInt8(ascii: ":"))
        output.append(decimal: item.pointee.finding.column)
        output.append(text: "  ")
        item.pointee.finding.severity.name.withUTF8Buffer { output.appendBytes($0) }
        output.append(text: "  ")
        output.append(text: item.pointee.finding.message)
        output.append(text: " [")
        output.append(text: item.pointee.finding.rule)
        output.append(text: "]\n    | ")
        output.append(text: item.pointee.sourceLine)
        output.append(text: "\n    | ")
        appendCaretLine(byteColumn: item.pointee.finding.column, in: item.pointee.sourceLine, to: &output)
        output.appendByte(UInt8(ascii: "\n"))
        if !item.pointee.finding.replacement.isEmpty {
            output.append(text: "    replacement: ")
            output.append(text: item.pointee.finding.replacement)
            output.appendByte(UInt8(ascii: "\n"))
        }
    }

    private static func summary(_ result: ProjectScanResult) -> String {
        let summary = ReportSummary(result)
        var lines: [String] = []
        lines.append(
            "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(summary.filesWithFindings) "
                + "file\(summary.filesWithFindings == 1 ? "" : "s") (\(result.filesScanned) files, \(result.linesScanned) lines scanned)")
        lines.append("  by severity: " + Severity.allCases.reversed().map { "\(summary.bySeverity[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", "))
        lines.append("  by support:  " + Support.allCases.map { "\(summary.bySupport[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", "))
        let generations = result.generations.sorted().map(\.rawValue).joined(separator: ", ")
        lines.append("  header generations: " + (generations.isEmpty ? "none detected" : generations))
        lines.append("  suppressed inline: \(result.suppressedCount), baselined: \(result.baselinedCount), disabled by configuration: \(result.disabledCount)")
        if !result.diagnostics.isEmpty {
            lines.append("\(result.diagnostics.count) file\(result.diagnostics.count == 1 ? "" : "s") not fully read:")
            lines += result.diagnostics.map { "  \($0.path): \($0.message)" }
        }
        lines.append("Migration readiness: \(summary.verdict.sentence)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Spaces (tabs kept, so the caret lines up) up to the 1-based byte `byteColumn` of `line`, then `^`.
    static func caretLine(byteColumn: Int, in line: String) -> String {
        var output: [UInt8] = []
        appendCaretLine(byteColumn: byteColumn, in: line, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``caretLine(byteColumn:in:)``: one space (or tab) per character before the column.
    static func appendCaretLine<Output: ByteOutput>(byteColumn: Int, in line: String, to output: inout Output) {
        // Most lines are ASCII before the column: read from the string's bytes where they lie, one byte one column.
        let done = line.utf8.withContiguousStorageIfAvailable { appendASCIICaretLine(byteColumn: byteColumn, in: $0, to: &output) }
        if done == true { return }
        let end = Swift.min(Swift.max(byteColumn - 1, 0), line.utf8.count)
        let ascii = line.utf8.prefix(end).allSatisfy { $0 < 0x80 }
        if ascii {
            for byte in line.utf8.prefix(end) { output.appendByte(byte == UInt8(ascii: "\t") ? UInt8(ascii: "\t") : UInt8(ascii: " ")) }
        }
        if ascii {
            output.appendByte(UInt8(ascii: "^"))
            return
        }
        var bytes = 0
        for character in line {  // a character of several bytes (or scalars) takes one column
            if bytes >= byteColumn - 1 { break }
            bytes += character.utf8.count
            output.appendByte(character == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        output.appendByte(UInt8(ascii: "^"))
    }

    /// Appends the caret line when `line`'s bytes before the column are ASCII, and returns whether they were (if not,
    /// nothing is appended).
    private static func appendASCIICaretLine<Output: ByteOutput>(byteColumn: Int, in line: UnsafeBufferPointer<UInt8>, to output: inout Output) -> Bool {
        let end = Swift.min(Swift.max(byteColumn - 1, 0), line.count)
        var index = 0
        while index < end && line[index] < 0x80 { index += 1 }
        guard index == end else { return false }
        for byte in line[..<end] { output.appendByte(byte == UInt8(ascii: "\t") ? UInt8(ascii: "\t") : UInt8(ascii: " ")) }
        output.appendByte(UInt8(ascii: "^"))
        return true
    }
}
