import ArgumentParser
import Foundation
import MigrationKit

/// `mpl-migrate check PATH…`: scan, report, and exit 0, 1 or 2.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",  // named here: ArgumentParser would derive it from the type at every start
        abstract: "Scan Objective-C, Swift, Java and Kotlin sources and project files for the legacy library (iOS and Android).",
        discussion: """
            Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 on a usage or I/O error.
            A .mpl-migrate.json at the scanned root is read unless --config names another file.
            """)

    @Argument(
        help: ArgumentHelp(
            "Files or directories to scan (build/, DerivedData/, .build/ and Pods/ below them are skipped).", valueName: "path"))
    var paths: [String] = []

    @Option(help: "The report format on standard output.")
    var format: ReportFormat = .text

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "Also write the report in FORMAT to PATH (repeatable: e.g. --output sarif=mpl.sarif --output html=mpl.html).",
            valueName: "format=path"))
    var outputSpecs: [String] = []

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A JSON configuration file (include, exclude, disabledRules, severityOverrides, maxFileBytes).", valueName: "file"))
    var configurationPath: String?

    @Option(
        name: .customLong("baseline"),
        help: ArgumentHelp(
            "Leave out the findings listed in this baseline file.", valueName: "file"))
    var baselinePath: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Write every finding of this run to a baseline file.", valueName: "file"))
    var writeBaselinePath: String?

    @Option(
        name: .customLong("compare"),
        help: ArgumentHelp(
            "An earlier JSON report (or baseline): the html report lists the findings new and gone since (else since --baseline).",
            valueName: "previous.json"))
    var comparePath: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding has this severity or higher (never: only usage and I/O errors fail).")
    var failOn: FailThreshold = .error

    @Option(help: "Files scanned at once (the default is the number of cores).")
    var jobs: Int = MigrationTool.activeProcessorCount

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or directory to scan, e.g. `mpl-migrate check MyApp/`.") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
        _ = try outputs()
    }

    /// The `--output` specs, parsed; a bad one is a usage error naming it.
    private func outputs() throws -> [ReportOutput] {
        try outputSpecs.map { spec in
            do {
                return try ReportOutput(parsing: spec)
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }

    func run() throws {
        let outcome = MigrationCheck.standard.run(
            CheckOptions(
                paths: paths, format: format, configurationPath: configurationPath, baselinePath: baselinePath,
                writeBaselinePath: writeBaselinePath, failOn: failOn, jobs: jobs, outputs: try outputs(), comparePath: comparePath),
            writingReportTo: 1)
        for message in outcome.errors {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        if outcome.exitCode != CheckOutcome.clean { throw ExitCode(outcome.exitCode) }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}
