import Foundation
import PackagePlugin

/// Reports a target's uses of the 2011 library as warnings while it builds (`error:` for those that need a change),
/// never failing the build (`--fail-on never`).
///
/// One build command per target runs `mpl-migrate check --format xcode` on the target's directory: SwiftPM and
/// Xcode show its `path:line:column: warning: …` lines as diagnostics. The command's inputs are the target's files,
/// the manifest, the baseline and the package's directory itself (a file added, removed or replaced at its root);
/// so that it runs once, and again only when one of them changed (each finding is reported once), it has an output:
/// an empty Swift file in the plugin's work directory, compiled into the target. SwiftPM runs a build command only for
/// an output it compiles or bundles, and any other file would become a resource shipped with the target. The plugin
/// writes that file while planning; mpl-migrate leaves it alone, and the build system records it after each run.
///
/// SwiftPM plans a build, running this plugin, again only when the manifest or a target's list of files changes
/// (swiftlang/swift-package-manager#7891), so the command must not depend on what the package root held at the last
/// planning: the configuration, `.mpl-migrate.json` at the package root, is read by mpl-migrate when it runs (the
/// scanned root is the package's directory, see ``PackageScan``), and `mpl-migrate-baseline.json` there is passed
/// with `--baseline` as a copy taken while planning, so that removing it never fails the build (after changing or
/// removing it, touch `Package.swift`).
@main
struct MPLMigrateBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let packageDirectory = context.package.directoryURL
        let baseline = PackageScan.existingFile(named: PackageScan.baselineFileName, in: packageDirectory)
        return [
            try Self.command(
                tool: try context.tool(named: "MPLMigrate").url,
                paths: PackageScan.paths(scanning: [target.directoryURL], of: context.package),
                files: baseline.map { [("--baseline", $0)] } ?? [],
                inputFiles: target.sourceFiles.map(\.url) + [packageDirectory.appending(path: "Package.swift"), packageDirectory],
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
        ]
    }

    /// The build command that checks `paths`, giving mpl-migrate each of `files` with its option, as a copy in the
    /// work directory (see the type's documentation).
    static func command(
        tool: URL, paths: [String], files: [(option: String, file: URL)], inputFiles: [URL], workDirectory: URL,
        targetName: String
    ) throws -> Command {
        let copies = try files.map { (option: $0.option, file: try copy(of: $0.file, in: workDirectory)) }
        return .buildCommand(
            displayName: "mpl-migrate: checking \(targetName) for the 2011 Mobile Payments Library",
            executable: tool,
            arguments: ["check"] + paths + ["--format", "xcode", "--fail-on", "never"]
                + copies.flatMap { [$0.option, PackageScan.filePath($0.file)] },
            inputFiles: inputFiles + copies.map(\.file),
            outputFiles: [try stamp(in: workDirectory)])
    }

    /// `file` copied into `workDirectory`, rewritten only when its content changed (the command runs again then).
    static func copy(of file: URL, in workDirectory: URL) throws -> URL {
        let copy = workDirectory.appending(path: "planned-" + file.lastPathComponent)
        let content = try Data(contentsOf: file)
        if (try? Data(contentsOf: copy)) != content {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try content.write(to: copy)
        }
        return copy
    }

    /// The command's output (see the type's documentation), written once.
    static func stamp(in workDirectory: URL) throws -> URL {
        let stamp = workDirectory.appending(path: "MPLMigrateBuildTool-stamp.swift")
        if !FileManager.default.fileExists(atPath: PackageScan.filePath(stamp)) {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try Data("// The output of mpl-migrate's build command (MPLMigrateBuildTool): nothing to compile.\n".utf8).write(to: stamp)
        }
        return stamp
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// Xcode targets: their Objective-C and Swift files, with `--config` and `--baseline` for the files of the project's
    /// directory (the scanned root is the files' deepest common directory: a baseline's paths are relative to it).
    extension MPLMigrateBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let sources = target.inputFiles.map(\.url).filter { ["h", "m", "mm", "swift"].contains($0.pathExtension) }
            guard !sources.isEmpty else { return [] }
            let directory = context.xcodeProject.directoryURL
            let files = [("--config", PackageScan.configurationFileName), ("--baseline", PackageScan.baselineFileName)]
                .compactMap { option, name in PackageScan.existingFile(named: name, in: directory).map { (option, $0) } }
            return [
                try Self.command(
                    tool: try context.tool(named: "MPLMigrate").url, paths: sources.map(PackageScan.filePath), files: files,
                    inputFiles: sources, workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
            ]
        }
    }
#endif
