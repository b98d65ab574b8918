import OrdersCore

/// An amount as an order's JSON holds it (`{"currency_code", "value"}`), kept as text so that whatever the
/// merchant sent can be shown; ``money`` is the checked `Decimal` when the text is a valid PayPal amount.
struct PageAmount: Sendable, Equatable {
    /// The value text, for example `10.50`.
    let value: String
    /// The currency code, for example `USD`.
    let currencyCode: String

    /// Reads a `money` object; `nil` when it is not one.
    init?(json: JSONValue?) {
        guard let value = json?["value"]?.stringValue, let code = json?["currency_code"]?.stringValue else { return nil }
        self.init(value: value, currencyCode: code)
    }

    /// An amount from its parts.
    init(value: String, currencyCode: String) {
        self.value = value
        self.currencyCode = currencyCode
    }

    /// An amount from checked money.
    init(_ money: Money) {
        self.init(value: money.value, currencyCode: money.currency.code)
    }

    /// The amount as checked money, or `nil` when the text is not a valid amount in a PayPal currency.
    var money: Money? { try? Money(value: value, currencyCode: currencyCode) }

    /// The sum of `amounts`, when each is valid money in one currency (`nil` otherwise, or for none).
    static func sum(_ amounts: [PageAmount]) -> PageAmount? {
        guard var total = amounts.first?.money else { return nil }
        for amount in amounts.dropFirst() {
            guard let money = amount.money, let sum = try? total.adding(money) else { return nil }
            total = sum
        }
        return PageAmount(total)
    }

    /// `unitAmount × quantity` when both are valid (a whole quantity of at most 10 digits).
    static func lineTotal(_ unitAmount: PageAmount?, quantity: String) -> PageAmount? {
        guard quantity.count <= 10, let count = Int(quantity), count >= 0,
            let product = try? unitAmount?.money?.multiplied(by: count)
        else { return nil }
        return PageAmount(product)
    }
}
