import MigrationKit
import Testing

/// Every rule's examples are tests: a triggering example yields at least one finding of the rule, a
/// non-triggering one none. Source examples go through the scanner; project-file examples (whole files:
/// `project.pbxproj`, `Podfile`, headers) through the project scan, written at their file name.
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
            #expect(
                scan.findings.contains { $0.rule == rule.id },
                "\(rule.id) not found in \(example.language.rawValue):\n\(example.code)\nfound: \(scan.findings.map(\.rule))")
        }
    }

    @Test("no non-triggering example yields a finding of its rule", arguments: sourceRules)
    func nonTriggering(rule: Rule) {
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.nonTriggeringExamples {
            let scan = Self.scanner.scan(Array(example.code.utf8), path: "Example", language: example.language)
            #expect(
                !scan.findings.contains { $0.rule == rule.id },
                "\(rule.id) wrongly found in \(example.language.rawValue):\n\(example.code)")
        }
    }

    static let projectRules = RuleCatalog.standard.rules.filter { if case .projectFile = $0.element { true } else { false } }

    @Test("project-file rules carry a triggering and a non-triggering project file")
    func projectFileExamples() {
        #expect(
            Set(Self.projectRules.compactMap { if case .projectFile(let artifact) = $0.element { artifact } else { nil } })
                == Set(ProjectArtifact.allCases))
        for rule in Self.projectRules {
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
            #expect((rule.triggeringExamples + rule.nonTriggeringExamples).allSatisfy { $0.fileName != nil })
        }
    }

    @Test("each triggering project file yields a finding of its rule in a project scan", arguments: projectRules)
    func projectFileTriggering(rule: Rule) throws {
        for example in rule.triggeringExamples {
            let findings = try Self.projectScan(example)
            #expect(
                findings.contains { $0.rule == rule.id && $0.file == example.fileName },
                "\(rule.id) not found in \(example.fileName ?? "?"):\n\(example.code)\nfound: \(findings.map(\.rule))")
        }
    }

    @Test("no non-triggering project file yields a finding of its rule in a project scan", arguments: projectRules)
    func projectFileNonTriggering(rule: Rule) throws {
        for example in rule.nonTriggeringExamples {
            let findings = try Self.projectScan(example)
            #expect(!findings.contains { $0.rule == rule.id }, "\(rule.id) wrongly found in \(example.fileName ?? "?"):\n\(example.code)")
        }
    }

    /// The findings of a project scan (the standard catalog) of a tree holding only `example`, at its file name.
    static func projectScan(_ example: RuleExample) throws -> [Finding] {
        let fileName = try #require(example.fileName)
        let tree = try TemporaryTree()
        try tree.write(fileName, example.code)
        let catalog = RuleCatalog.standard
        let scanner = ProjectScanner(scanner: LegacyScanner(catalog: catalog), literals: catalog.literals, rules: catalog.rules, jobs: 1)
        let result = scanner.scan([tree.path], root: tree.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return result.findings.map(\.finding)
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
