import Foundation

/// A line item of a purchase unit (PayPal's `item`).
public struct Item: Codable, Sendable, Equatable {
    /// The item's name (1 to 127 characters).
    public var name: String
    /// The price of one unit.
    public var unitAmount: Money
    /// The tax on one unit.
    public var tax: Money?
    /// How many units; a whole number of at least 1 (a string on the wire).
    public var quantity: Int
    /// A description (at most 127 characters).
    public var description: String?
    /// The stock-keeping unit (at most 127 characters).
    public var sku: String?
    /// Physical goods, digital goods or a donation.
    public var category: ItemCategory?

    /// Creates an item.
    public init(
        name: String, unitAmount: Money, quantity: Int, tax: Money? = nil,
        description: String? = nil, sku: String? = nil, category: ItemCategory? = nil
    ) {
        self.name = name
        self.unitAmount = unitAmount
        self.quantity = quantity
        self.tax = tax
        self.description = description
        self.sku = sku
        self.category = category
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case unitAmount = "unit_amount"
        case tax, quantity, description, sku, category
    }

    /// Decodes an item; `quantity` is a string of digits on the wire.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        unitAmount = try container.decode(Money.self, forKey: .unitAmount)
        tax = try container.decodeIfPresent(Money.self, forKey: .tax)
        let quantityText = try container.decode(String.self, forKey: .quantity)
        guard let quantity = Int(quantityText), quantity >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container, debugDescription: "quantity must be a whole number of at least 1, got '\(quantityText)'")
        }
        self.quantity = quantity
        description = try container.decodeIfPresent(String.self, forKey: .description)
        sku = try container.decodeIfPresent(String.self, forKey: .sku)
        category = try container.decodeIfPresent(ItemCategory.self, forKey: .category)
    }

    /// Encodes an item with `quantity` as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(unitAmount, forKey: .unitAmount)
        try container.encodeIfPresent(tax, forKey: .tax)
        try container.encode(String(quantity), forKey: .quantity)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(sku, forKey: .sku)
        try container.encodeIfPresent(category, forKey: .category)
    }
}

/// What kind of thing an item is. A purchase unit may mix goods but never goods with donations.
public enum ItemCategory: String, Codable, Sendable, CaseIterable {
    /// Goods delivered digitally.
    case digitalGoods = "DIGITAL_GOODS"
    /// Tangible goods.
    case physicalGoods = "PHYSICAL_GOODS"
    /// A donation.
    case donation = "DONATION"
}
