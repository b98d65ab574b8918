import MigrationKit
import Testing

/// Every rule's examples are tests: a triggering example yields at least one finding of the rule, a
/// non-triggering one none. Source examples go through the scanner; project-file examples (whole files:
/// `project.pbxproj`, `Podfile`, headers) and examples with companion files through the project scan, written at their
/// file names.
@Suite("Catalog examples")
struct CatalogExampleTests {
    static let scanner = LegacyScanner()
    static let sourceRules = RuleCatalog.standard.rules.filter {
        if case .projectFile = $0.element { return false }
        return true
    }

    @Test("each triggering example yields a finding of its rule", arguments: sourceRules)
    func triggering(rule: Rule) throws {
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let rules = try Self.sourceScan(example)
            #expect(rules.contains(rule.id), "\(rule.id) not found in \(example.language.rawValue):\n\(example.code)\nfound: \(rules)")
        }
    }

    @Test("no non-triggering example yields a finding of its rule", arguments: sourceRules)
    func nonTriggering(rule: Rule) throws {
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.nonTriggeringExamples {
            let rules = try Self.sourceScan(example)
            #expect(!rules.contains(rule.id), "\(rule.id) wrongly found in \(example.language.rawValue):\n\(example.code)")
        }
    }

    /// The rules of the findings in a source example: scanned alone, or with its companions in a project scan (only the
    /// example's own file's findings).
    static func sourceScan(_ example: RuleExample) throws -> [String] {
        if example.companions.isEmpty {
            return scanner.scan(Array(example.code.utf8), path: "Example", language: example.language).findings.map(\.rule)
        }
        return try projectScan(example).filter { $0.file == example.fileName }.map(\.rule)
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

    /// The findings of a project scan (the standard catalog) of a tree holding only `example` and its companions, at their
    /// file names.
    static func projectScan(_ example: RuleExample) throws -> [Finding] {
        let tree = try TemporaryTree()
        for file in [example] + example.companions {
            try tree.write(try #require(file.fileName), file.code)
        }
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
