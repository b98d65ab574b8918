/// One line per finding in the form Xcode and most editors understand:
/// `/abs/path/File.m:12:5: warning: message [rule]`; `error` severity as `error:`, the others as `warning:`.
enum XcodeReporter {
    static func report(_ result: ProjectScanResult) -> String {
        var output = ""
        for item in result.findings {
            let finding = item.finding
            let level = finding.severity == .error ? "error" : "warning"
            output +=
                "\(absolutePath(finding.file, root: result.root)):\(finding.line):\(finding.column): \(level): "
                + "\(finding.message) [\(finding.rule)]\n"
        }
        for diagnostic in result.diagnostics {
            output += "\(absolutePath(diagnostic.path, root: result.root)): warning: \(diagnostic.message) [mpl-migrate.\(diagnostic.kind.rawValue)]\n"
        }
        return output
    }

    private static func absolutePath(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? path : (root == "/" ? "/" : root + "/") + path
    }
}
