/// Builders for the value classes' rules: the class itself and each property.
extension RuleCatalog {
    /// A rule for value class `name` used by name (declared, allocated, constructed).
    static func valueClass(
        _ id: String, _ name: String, _ support: Support, _ generations: Set<HeaderGeneration>, _ texts: RuleTexts,
        swift: Bool = true
    ) -> Rule {
        var triggering = [Examples.objc("\(name) *object = [[\(name) alloc] init];")]
        if swift { triggering.append(Examples.swift("let object = \(name)()")) }
        return Rule(
            id, name, support, .type(name: name), generations, texts,
            triggering: triggering + Examples.typeUse(name, swift: false),
            nonTriggering: Examples.typeLookalikes(name))
    }

    /// A rule for property `name` of value class `owner`, id `mpl.<area>.<kebab name>`.
    static func valueProperty(
        _ area: String, _ owner: String, _ name: String, _ support: Support, _ generations: Set<HeaderGeneration>,
        _ texts: RuleTexts, swift: Bool = true
    ) -> Rule {
        Rule(
            "mpl.\(area).\(kebab(name))", "\(owner).\(name)", support, .property(className: owner, name: name), generations,
            texts, triggering: Examples.property(owner, name, swift: swift),
            nonTriggering: Examples.propertyLookalikes(name, swift: swift))
    }
}
