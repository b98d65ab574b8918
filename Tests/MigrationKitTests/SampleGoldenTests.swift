import Foundation
import Testing

@testable import MigrationKit

/// The samples of `Samples/Migration/` scanned through the project scan must give exactly the hand-written
/// goldens of `golden-findings.json`: no false positive, no miss.
@Suite("Samples/Migration golden findings")
struct SampleGoldenTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Migration").path

    /// One expected or actual finding, as the goldens compare it.
    struct Key: Hashable, Comparable, CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int
        let endLine: Int
        let rule: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
        }

        var description: String {
            "\(file):\(line):\(column)\(endLine == line ? "" : "-\(endLine)") \(rule)"
        }
    }

    struct Goldens {
        let findings: Set<Key>
        let generations: Set<String>
        let generationsByFolder: [String: Set<String>]
    }

    static func goldens() throws -> Goldens {
        let data = try Data(contentsOf: URL(fileURLWithPath: samples + "/golden-findings.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(object["findings"] as? [[String: Any]])
        let keys = try entries.map { entry in
            Key(
                file: try #require(entry["file"] as? String), line: try #require(entry["line"] as? Int),
                column: try #require(entry["column"] as? Int), endLine: try #require(entry["endLine"] as? Int),
                rule: try #require(entry["rule"] as? String))
        }
        #expect(Set(keys).count == keys.count, "the goldens list a finding twice")
        let byFolder = (object["generationsByFolder"] as? [String: [String]] ?? [:]).mapValues(Set.init)
        return Goldens(findings: Set(keys), generations: Set(object["generations"] as? [String] ?? []), generationsByFolder: byFolder)
    }

    static func scan(_ path: String) -> ProjectScanResult {
        let catalog = RuleCatalog.standard
        return ProjectScanner(scanner: LegacyScanner(catalog: catalog), literals: catalog.literals, rules: catalog.rules, jobs: 2)
            .scan([path], root: path)
    }

    /// A line of the sample, for the failure report.
    static func sourceLine(_ key: Key) -> String {
        let text = (try? String(contentsOfFile: samples + "/" + key.file, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return key.line <= lines.count ? String(lines[key.line - 1]).trimmingCharacters(in: .whitespaces) : ""
    }

    @Test("exactly the golden findings: zero false positives, zero misses")
    func exactFindings() throws {
        let goldens = try Self.goldens()
        let result = Self.scan(Self.samples)
        let actual = Set(
            result.findings.map {
                Key(file: $0.finding.file, line: $0.finding.line, column: $0.finding.column, endLine: $0.finding.endLine, rule: $0.finding.rule)
            })
        let missed = goldens.findings.subtracting(actual).sorted()
        let unexpected = actual.subtracting(goldens.findings).sorted()
        let report =
            (missed.isEmpty ? [] : ["MISSED (in the goldens, not reported):"] + missed.map { "  \($0)    | \(Self.sourceLine($0))" })
            + (unexpected.isEmpty ? [] : ["UNEXPECTED (reported, not in the goldens):"] + unexpected.map { "  \($0)    | \(Self.sourceLine($0))" })
        #expect(missed.isEmpty && unexpected.isEmpty, "\(missed.count) missed, \(unexpected.count) unexpected\n\(report.joined(separator: "\n"))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("the header generations: all three for the whole folder, one per app")
    func generations() throws {
        let goldens = try Self.goldens()
        #expect(Set(Self.scan(Self.samples).generations.map(\.rawValue)) == goldens.generations)
        for (folder, expected) in goldens.generationsByFolder.sorted(by: { $0.key < $1.key }) {
            #expect(Set(Self.scan(Self.samples + "/" + folder).generations.map(\.rawValue)) == expected, "\(folder)")
        }
    }

    @Test("the build/ copy and the decoys are never reported")
    func skippedAndDecoys() {
        let files = Set(Self.scan(Self.samples).findings.map(\.finding.file))
        #expect(!files.contains { $0.contains("/build/") })
        #expect(!files.contains("ObjCApp/Sources/ExpressCheckout/DeviceTokenFetcher.m"))
        #expect(!files.contains("ObjCApp/Sources/Cart.m"))
        #expect(!files.contains("SwiftApp/LegacyStore/Cart.swift"))
        #expect(!files.contains("AndroidApp/src/com/example/donate/Receipts.java"))
    }
}
