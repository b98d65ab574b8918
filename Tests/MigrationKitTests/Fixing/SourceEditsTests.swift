import Foundation
import MigrationKit
import Testing

/// Applying edits to bytes, the diff of a dry run, and `fix` over a directory.
@Suite("Fixes: applying them")
struct SourceEditsTests {
    @Test("line endings are kept (CRLF and lone CR), and a file whose bytes changed at an edit is left alone")
    func lineEndingsAndStaleness() {
        let crlf = "#import \"PayPalMEP.h\"\r\nPAYPAL_FAILURE f;\r\n"
        let scan = Scan.objc(crlf)
        let result = SourceEdits.apply(scan.findings, to: Array(crlf.utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "#import \"PayPal.h\"\r\nPayPalFailureType f;\r\n")
        let lone = "#import \"PayPalMEP.h\"\rPAYPAL_FAILURE f;\r"
        let loneResult = SourceEdits.apply(Scan.objc(lone).findings, to: Array(lone.utf8))
        #expect(String(decoding: loneResult.bytes, as: UTF8.self) == "#import \"PayPal.h\"\rPayPalFailureType f;\r")
        let changed = Array("#import \"PayPalXYZ.h\"\r\nPAYPAL_FAILURE f;\r\n".utf8)
        let stale = SourceEdits.apply(scan.findings, to: changed)
        #expect(stale.applied.map(\.rule) == ["mpl.h0.failure-typedef"])
        #expect(stale.skipped.map(\.finding.rule) == ["mpl.import.legacy-header"])
    }

    @Test("a dry run's diff: hunks of the changed lines with three lines of context, new line numbers shifted")
    func diff() throws {
        let code = "a\nb\nc\nd\n#import \"PayPalMEP.h\"\ne\nf\ng\nh\ni\nj\nk\nPAYPAL_FAILURE x;\n"
        let tree = try temporaryTree(["App/Shop.m": code])
        let directory = tree.path
        defer { withExtendedLifetime(tree) {} }  // the files live until the test ends
        let outcome = MigrationCheck.standard.fix(FixOptions(paths: [directory + "/App"], dryRun: true))
        #expect(
            outcome.output == """
                --- a/Shop.m
                +++ b/Shop.m
                @@ -2,7 +2,7 @@
                 b
                 c
                 d
                -#import "PayPalMEP.h"
                +#import "PayPal.h"
                 e
                 f
                 g
                @@ -10,4 +10,4 @@
                 i
                 j
                 k
                -PAYPAL_FAILURE x;
                +PayPalFailureType x;

                """)
        #expect(try String(contentsOfFile: directory + "/App/Shop.m", encoding: .utf8) == code)
        #expect(outcome.appliedByRule == ["mpl.import.legacy-header": 1, "mpl.h0.failure-typedef": 1])
    }

    @Test("a real run: files rewritten with their permissions, nothing left behind, and a second run changes nothing and says so")
    func realRun() throws {
        let tree = try temporaryTree([
            "App/Shop.m": "#import \"PayPalMEP.h\"\nPAYPAL_ENVIRONMENT e = ENV_NONE;\n",
            "App/Store.swift": "PayPal.getPayPalInst().checkoutWithPayment(payment)\n",
            "App/Plain.m": "int x;\n",
        ])
        let directory = tree.path
        defer { withExtendedLifetime(tree) {} }  // the files live until the test ends
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: directory + "/App/Shop.m")
        let first = MigrationCheck.standard.fix(FixOptions(paths: [directory]))
        #expect(first.changedFiles == ["App/Shop.m", "App/Store.swift"])
        #expect(first.output.hasPrefix("fixed 3 findings in 2 files:\n"))
        #expect(try String(contentsOfFile: directory + "/App/Shop.m", encoding: .utf8) == "#import \"PayPal.h\"\nPayPalEnvironment e = ENV_NONE;\n")
        #expect(try String(contentsOfFile: directory + "/App/Store.swift", encoding: .utf8) == "PayPal.getPayPalInst().checkout(with: payment)\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: directory + "/App/Shop.m")[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/App").sorted() == ["Plain.m", "Shop.m", "Store.swift"])
        let second = MigrationCheck.standard.fix(FixOptions(paths: [directory]))
        #expect(second.appliedCount == 0 && second.changedFiles.isEmpty)
        #expect(second.output.hasPrefix("nothing to fix"))
        #expect(second.remaining == first.remaining)
    }

    @Test("code that is not valid UTF-8 where a fix would edit is left as a finding, with no fix offered")
    func invalidUTF8() {
        let bytes = Array("#import <Lib".utf8) + [0xFF] + Array("/PayPal.h>\nPAYPAL_FAILURE f;\n".utf8)
        let scan = Scan.scanner.scan(bytes, path: "Example.m", language: .objectiveC)
        #expect(scan.findings.first { $0.rule == "mpl.import.legacy-header" }.map { $0.fix == nil } == true)
        #expect(scan.findings.first { $0.rule == "mpl.h0.failure-typedef" }?.fix != nil)
    }

    @Test("a dry run's diff of thousands of edits on one line: every edit, on its one line")
    func diffManyEditsOnOneLine() throws {
        let line = String(repeating: "PAYPAL_FAILURE a; ", count: 4_000)
        let tree = try temporaryTree(["App/Long.m": "#import \"PayPal.h\"\n" + line + "\n"])
        let directory = tree.path
        defer { withExtendedLifetime(tree) {} }  // the files live until the test ends
        let outcome = MigrationCheck.standard.fix(FixOptions(paths: [directory + "/App"], dryRun: true))
        #expect(outcome.appliedByRule["mpl.h0.failure-typedef"] == 4_000)
        #expect(outcome.output.contains("\n-" + line + "\n+" + String(repeating: "PayPalFailureType a; ", count: 4_000) + "\n"))
    }

    @Test("a path that does not exist is a usage error, exit 2, nothing written")
    func missingPath() {
        let outcome = MigrationCheck.standard.fix(FixOptions(paths: ["/nonexistent/mpl-migrate-fix"]))
        #expect(outcome.exitCode == 2)
        #expect(outcome.messages.first?.contains("no such file or directory") == true)
    }

    /// A temporary tree of `files` (path → text), removed when the returned value is released.
    private func temporaryTree(_ files: [String: String]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for (path, text) in files { try tree.write(path, text) }
        return tree
    }
}
