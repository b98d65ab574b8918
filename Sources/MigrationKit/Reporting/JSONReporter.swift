/// `{"findings":[{"rule","severity","file","line","column","endLine","message","symbol","support","replacement"}],"summary":{…}}`,
/// paths relative to the scanned root, findings in report order.
enum JSONReporter {
    static func report(_ result: ProjectScanResult) -> String {
        let findings: [JSONText] = result.findings.map { item in
            let finding = item.finding
            return .object([
                ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
                ("file", .string(finding.file)), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
                ("endLine", .integer(finding.endLine)), ("message", .string(finding.message)),
                ("symbol", .string(finding.symbol)), ("support", .string(finding.support.rawValue)),
                ("replacement", .string(finding.replacement)),
            ])
        }
        let document = JSONText.object([
            ("findings", .array(findings)), ("summary", ReportSummary(result).json(for: result)),
        ])
        return document.rendered(pretty: true) + "\n"
    }
}
