import MigrationKit
import Testing

/// Every rule's examples are tests: a triggering example yields at least one finding of the rule, a
/// non-triggering one none (project-file rules are detected by the CLI's project detector, not the scanner).
@Suite("Catalog examples")
struct CatalogExampleTests {
    static let scanner = LegacyScanner()
    static let sourceRules = RuleCatalog.standard.rules.filter {
        if case .projectFile = $0.element { return false }
        return true
    }

    @Test("each triggering example yields a finding of its rule", arguments: sourceRules)
    func triggering(rule: Rule) {
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let scan = Self.scanner.scan(Array(example.code.utf8), path: "Example", language: example.language)
            #expect(scan.findings.contains { $0.rule == rule.id },
                    "\(rule.id) not found in \(example.language.rawValue):\n\(example.code)\nfound: \(scan.findings.map(\.rule))")
        }
    }

    @Test("no non-triggering example yields a finding of its rule", arguments: sourceRules)
    func nonTriggering(rule: Rule) {
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.nonTriggeringExamples {
            let scan = Self.scanner.scan(Array(example.code.utf8), path: "Example", language: example.language)
            #expect(!scan.findings.contains { $0.rule == rule.id },
                    "\(rule.id) wrongly found in \(example.language.rawValue):\n\(example.code)")
        }
    }

    @Test("project-file rules carry a triggering and a non-triggering project file")
    func projectFileExamples() {
        let rules = RuleCatalog.standard.rules.filter { if case .projectFile = $0.element { true } else { false } }
        #expect(Set(rules.compactMap { if case .projectFile(let artifact) = $0.element { artifact } else { nil } })
                == Set(ProjectArtifact.allCases))
        for rule in rules {
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
            #expect((rule.triggeringExamples + rule.nonTriggeringExamples).allSatisfy { $0.fileName != nil })
        }
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
