import MigrationKit
import Testing

/// Every constant of every legacy enum in the catalog, not only the first and last its examples show, is
/// reported by its enum's rule, in Objective-C and in Swift. The cases are generated from the catalog's data.
@Suite("Enum constants")
struct EnumConstantTests {
    static let scanner = LegacyScanner()

    /// The catalog's enum rules.
    static let enumRules = RuleCatalog.standard.rules.filter { if case .enumeration = $0.element { true } else { false } }

    /// The other sign of the library a contextual rule needs: the LegacyMPL module in Swift; in Objective-C a
    /// header only the payments library has (`PayPal.h` does not count: Mobile Express Checkout has one too),
    /// of the rule's generation.
    static func context(_ language: SourceLanguage, for rule: Rule) -> String {
        if language == .swift { return "import LegacyMPL\n" }
        return rule.generations == [.h0] ? "#import \"PayPalMEP.h\"\n" : "#import \"PayPalPayment.h\"\n"
    }

    /// `constant` as a value and as a `switch` case, in both languages.
    static func uses(of constant: String) -> [RuleExample] {
        [
            RuleExample(.objectiveC, "int value = \(constant);"),
            RuleExample(.objectiveC, "switch (value) {\n    case \(constant): break;\n    default: break;\n}"),
            RuleExample(.swift, "let value = \(constant)"),
            RuleExample(.swift, "switch value {\ncase \(constant): break\ndefault: break\n}"),
        ]
    }

    static func constants(of rule: Rule) -> [String] {
        if case .enumeration(_, let constants) = rule.element { return constants }
        return []
    }

    @Test("the catalog has enum rules, each with constants")
    func catalogHasEnums() {
        #expect(!Self.enumRules.isEmpty)
        for rule in Self.enumRules {
            #expect(!Self.constants(of: rule).isEmpty, "\(rule.id)")
        }
    }

    @Test("every constant yields a finding of its enum's rule, at the constant", arguments: enumRules)
    func everyConstant(rule: Rule) {
        for constant in Self.constants(of: rule) {
            for use in Self.uses(of: constant) {
                let prefix = rule.requiresLegacyContext ? Self.context(use.language, for: rule) : ""
                let code = prefix + use.code
                let findings = Self.scanner.scan(Array(code.utf8), path: "Example", language: use.language).findings
                let ofRule = findings.filter { $0.rule == rule.id }
                #expect(ofRule.count == 1, "\(rule.id): \(constant) in \(use.language.rawValue):\n\(code)\nfound: \(findings.map(\.rule))")
                #expect(ofRule.first?.line == (prefix.isEmpty ? 1 : 2) + (use.code.hasPrefix("switch") ? 1 : 0), "\(rule.id): \(constant)")
            }
        }
    }

    @Test(
        "a contextual enum's constants are not reported in a file without other signs of the library",
        arguments: enumRules.filter(\.requiresLegacyContext))
    func contextualConstantsNeedContext(rule: Rule) {
        for constant in Self.constants(of: rule) {
            for use in Self.uses(of: constant) {
                let findings = Self.scanner.scan(Array(use.code.utf8), path: "Example", language: use.language).findings
                #expect(!findings.contains { $0.rule == rule.id }, "\(rule.id): \(constant) without context in \(use.language.rawValue)")
            }
        }
    }
}
