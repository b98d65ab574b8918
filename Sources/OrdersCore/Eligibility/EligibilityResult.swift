/// Whether one funding source can be offered, and if not, PayPal's reasons.
public struct FundingEligibility: Sendable, Hashable, Codable {
    /// Whether the funding source can be offered to this buyer for this order.
    public var eligible: Bool
    /// PayPal's reason codes when not eligible (for example `CURRENCY_NOT_SUPPORTED`); empty otherwise,
    /// and always empty for cards (not asked).
    public var reasons: [String]

    /// Creates an eligibility.
    public init(eligible: Bool, reasons: [String] = []) {
        self.eligible = eligible
        self.reasons = reasons
    }
}

/// The answer of the `fundingEligibility` query, one ``FundingEligibility`` per ``FundingSource``.
public struct EligibilityResult: Sendable, Hashable {
    /// The PayPal wallet.
    public var paypal: FundingEligibility
    /// Venmo.
    public var venmo: FundingEligibility
    /// Cards.
    public var card: FundingEligibility
    /// PayPal Credit.
    public var credit: FundingEligibility
    /// Pay Later.
    public var paylater: FundingEligibility

    /// Creates a result.
    public init(paypal: FundingEligibility, venmo: FundingEligibility, card: FundingEligibility, credit: FundingEligibility, paylater: FundingEligibility) {
        self.paypal = paypal
        self.venmo = venmo
        self.card = card
        self.credit = credit
        self.paylater = paylater
    }

    /// The eligibility of `source`.
    public subscript(_ source: FundingSource) -> FundingEligibility {
        switch source {
        case .paypal: paypal
        case .venmo: venmo
        case .card: card
        case .credit: credit
        case .paylater: paylater
        }
    }

    /// The funding sources that can be offered, in `FundingSource.allCases` order.
    public var eligibleSources: [FundingSource] { FundingSource.allCases.filter { self[$0].eligible } }
}
