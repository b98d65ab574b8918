import Foundation

/// mpl-migrate's findings, read from its JSON report, against the ones the generator planted, compared exactly:
/// file, line, column and rule.
struct FindingComparison {
    /// Planted findings mpl-migrate did not report (`path:line:column rule`).
    let misses: [String]
    /// Findings mpl-migrate reported that were not planted: false positives.
    let falsePositives: [String]
    /// `path:line` of every line mpl-migrate reported a finding on.
    let reportedLines: Set<String>
    /// How many findings the report holds.
    let reportedCount: Int

    /// Compares the findings of the JSON report at `reportPath` with `planted`.
    init(planted: Set<String>, jsonReport reportPath: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: reportPath))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        var found: Set<String> = []
        var lines: Set<String> = []
        for finding in findings {
            guard let file = finding["file"] as? String, let line = finding["line"] as? Int, let column = finding["column"] as? Int,
                let rule = finding["rule"] as? String
            else { continue }
            found.insert("\(file):\(line):\(column) \(rule)")
            let endLine = finding["endLine"] as? Int ?? line
            for covered in line...max(line, endLine) { lines.insert("\(file):\(covered)") }
        }
        misses = planted.subtracting(found).sorted()
        falsePositives = found.subtracting(planted).sorted()
        reportedLines = lines
        reportedCount = findings.count
    }

    /// Whether mpl-migrate reported exactly what was planted.
    var isExact: Bool { misses.isEmpty && falsePositives.isEmpty }

    /// The counts, and the first few of each kind of mismatch.
    func report(limit: Int = 10) -> String {
        var lines = ["compared with the planted uses (file, line, column, rule): \(misses.count) missed, \(falsePositives.count) false positives"]
        for (title, items) in [("missed", misses), ("false positive", falsePositives)] where !items.isEmpty {
            lines += items.prefix(limit).map { "  \(title): \($0)" }
            if items.count > limit { lines.append("  … and \(items.count - limit) more") }
        }
        return lines.joined(separator: "\n")
    }
}
