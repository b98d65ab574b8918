import OrdersCore
import OrdersSimulator

/// What the approval page shows of an order, read from the order as the merchant sent it (any text, any size:
/// the page escapes it).
struct CheckoutSummary: Sendable, Equatable {
    /// One line of a purchase unit's items.
    struct Item: Sendable, Equatable {
        /// The item's name.
        var name: String
        /// The item's description, if any.
        var description: String?
        /// The quantity as sent (`"2"`).
        var quantity: String
        /// The price of one.
        var unitAmount: PageAmount?
        /// `unitAmount × quantity`, when both are valid.
        var lineTotal: PageAmount? { PageAmount.lineTotal(unitAmount, quantity: quantity) }
    }

    /// One line of an amount's breakdown.
    struct BreakdownLine: Sendable, Equatable {
        /// What it is (`Shipping`).
        var label: String
        /// The amount.
        var amount: PageAmount
        /// Whether it is taken off the total (discounts).
        var isDeduction: Bool
    }

    /// One purchase unit: whom it pays, its items, its breakdown and its amount.
    struct Unit: Sendable, Equatable {
        /// The payee's email or merchant id, if given.
        var payee: String?
        /// The unit's description, if any.
        var description: String?
        /// The items.
        var items: [Item]
        /// The breakdown lines present in the order, in PayPal's order.
        var breakdown: [BreakdownLine]
        /// The unit's amount.
        var amount: PageAmount?
    }

    /// How the order ships, from `shipping_preference`.
    enum Shipping: Sendable, Equatable {
        /// `GET_FROM_FILE`: the buyer picks one of their addresses.
        case fromFile
        /// `NO_SHIPPING`.
        case none
        /// `SET_PROVIDED_ADDRESS`: the merchant's address, read-only.
        case provided(name: String?, address: Address)
    }

    /// The order id.
    var orderID: String
    /// `experience_context.brand_name`, if any.
    var brandName: String?
    /// The page's locale, from `experience_context.locale`.
    var locale: PageLocale
    /// Whether the button says "Pay Now" (`user_action` `PAY_NOW`) rather than "Continue".
    var paysNow: Bool
    /// The shipping choice.
    var shipping: Shipping
    /// The purchase units.
    var units: [Unit]

    /// The breakdown fields of PayPal's `amount_breakdown`, in display order, with whether each is deducted.
    static let breakdownFields: [(key: String, label: String, isDeduction: Bool)] = [
        ("item_total", "Items", false), ("shipping", "Shipping", false), ("handling", "Handling", false),
        ("tax_total", "Tax", false), ("insurance", "Insurance", false),
        ("shipping_discount", "Shipping discount", true), ("discount", "Discount", true),
    ]

    /// Reads an order's purchase units and PayPal wallet experience context.
    init(orderID: String, purchaseUnits: [[String: JSONValue]], experienceContext: [String: JSONValue]?) {
        self.orderID = orderID
        brandName = experienceContext?["brand_name"]?.stringValue
        locale = PageLocale(experienceContext?["locale"]?.stringValue)
        paysNow = experienceContext?["user_action"]?.stringValue == "PAY_NOW"
        units = purchaseUnits.map(Self.unit)
        let preference = experienceContext?["shipping_preference"]?.stringValue
        let providedShipping = purchaseUnits.first?["shipping"]
        if preference == "NO_SHIPPING" {
            shipping = .none
        } else if preference == "SET_PROVIDED_ADDRESS", let json = providedShipping?["address"],
            let address = try? json.decode(as: Address.self)
        {
            shipping = .provided(name: providedShipping?["name"]?["full_name"]?.stringValue, address: address)
        } else {
            shipping = .fromFile
        }
    }

    /// Reads the order `view` shows.
    init(_ view: PayerView) {
        self.init(orderID: view.id, purchaseUnits: view.purchaseUnits, experienceContext: view.experienceContext)
    }

    /// Who the buyer pays: the brand name, else the first payee, else "the merchant".
    var merchantName: String { brandName ?? units.lazy.compactMap(\.payee).first ?? "the merchant" }

    /// The order's total: the sum of the units' amounts when they are valid money in one currency.
    var total: PageAmount? { PageAmount.sum(units.compactMap(\.amount)) }

    private static func unit(_ json: [String: JSONValue]) -> Unit {
        let amount = json["amount"]
        let breakdown = breakdownFields.compactMap { field in
            PageAmount(json: amount?["breakdown"]?[field.key]).map { BreakdownLine(label: field.label, amount: $0, isDeduction: field.isDeduction) }
        }
        let items = (json["items"]?.arrayValue ?? []).map { item in
            Item(
                name: item["name"]?.stringValue ?? "Item", description: item["description"]?.stringValue,
                quantity: item["quantity"]?.stringValue ?? "1", unitAmount: PageAmount(json: item["unit_amount"]))
        }
        let payee = json["payee"]?["email_address"]?.stringValue ?? json["payee"]?["merchant_id"]?.stringValue
        return Unit(payee: payee, description: json["description"]?.stringValue, items: items, breakdown: breakdown, amount: PageAmount(json: amount))
    }
}
