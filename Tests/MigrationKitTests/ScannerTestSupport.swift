import MigrationKit

/// Scanning snippets in tests.
enum Scan {
    static let scanner = LegacyScanner()

    static func objc(_ code: String) -> FileScan {
        scanner.scan(Array(code.utf8), path: "Sources/Example.m", language: .objectiveC)
    }

    static func swift(_ code: String) -> FileScan {
        scanner.scan(Array(code.utf8), path: "Sources/Example.swift", language: .swift)
    }

    static func java(_ code: String) -> FileScan {
        scanner.scan(Array(code.utf8), path: "src/Example.java", language: .java)
    }

    static func kotlin(_ code: String) -> FileScan {
        scanner.scan(Array(code.utf8), path: "src/Example.kt", language: .kotlin)
    }
}

extension FileScan {
    /// The findings as `line:column-endLine rule`, for exact comparisons.
    var summary: [String] {
        findings.map { "\($0.line):\($0.column)\($0.endLine == $0.line ? "" : "-\($0.endLine)") \($0.rule)" }
    }

    /// The rule ids found.
    var rules: [String] { findings.map(\.rule) }
}
