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
        escape(text, alsoSeparators: false)
    }

    /// A property value: as ``escapeData(_:)``, plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, alsoSeparators: true)
    }

    private static func escape(_ text: String, alsoSeparators: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): output += Array("%25".utf8)
            case UInt8(ascii: "\r"): output += Array("%0D".utf8)
            case UInt8(ascii: "\n"): output += Array("%0A".utf8)
            case UInt8(ascii: ":") where alsoSeparators: output += Array("%3A".utf8)
            case UInt8(ascii: ",") where alsoSeparators: output += Array("%2C".utf8)
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
