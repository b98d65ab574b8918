import Foundation
import PackagePlugin

/// `swift package mpl-migrate check|fix [PATH…] [--target NAME…] [OPTION…]`: runs `mpl-migrate` with the given
/// arguments, on the package's directory when they name no path, or on the directories of the targets named with
/// `--target`. Its output is mpl-migrate's; so is its exit status, except that `swift package` exits 1 for any
/// failure of a plugin: the error it prints tells mpl-migrate's 1 (findings at or above `--fail-on`) from 2 (a usage
/// or I/O error).
///
/// `fix` rewrites the package's sources in place, so the plugin declares `.writeToPackageDirectory`: SwiftPM asks
/// for that permission (or takes `--allow-writing-to-package-directory`) before every run of the command, `check`
/// and `fix --dry-run` included, since a plugin's permissions are the whole command's. Only `fix` without
/// `--dry-run`, and `check --write-baseline`, write.
@main
struct MPLMigrateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var parsed = PluginArguments(arguments)
        if !parsed.namesPaths {
            let directories: [URL]
            if parsed.targetNames.isEmpty {
                directories = [context.package.directoryURL]
            } else {
                directories = try context.package.targets(named: parsed.targetNames).map { target in
                    guard let module = target as? SourceModuleTarget else {
                        throw PluginError("target '\(target.name)' has no sources to check")
                    }
                    return module.directoryURL
                }
            }
            parsed.toolArguments += PackageScan.paths(scanning: directories, of: context.package)
        } else if !parsed.targetNames.isEmpty {
            throw PluginError("name paths or --target, not both")
        }
        let process = Process()
        process.executableURL = try context.tool(named: "MPLMigrate").url
        process.arguments = parsed.toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw PluginError("mpl-migrate was ended by signal \(process.terminationStatus)")
        }
        switch process.terminationStatus {
        case 0: return
        case 1 where parsed.subcommand == "fix":
            throw PluginError("mpl-migrate exited with status 1: findings at or above --fail-on remain after the fixes (see above)")
        case 1: throw PluginError("mpl-migrate exited with status 1: findings at or above --fail-on (see above)")
        case let status: throw PluginError("mpl-migrate exited with status \(status): a usage or I/O error (see above)")
        }
    }
}

/// The plugin's arguments: its own `--target` options, and the rest for mpl-migrate in their order.
struct PluginArguments {
    /// The subcommands of mpl-migrate that the plugin runs on the package.
    static let subcommands: Set<String> = ["check", "fix"]
    /// The options of `mpl-migrate check` and `mpl-migrate fix` followed by a value (`--format json`), so that the
    /// value is not taken for a path. .ci/plugins.sh checks this list against mpl-migrate's own.
    static let optionsWithValues: Set<String> = ["--format", "--output", "--config", "--baseline", "--write-baseline", "--compare", "--fail-on", "--jobs"]
    /// The targets named with `--target NAME` or `--target=NAME`.
    var targetNames: [String] = []
    /// The arguments for mpl-migrate.
    var toolArguments: [String] = []
    /// Whether the arguments name paths, or ask for help (when they do, the plugin adds no path).
    var namesPaths = false
    /// The subcommand named first (`check` or `fix`); `nil` for mpl-migrate's default, `check`.
    var subcommand: String?

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        var literal = false
        while let argument = remaining.popFirst() {
            if literal {
                toolArguments.append(argument)
                namesPaths = true
            } else if argument == "--target", let name = remaining.popFirst() {
                targetNames.append(name)
            } else if argument.hasPrefix("--target=") {
                targetNames.append(String(argument.dropFirst("--target=".count)))
            } else {
                toolArguments.append(argument)
                if argument == "--" {
                    literal = true
                } else if Self.optionsWithValues.contains(argument), let value = remaining.popFirst() {
                    toolArguments.append(value)
                } else if toolArguments.count == 1 && Self.subcommands.contains(argument) {
                    subcommand = argument
                } else if argument.hasPrefix("-") {
                    continue  // a flag or `--option=value`
                } else {
                    namesPaths = true  // a path, or `help`
                }
            }
        }
    }
}

/// A failure of the plugin itself, shown by SwiftPM as an error.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = "mpl-migrate plugin: " + description
    }
}
