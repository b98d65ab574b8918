import OrdersCore

/// The simulator's documented funding-eligibility rules, so merchants can drive each button in tests.
///
/// | source | eligible when | reasons otherwise |
/// |---|---|---|
/// | `paypal` | always | |
/// | `card` | always | |
/// | `venmo` | `VENMO` is in `enableFunding`, the currency is `USD`, and the buyer country is `US` or unknown | `VENMO_NOT_ENABLED`, `CURRENCY_NOT_SUPPORTED`, `BUYER_COUNTRY_NOT_SUPPORTED` |
/// | `credit` | the buyer country is `US` and the currency `USD` | `BUYER_COUNTRY_REQUIRED`, `BUYER_COUNTRY_NOT_SUPPORTED`, `CURRENCY_NOT_SUPPORTED` |
/// | `paylater` | the buyer country is one of ``payLaterCountries`` and the currency is that country's | `BUYER_COUNTRY_REQUIRED`, `BUYER_COUNTRY_NOT_SUPPORTED`, `CURRENCY_NOT_SUPPORTED_FOR_COUNTRY` |
///
/// An override (``OrdersSimulator/overrideEligibility(of:with:)`` or `POST /simulator/eligibility/{source}`)
/// replaces the rule's answer for its source, for example to test a merchant account without Venmo.
struct EligibilityRules: Sendable {
    /// Pay Later's buyer countries and the currency each needs.
    static let payLaterCountries: [String: String] = [
        "US": "USD", "GB": "GBP", "FR": "EUR", "DE": "EUR", "IT": "EUR", "ES": "EUR", "AU": "AUD",
    ]

    let currency: String
    let buyerCountry: String?
    let enableFunding: Set<String>

    /// The rule's answer for `source`.
    func eligibility(of source: FundingSource) -> FundingEligibility {
        var reasons: [String] = []
        switch source {
        case .paypal, .card:
            break
        case .venmo:
            if !enableFunding.contains("VENMO") { reasons.append("VENMO_NOT_ENABLED") }
            if currency != "USD" { reasons.append("CURRENCY_NOT_SUPPORTED") }
            if let buyerCountry, buyerCountry != "US" { reasons.append("BUYER_COUNTRY_NOT_SUPPORTED") }
        case .credit:
            if let buyerCountry {
                if buyerCountry != "US" { reasons.append("BUYER_COUNTRY_NOT_SUPPORTED") }
            } else {
                reasons.append("BUYER_COUNTRY_REQUIRED")
            }
            if currency != "USD" { reasons.append("CURRENCY_NOT_SUPPORTED") }
        case .paylater:
            if let buyerCountry {
                if let needed = Self.payLaterCountries[buyerCountry] {
                    if needed != currency { reasons.append("CURRENCY_NOT_SUPPORTED_FOR_COUNTRY") }
                } else {
                    reasons.append("BUYER_COUNTRY_NOT_SUPPORTED")
                }
            } else {
                reasons.append("BUYER_COUNTRY_REQUIRED")
            }
        }
        return FundingEligibility(eligible: reasons.isEmpty, reasons: reasons)
    }
}
