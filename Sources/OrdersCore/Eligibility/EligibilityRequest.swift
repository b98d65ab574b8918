/// What eligibility depends on: the order's currency and intent and, for Pay Later, the buyer's country.
public struct EligibilityRequest: Sendable, Hashable {
    /// The order's currency.
    public var currency: Currency
    /// Capture or authorize.
    public var intent: OrderIntent
    /// The buyer's country (ISO 3166-1 alpha-2, for example `US`), when known. Pay Later needs it.
    public var buyerCountry: String?
    /// Funding sources PayPal leaves off unless asked for (`enableFunding`); Venmo is one of them.
    public var enableFunding: Set<FundingSource>

    /// Creates a request.
    public init(currency: Currency, intent: OrderIntent = .capture, buyerCountry: String? = nil, enableFunding: Set<FundingSource> = [.venmo]) {
        self.currency = currency
        self.intent = intent
        self.buyerCountry = buyerCountry
        self.enableFunding = enableFunding
    }
}
