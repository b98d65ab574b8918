/// GitHub Actions workflow commands, one per finding:
/// `::warning file=path,line=12,col=5,endLine=14,title=rule::message` (`error` as `::error`, `info` as `::notice`),
/// with GitHub's escaping: `%`, CR and LF in the message; also `:` and `,` in property values.
enum GitHubReporter {
    static func report(_ result: ProjectScanResult) -> String {
        var output = ""
        for item in result.findings {
            let finding = item.finding
            let properties = [
                ("file", finding.file), ("line", String(finding.line)), ("col", String(finding.column)),
                ("endLine", String(finding.endLine)), ("title", "\(finding.rule) (\(finding.symbol))"),
            ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            output += "::\(command(for: finding.severity)) \(properties)::\(escapeData(finding.message))\n"
        }
        for diagnostic in result.diagnostics {
            output += "::warning file=\(escapeProperty(diagnostic.path)),title=mpl-migrate::\(escapeData(diagnostic.message))\n"
        }
        return output
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The message part: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    static func escapeData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property value: as ``escapeData(_:)``, plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// The string with each scalar found in `table` replaced by its value, in one pass (a CR LF pair is two scalars).
    func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
