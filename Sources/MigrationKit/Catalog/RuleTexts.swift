/// The prose of a rule: what `LegacyMPL` does, how that differs from 2011, what to do, the Orders v2
/// mapping and the modern replacement.
struct RuleTexts {
    var shim: String
    var difference: String = ""
    var action: String
    var ordersV2: String
    var replacement: String
}

extension Support {
    /// The severity a rule of this support level gets: works unchanged → info, behaviour difference →
    /// warning, needs a change or no equivalent → error.
    var severity: Severity {
        switch self {
        case .worksUnchanged: .info
        case .behaviourDifference: .warning
        case .needsChange, .noEquivalent: .error
        }
    }
}

extension Rule {
    /// A rule whose severity follows from its support level.
    init(
        _ id: String, _ title: String, _ support: Support, _ element: LegacyElement, _ generations: Set<HeaderGeneration>,
        _ texts: RuleTexts, triggering: [RuleExample], nonTriggering: [RuleExample], requiresLegacyContext: Bool = false
    ) {
        self.init(
            id: id, title: title, severity: support.severity, support: support, element: element, generations: generations,
            shimBehaviour: texts.shim, difference: texts.difference, action: texts.action, ordersV2: texts.ordersV2,
            replacement: texts.replacement, triggeringExamples: triggering, nonTriggeringExamples: nonTriggering,
            requiresLegacyContext: requiresLegacyContext)
    }
}

/// Shorthands for the generation sets rules declare.
enum Generations {
    static let all: Set<HeaderGeneration> = [.h0, .h1, .h2]
    static let mpl: Set<HeaderGeneration> = [.h1, .h2]
    static let h0: Set<HeaderGeneration> = [.h0]
    static let h1: Set<HeaderGeneration> = [.h1]
    static let h2: Set<HeaderGeneration> = [.h2]
    static let h0h1: Set<HeaderGeneration> = [.h0, .h1]
}
