/// The default, human-readable report: findings grouped by file, each with its source line and a caret under
/// the column, then the totals, the header generations, any files that could not be read, and the verdict.
enum TextReporter {
    static func report(_ result: ProjectScanResult) -> String {
        var output = ""
        var currentFile: String?
        for item in result.findings {
            let finding = item.finding
            if finding.file != currentFile {
                if currentFile != nil { output += "\n" }
                output += finding.file + "\n"
                currentFile = finding.file
            }
            let span = finding.endLine > finding.line ? "-\(finding.endLine)" : ""
            output += "  \(finding.line)\(span):\(finding.column)  \(finding.severity.rawValue)  \(finding.message) [\(finding.rule)]\n"
            output += "    | \(item.sourceLine)\n"
            output += "    | \(caretLine(byteColumn: finding.column, in: item.sourceLine))\n"
            if !finding.replacement.isEmpty { output += "    replacement: \(finding.replacement)\n" }
        }
        if !result.findings.isEmpty { output += "\n" }
        output += summary(result)
        return output
    }

    private static func summary(_ result: ProjectScanResult) -> String {
        let summary = ReportSummary(result)
        var lines: [String] = []
        lines.append("\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(summary.filesWithFindings) "
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
        var prefix = ""
        var bytes = 0
        for character in line {
            if bytes >= byteColumn - 1 { break }
            bytes += character.utf8.count
            prefix += character == "\t" ? "\t" : " "
        }
        return prefix + "^"
    }
}
