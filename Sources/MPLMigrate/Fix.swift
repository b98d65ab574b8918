import ArgumentParser
import Foundation
import MigrationKit

/// `mpl-migrate fix PATH…`: apply the mechanical fixes in place (or print them as a diff), then say what remains.
struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",  // named here: ArgumentParser would derive it from the type at every start
        abstract: "Rewrite, in place, the findings whose change is mechanical and keeps the app's behaviour under LegacyMPL.",
        discussion: """
            Fixes: legacy header imports to the headers PayPalMPL ships, 2009 (H0) names to their H1/H2 successors, the
            deprecated adjust-amounts delegate methods to their error-code forms, Swift 2 call spellings to Swift 3+.
            Everything else stays a finding. Each file is rewritten atomically (permissions, line endings and encoding
            kept) and left alone if it changed since it was read; running fix again changes nothing.
            Exit status: 0 when no finding at or above --fail-on remains, 1 when one does, 2 on a usage or I/O error.
            """)

    @Argument(help: ArgumentHelp("Files or directories to fix.", valueName: "path"))
    var paths: [String] = []

    @Flag(name: .customLong("dry-run"), help: "Print the changes as a unified diff on standard output and change nothing.")
    var dryRun = false

    @Option(name: .customLong("config"), help: ArgumentHelp("A JSON configuration file, as for check.", valueName: "file"))
    var configurationPath: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a remaining finding has this severity or higher.")
    var failOn: FailThreshold = .error

    @Option(help: "Files scanned at once (the default is the number of cores).")
    var jobs: Int = MigrationTool.activeProcessorCount

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or directory to fix, e.g. `mpl-migrate fix MyApp/`.") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }

    func run() throws {
        let outcome = MigrationCheck.standard.fix(
            FixOptions(paths: paths, dryRun: dryRun, configurationPath: configurationPath, failOn: failOn, jobs: jobs))
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        for message in outcome.messages { FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8)) }
        if outcome.exitCode != CheckOutcome.clean { throw ExitCode(outcome.exitCode) }
    }
}
