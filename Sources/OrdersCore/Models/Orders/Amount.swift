import Foundation

/// A purchase unit's total with its optional breakdown (PayPal's `amount_with_breakdown`).
///
/// PayPal requires `value = item_total + tax_total + shipping + handling + insurance − shipping_discount − discount`.
public struct AmountWithBreakdown: Codable, Sendable, Equatable {
    /// The total.
    public var total: Money
    /// How the total is made up.
    public var breakdown: AmountBreakdown?

    /// Creates an amount.
    public init(total: Money, breakdown: AmountBreakdown? = nil) {
        self.total = total
        self.breakdown = breakdown
    }

    /// Builds the amount whose total is computed from `breakdown`, so the two always reconcile.
    /// - Throws: ``MoneyError`` when the parts mix currencies or the discounts exceed the rest.
    public init(breakdown: AmountBreakdown, currency: Currency) throws(MoneyError) {
        self.init(total: try breakdown.total(in: currency), breakdown: breakdown)
    }

    private enum CodingKeys: String, CodingKey {
        case currencyCode = "currency_code"
        case value, breakdown
    }

    /// Decodes `{"currency_code", "value", "breakdown"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = try Money(
            value: container.decode(String.self, forKey: .value),
            currencyCode: container.decode(String.self, forKey: .currencyCode)
        )
        breakdown = try container.decodeIfPresent(AmountBreakdown.self, forKey: .breakdown)
    }

    /// Encodes `{"currency_code", "value", "breakdown"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total.currency.code, forKey: .currencyCode)
        try container.encode(total.value, forKey: .value)
        try container.encodeIfPresent(breakdown, forKey: .breakdown)
    }
}

/// The parts of a purchase unit's total. Every part is non-negative; discounts are subtracted.
public struct AmountBreakdown: Codable, Sendable, Equatable {
    /// Σ(`unit_amount × quantity`) of the items.
    public var itemTotal: Money?
    /// Shipping.
    public var shipping: Money?
    /// Handling.
    public var handling: Money?
    /// Σ(`tax × quantity`) of the items, or the order's tax.
    public var taxTotal: Money?
    /// Insurance.
    public var insurance: Money?
    /// A discount on shipping.
    public var shippingDiscount: Money?
    /// A discount on the items.
    public var discount: Money?

    /// Creates a breakdown.
    public init(
        itemTotal: Money? = nil, shipping: Money? = nil, handling: Money? = nil, taxTotal: Money? = nil,
        insurance: Money? = nil, shippingDiscount: Money? = nil, discount: Money? = nil
    ) {
        self.itemTotal = itemTotal
        self.shipping = shipping
        self.handling = handling
        self.taxTotal = taxTotal
        self.insurance = insurance
        self.shippingDiscount = shippingDiscount
        self.discount = discount
    }

    /// The total these parts add up to, in `currency`.
    /// - Throws: ``MoneyError`` when a part has another currency or the discounts exceed the rest.
    public func total(in currency: Currency) throws(MoneyError) -> Money {
        let added = try Money.sum([itemTotal, shipping, handling, taxTotal, insurance].compactMap { $0 }, currency: currency)
        let subtracted = try Money.sum([shippingDiscount, discount].compactMap { $0 }, currency: currency)
        return try added.subtracting(subtracted)
    }

    private enum CodingKeys: String, CodingKey {
        case itemTotal = "item_total"
        case shipping, handling
        case taxTotal = "tax_total"
        case insurance
        case shippingDiscount = "shipping_discount"
        case discount
    }
}
