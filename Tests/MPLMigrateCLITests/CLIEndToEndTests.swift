import Foundation
import Testing

/// Runs the built `mpl-migrate` binary as a user would.
@Suite("mpl-migrate end to end")
struct CLIEndToEndTests {
    /// The package root (this file is `Tests/MPLMigrateCLITests/CLIEndToEndTests.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The `mpl-migrate` executable in the build products directory: next to the test bundle (Linux runs the
    /// bundle itself; macOS loads it into a runner, so its bundle path is used too).
    static func binary() throws -> String {
        let starts =
            [URL(fileURLWithPath: CommandLine.arguments[0])]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("mpl-migrate").path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw CLIError(message: "mpl-migrate is not built next to \(CommandLine.arguments[0]); run `swift build --product mpl-migrate` first")
    }

    struct CLIError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test("the samples: text report with excerpts, generations and verdict; exit 1 at the default --fail-on error")
    func textReport() throws {
        let run = try Self.run(["check", "Samples/Migration"])
        #expect(run.status == 1)
        #expect(run.output.contains("ObjCApp/Sources/CheckoutViewController.m\n"))
        #expect(run.output.contains("header generations: H0, H1, H2"))
        #expect(run.output.contains("Migration readiness: "))
    }

    @Test("--fail-on never exits 0; the json format parses with relative paths")
    func jsonNeverFails() throws {
        let run = try Self.run(["check", "Samples/Migration/SwiftApp", "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let files = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(!files.isEmpty)
        #expect(files.allSatisfy { $0.hasPrefix("LegacyStore") })
    }

    @Test("xcode, sarif and github formats", arguments: ["xcode", "sarif", "github"])
    func otherFormats(format: String) throws {
        let run = try Self.run(["check", "Samples/Migration/H1App", "--format", format, "--fail-on", "never"])
        #expect(run.status == 0)
        switch format {
        case "xcode": #expect(run.output.contains("/Samples/Migration/H1App/ParallelCheckout.m:"))
        case "sarif": #expect(run.output.contains("\"version\": \"2.1.0\""))
        default: #expect(run.output.hasPrefix("::"))
        }
    }

    @Test(
        "exit 2: an unknown option, a bad format, a missing path, a bad --jobs",
        arguments: [
            ["check", "Samples/Migration", "--frobnicate"], ["check", "Samples/Migration", "--format", "pdf"],
            ["check", "Samples/Migration/does-not-exist"], ["check", "Samples/Migration", "--jobs", "0"], ["check"],
        ])
    func usageErrors(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(!run.errors.isEmpty)
    }

    @Test("--write-baseline then --baseline: everything is baselined, exit 0")
    func baseline() throws {
        let file = NSTemporaryDirectory() + "mpl-migrate-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try Self.run(["check", "Samples/Migration", "--write-baseline", file, "--format", "json"])
        #expect(written.status == 1)
        let run = try Self.run(["check", "Samples/Migration", "--baseline", file, "--fail-on", "info"])
        #expect(run.status == 0)
        #expect(run.output.contains("0 findings"))
    }
}
