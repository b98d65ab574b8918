/// A way to pay whose eligibility PayPal decides per merchant, currency, intent and buyer country.
public enum FundingSource: String, Sendable, Hashable, CaseIterable, Codable {
    /// The PayPal wallet.
    case paypal
    /// Venmo (US only).
    case venmo
    /// Credit and debit cards (advanced card processing).
    case card
    /// PayPal Credit, a revolving credit line (US buyers).
    case credit
    /// Pay Later: pay in installments (supported buyer countries only).
    case paylater

    /// The name GraphQL's `SupportedPaymentMethodsType` uses, for example `VENMO`.
    public var graphQLName: String { rawValue.uppercased() }
}
