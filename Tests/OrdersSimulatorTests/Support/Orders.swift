/// Raw JSON order requests for tests.
enum Orders {
    /// A valid one-unit order of 10.00 USD.
    static let simple = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#

    /// A valid one-unit order with intent AUTHORIZE.
    static let authorize = #"{"intent":"AUTHORIZE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#

    /// An order whose one purchase unit is `unit` (raw JSON object text).
    static func unit(_ unit: String, intent: String = "CAPTURE") -> String {
        #"{"intent":"\#(intent)","purchase_units":[\#(unit)]}"#
    }

    /// An order whose one unit has `amount` (raw JSON object text) and extra members.
    static func amount(_ amount: String, extra: String = "") -> String {
        unit(#"{"amount":\#(amount)\#(extra.isEmpty ? "" : "," + extra)}"#)
    }

    /// An order whose unit has `items` (raw JSON array text) and `amount`.
    static func items(_ items: String, amount: String) -> String {
        unit(#"{"amount":\#(amount),"items":\#(items)}"#)
    }

    /// A money object.
    static func money(_ value: String, _ currency: String = "USD") -> String {
        #"{"currency_code":"\#(currency)","value":"\#(value)"}"#
    }

    /// A string of `count` letters.
    static func text(_ count: Int) -> String { String(repeating: "a", count: count) }
}
