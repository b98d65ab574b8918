import Foundation
import Testing

/// The built `mpl-migrate` with `--format html`, `--output FORMAT=PATH` (repeated) and `--compare`.
@Suite("mpl-migrate end to end: html and several outputs")
struct CLIHTMLAndOutputTests {
    /// A temporary directory for the reports, removed when deinitialized.
    final class OutputDirectory {
        let path = NSTemporaryDirectory() + "mpl-migrate-cli-outputs-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        func read(_ name: String) throws -> String {
            try String(contentsOfFile: path + "/" + name, encoding: .utf8)
        }
    }

    @Test("--format html: one page with the verdict, the 251 findings of the samples and their 33 files; exit 1")
    func htmlOnStandardOutput() throws {
        let run = try CLIEndToEndTests.run(["check", "Samples/Migration", "--format", "html"])
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("<!DOCTYPE html>"))
        #expect(run.output.contains("<title>mpl-migrate: Not ready — 251 findings in 33 files</title>"))
        #expect(run.output.components(separatedBy: "<li class=\"finding ").count - 1 == 251)
        #expect(run.output.components(separatedBy: "<details class=\"file\"").count - 1 == 33)
        #expect(run.output.contains("<a href=\"#file-"))
        #expect(run.output.contains("href=\"Migration/rules/"))
    }

    @Test("--output repeated: text on the terminal, json, sarif and html to files, each as --format would print it")
    func severalOutputs() throws {
        let directory = try OutputDirectory()
        let run = try CLIEndToEndTests.run([
            "check", "Samples/Migration/H1App", "--output", "sarif=\(directory.path)/r.sarif", "--output", "html=\(directory.path)/r.html",
            "--output", "json=\(directory.path)/r.json",
        ])
        #expect(run.status == 1, "the findings set the status")
        #expect(run.output.contains("Migration readiness: "), "the terminal keeps the text report")
        #expect(
            run.errors == """
                wrote the sarif report to \(directory.path)/r.sarif
                wrote the html report to \(directory.path)/r.html
                wrote the json report to \(directory.path)/r.json

                """)
        for format in ["sarif", "html", "json"] {
            let alone = try CLIEndToEndTests.run(["check", "Samples/Migration/H1App", "--format", format])
            #expect(try directory.read("r.\(format)") == alone.output, "\(format)")
        }
        let never = try CLIEndToEndTests.run(["check", "Samples/Migration/H1App", "--fail-on", "never", "--output", "html=\(directory.path)/r.html"])
        #expect(never.status == 0)
    }

    @Test(
        "exit 2 with a message naming the spec: no '=', an unknown format, no path, a directory that does not exist",
        arguments: [
            (["--output", "foo"], "--output foo: expected FORMAT=PATH"),
            (["--output", "pdf=r.pdf"], "--output pdf=r.pdf: unknown format \"pdf\""),
            (["--output", "html="], "--output html=: no PATH after \"=\""),
            (["--output", "html=/nonexistent-dir/r.html"], "--output html=/nonexistent-dir/r.html: the directory /nonexistent-dir does not exist."),
            (["--compare", "Samples/Migration/does-not-exist.json", "--format", "html"], "cannot read the previous report"),
            (["--compare", "Package.swift", "--output", "html=/dev/null"], "not a mpl-migrate JSON report or baseline"),
        ])
    func badSpecs(arguments: [String], message: String) throws {
        let run = try CLIEndToEndTests.run(["check", "Samples/Migration/H1App"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test("--compare with the samples' own JSON report: nothing new, nothing gone")
    func compareWithItself() throws {
        let directory = try OutputDirectory()
        let first = try CLIEndToEndTests.run(["check", "Samples/Migration", "--format", "json", "--fail-on", "never"])
        try Data(first.output.utf8).write(to: URL(fileURLWithPath: directory.path + "/previous.json"))
        let run = try CLIEndToEndTests.run([
            "check", "Samples/Migration", "--compare", directory.path + "/previous.json", "--output", "html=\(directory.path)/r.html",
            "--fail-on", "never",
        ])
        #expect(run.status == 0)
        let html = try directory.read("r.html")
        #expect(html.contains("<b id=\"added-count\">0</b> new, <b id=\"removed-count\">0</b> gone, <b id=\"unchanged-count\">251</b> unchanged"))
    }
}
