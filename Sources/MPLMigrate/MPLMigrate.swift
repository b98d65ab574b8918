import ArgumentParser
import Foundation
import MigrationKit

/// `mpl-migrate`: finds the 2011 Mobile Payments Library in an app and tells how it moves to LegacyMPL.
///
/// Exit status: 0 clean, 1 findings at or above `--fail-on`, 2 usage or I/O error.
@main
struct MPLMigrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mpl-migrate",
        abstract: "Finds uses of PayPal's 2011 Mobile Payments Library and how each moves to LegacyMPL and Orders v2.",
        version: MigrationTool.version,
        subcommands: [Check.self, Fix.self],
        defaultSubcommand: Check.self)

    /// Parses the arguments and runs, mapping every usage error to exit status 2 (ArgumentParser's default is 64).
    static func main() {
        MigrationCheck.prepareStandard()  // the catalog and its scanner are made while the arguments are parsed
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            if exitCode(for: error) == .success { self.exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(CheckOutcome.usageOrIOError)
        }
    }
}
