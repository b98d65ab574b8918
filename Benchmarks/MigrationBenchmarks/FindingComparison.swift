import MigrationKit

/// mpl-migrate's findings against the ones the generator planted, compared exactly: file, line, column and rule.
struct FindingComparison {
    /// Planted findings mpl-migrate did not report (`path:line:column rule`).
    let misses: [String]
    /// Findings mpl-migrate reported that were not planted: false positives.
    let falsePositives: [String]
    /// `path:line` of every line mpl-migrate reported a finding on.
    let reportedLines: Set<String>

    init(planted: Set<String>, reported: [ReportedFinding]) {
        var found: Set<String> = []
        var lines: Set<String> = []
        for item in reported {
            let finding = item.finding
            found.insert("\(finding.file):\(finding.line):\(finding.column) \(finding.rule)")
            for line in finding.line...max(finding.line, finding.endLine) { lines.insert("\(finding.file):\(line)") }
        }
        misses = planted.subtracting(found).sorted()
        falsePositives = found.subtracting(planted).sorted()
        reportedLines = lines
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
