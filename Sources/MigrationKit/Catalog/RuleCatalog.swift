/// The migration catalog: one ``Rule`` per legacy API element of the 2011 library (iOS, header generations
/// H0, H1 and H2; Android, `com.paypal.android.MEP`), plus one per project-file trace.
public struct RuleCatalog: Sendable {
    /// The catalog this package ships.
    public static let standard = RuleCatalog(rules: Self.standardRules)

    /// The rules, in catalog order.
    public let rules: [Rule]
    private let indexByID: [String: Int]

    /// A catalog of `rules` (ids must be unique; a later duplicate is ignored by ``rule(id:)``).
    public init(rules: [Rule]) {
        self.rules = rules
        var index: [String: Int] = [:]
        for (position, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = position }
        indexByID = index
    }

    /// The rule with `id`, if any.
    public func rule(id: String) -> Rule? {
        indexByID[id].map { rules[$0] }
    }

    /// Every rule of the standard catalog, area by area.
    static var standardRules: [Rule] {
        (payPalClassRules + payPalDelegateRules + payPalPaymentRules + payPalAdvancedPaymentRules
            + receiverPaymentDetailsRules + invoiceDataRules + invoiceItemRules + addressRules + amountsRules
            + receiverAmountsRules + contextRules + preapprovalDetailsRules + enumerationRules
            + headerGenerationZeroRules + importRules + projectFileRules
            + androidLibraryRules + androidCheckoutRules + androidValueRules + androidProjectFileRules).map(attachingFix)
    }
}
