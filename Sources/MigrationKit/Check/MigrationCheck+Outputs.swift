import Foundation

/// `--output FORMAT=PATH` and `--compare`: checked before the scan, written after it.
extension MigrationCheck {
    /// The usage and I/O errors of the options' outputs, each naming its option: `--compare` with no html report to
    /// show the changes, two outputs (or an output and `--write-baseline`) on one file, a path that cannot be written.
    func outputProblems(_ options: CheckOptions) -> [String] {
        var problems: [String] = []
        if let path = options.comparePath, options.format != .html, !options.outputs.contains(where: { $0.format == .html }) {
            problems.append(
                "--compare \(path): the changes since an earlier report are shown in the html report; "
                    + "add --format html or --output html=PATH.")
        }
        var claimed: [String: String] = [:]  // a standardized path → the option that writes it
        if let path = options.writeBaselinePath { claimed[Self.standardized(path)] = "--write-baseline \(path)" }
        for output in options.outputs {
            let spec = Self.spec(output)
            let key = Self.standardized(output.path)
            if let other = claimed[key] {
                problems.append("\(spec): \(other) writes the same file; give each output its own path.")
                continue
            }
            claimed[key] = spec
            if let problem = ReportFileWriting.problem(writing: output.path) { problems.append("\(spec): \(problem).") }
        }
        return problems
    }

    /// Writes each output with the report `render` gives for its format, as it is rendered: a message for standard
    /// error per output (what was written, or why it could not be), and whether one failed.
    func write(_ outputs: [ReportOutput], render: (ReportFormat) -> ReportParts) -> (messages: [String], failed: Bool) {
        var messages: [String] = []
        var failed = false
        for output in outputs {
            let parts = render(output.format)
            if let problem = ReportFileWriting.write(toFile: output.path, { parts.write(to: $0) }) {
                messages.append("error: \(Self.spec(output)): cannot write \(output.path) (\(problem)).")
                failed = true
            } else {
                messages.append("wrote the \(output.format.rawValue) report to \(output.path)")
            }
        }
        return (messages, failed)
    }

    /// The option as it was given: `--output FORMAT=PATH`.
    private static func spec(_ output: ReportOutput) -> String {
        "--output \(output.format.rawValue)=\(output.path)"
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
