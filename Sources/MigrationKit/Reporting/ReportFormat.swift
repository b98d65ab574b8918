/// The output formats of `mpl-migrate check --format`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// Per-file findings with source excerpts, totals, generations and the readiness verdict (the default).
    case text
    /// `path:line:col: warning: message [rule]` lines that Xcode shows inline (errors as `error:`).
    case xcode
    /// `{"findings": […], "summary": {…}}`.
    case json
    /// SARIF 2.1.0 for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…::message`).
    case github
    /// One self-contained HTML page: the verdict, the counts, a sortable table of files, every finding with its
    /// source line, rule and replacement, and what changed since a baseline or an earlier report.
    case html

    /// The report of `result` in this format; `rules` are the catalog's rules (SARIF lists them all, the html report
    /// documents the ones found); `comparison`, what changed since an earlier run, is shown by the html report.
    public func render(_ result: ProjectScanResult, rules: [Rule], comparison: ReportComparison? = nil) -> String {
        String(decoding: renderBytes(result, rules: rules, comparison: comparison), as: UTF8.self)
    }

    /// ``render(_:rules:comparison:)`` as UTF-8 bytes, ready to write (no `String` is made of a large report).
    public func renderBytes(_ result: ProjectScanResult, rules: [Rule], comparison: ReportComparison? = nil) -> [UInt8] {
        renderPieces(result, rules: rules, comparison: comparison).joined
    }

    /// ``renderBytes(_:rules:comparison:)`` in the pieces the report was rendered in, to write without joining them.
    public func renderPieces(_ result: ProjectScanResult, rules: [Rule], comparison: ReportComparison? = nil) -> ReportBytes {
        parts(result, rules: rules, comparison: comparison).pieces()
    }

    /// The report's parts, to render into memory or write as they are rendered.
    func parts(_ result: ProjectScanResult, rules: [Rule], comparison: ReportComparison?) -> ReportParts {
        switch self {
        case .text: TextReporter.parts(result)
        case .xcode: ReportParts(whole: Array(XcodeReporter.report(result).utf8))
        case .json: JSONReporter.parts(result)
        case .sarif: SARIFReporter.parts(result, rules: rules)
        case .github: ReportParts(whole: Array(GitHubReporter.report(result).utf8))
        case .html: ReportParts(whole: HTMLReporter(result: result, rules: rules, comparison: comparison).report())
        }
    }
}
