/// The default, human-readable report: findings grouped by file, each with its source line and a caret under
/// the column, then the totals, the header generations, any files that could not be read, and the verdict.
enum TextReporter {
    static func report(_ result: ProjectScanResult) -> [UInt8] {
        pieces(result).joined
    }

    /// The report in pieces: the findings' parallel chunks, then the totals.
    static func pieces(_ result: ProjectScanResult) -> ReportBytes {
        let findings = result.findings
        var output = ParallelRendering.chunks(count: findings.count) { index, output in
            let item = findings[index]
            let finding = item.finding
            if index == 0 || findings[index - 1].finding.file != finding.file {
                if index > 0 { output.append(UInt8(ascii: "\n")) }
                output.append(text: finding.file)
                output.append(UInt8(ascii: "\n"))
            }
            output += "  ".utf8
            output.append(decimal: finding.line)
            if finding.endLine > finding.line {
                output.append(UInt8(ascii: "-"))
                output.append(decimal: finding.endLine)
            }
            output.append(UInt8(ascii: ":"))
            output.append(decimal: finding.column)
            output += "  ".utf8
            output.append(text: finding.severity.rawValue)
            output += "  ".utf8
            output.append(text: finding.message)
            output += " [".utf8
            output.append(text: finding.rule)
            output += "]\n    | ".utf8
            output.append(text: item.sourceLine)
            output += "\n    | ".utf8
            appendCaretLine(byteColumn: finding.column, in: item.sourceLine, to: &output)
            output.append(UInt8(ascii: "\n"))
            if !finding.replacement.isEmpty {
                output += "    replacement: ".utf8
                output.append(text: finding.replacement)
                output.append(UInt8(ascii: "\n"))
            }
        }
        output.append(Array(((findings.isEmpty ? "" : "\n") + summary(result)).utf8))
        return output
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
    static func appendCaretLine(byteColumn: Int, in line: String, to output: inout [UInt8]) {
        var ascii = true
        var line = line
        line.withUTF8 { bytes in
            let end = Swift.min(Swift.max(byteColumn - 1, 0), bytes.count)
            for index in 0..<end where bytes[index] >= 0x80 { ascii = false }
            guard ascii else { return }
            for index in 0..<end { output.append(bytes[index] == UInt8(ascii: "\t") ? UInt8(ascii: "\t") : UInt8(ascii: " ")) }
        }
        if ascii {
            output.append(UInt8(ascii: "^"))
            return
        }
        var bytes = 0
        for character in line {  // a character of several bytes (or scalars) takes one column
            if bytes >= byteColumn - 1 { break }
            bytes += character.utf8.count
            output.append(character == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        output.append(UInt8(ascii: "^"))
    }
}
