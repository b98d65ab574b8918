/// One rule of the migration catalog: a legacy API element, how `LegacyMPL` supports it, and what replaces it.
///
/// Rules are data, in the way SwiftLint's are: the ``triggeringExamples`` and ``nonTriggeringExamples`` are
/// both the documentation (`Migration/rules/` is generated from them) and the tests (each example is scanned
/// and must, or must not, produce a finding of this rule).
public struct Rule: Sendable, Hashable, Identifiable {
    /// A stable identifier, never reused or renamed (`mpl.paypal.checkout-with-payment`).
    public let id: String
    /// A one-line title (`-[PayPal checkoutWithPayment:]`).
    public let title: String
    /// How loud a finding of this rule is.
    public let severity: Severity
    /// How `LegacyMPL` supports the element.
    public let support: Support
    /// What the scanner looks for.
    public let element: LegacyElement
    /// The header generations that declare the element.
    public let generations: Set<HeaderGeneration>
    /// What `LegacyMPL` does with the element (the behaviour a merchant gets without changing code).
    public let shimBehaviour: String
    /// How that behaviour differs from the 2011 library; empty when it does not.
    public let difference: String
    /// What the merchant should do now.
    public let action: String
    /// The Orders v2 (or Vault v3) request, field or response the element maps to.
    public let ordersV2: String
    /// The modern client call that replaces the element when the app leaves the legacy API.
    public let replacement: String
    /// Code that must produce a finding of this rule.
    public let triggeringExamples: [RuleExample]
    /// Code that must not produce a finding of this rule.
    public let nonTriggeringExamples: [RuleExample]
    /// Whether the element's names are too common to count on their own (`SERVICE`, `SYSTEM_ERROR`): the
    /// scanner reports them only in a file that shows other signs of the legacy library.
    public let requiresLegacyContext: Bool
    /// The mechanical change that replaces a finding of this rule, when one keeps the behaviour (set by the
    /// catalog's fix table); `nil` when the finding needs a person.
    public internal(set) var fix: RuleFix?
    /// The fix shown and tested: each `before` must become its `after`.
    public internal(set) var fixExamples: [FixExample] = []

    /// Creates a rule.
    public init(
        id: String, title: String, severity: Severity, support: Support, element: LegacyElement,
        generations: Set<HeaderGeneration>, shimBehaviour: String, difference: String = "", action: String,
        ordersV2: String, replacement: String,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample] = [],
        requiresLegacyContext: Bool = false
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.support = support
        self.element = element
        self.generations = generations
        self.shimBehaviour = shimBehaviour
        self.difference = difference
        self.action = action
        self.ordersV2 = ordersV2
        self.replacement = replacement
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.requiresLegacyContext = requiresLegacyContext
    }
}

/// A snippet of source code in a rule's documentation and tests.
public struct RuleExample: Sendable, Hashable {
    /// The language of ``code``.
    public let language: SourceLanguage
    /// The code, a complete file fragment.
    public let code: String
    /// For project-file rules: the file the example stands for (`project.pbxproj`, `Podfile`,
    /// `App-Bridging-Header.h`); `nil` for source examples. Set for a source example with ``companions``, which is
    /// then scanned at this path.
    public let fileName: String?
    /// Files beside the example in the scanned tree, each at its ``fileName`` (the app's own `Classes/PayPal.h`, a
    /// vendored copy of the library's): what the example means depends on them, so it is scanned in a project scan of
    /// a tree holding them all. Empty for most examples.
    public let companions: [RuleExample]

    /// Creates an example.
    public init(_ language: SourceLanguage, _ code: String, fileName: String? = nil, companions: [RuleExample] = []) {
        self.language = language
        self.code = code
        self.fileName = fileName
        self.companions = companions
    }
}
