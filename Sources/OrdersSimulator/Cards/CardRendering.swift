import OrdersCore

/// Writes a card as PayPal's responses show it (`card_response`): brand, type, last digits, expiry, name,
/// billing address — never the number or the security code.
enum CardRendering {
    /// The response form of a request's `card` object.
    static func response(from card: [String: JSONValue]) -> JSONValue {
        let number = card["number"]?.stringValue ?? ""
        var shown: [String: JSONValue] = ["type": .string("CREDIT")]
        if number.count >= 4 {
            let last = String(number.suffix(4))
            shown["last_digits"] = .string(last)
            var fromRequest: [String: JSONValue] = ["last_digits": .string(last)]
            if let expiry = card["expiry"] { fromRequest["expiry"] = expiry }
            shown["from_request"] = .object(fromRequest)
        }
        if let brand = brand(of: number) { shown["brand"] = .string(brand) }
        for key in ["expiry", "name", "billing_address", "vault_id"] { if let value = card[key], value != .null { shown[key] = value } }
        return .object(shown)
    }

    /// PayPal's `card_brand` of a number, from its first digits.
    static func brand(of number: String) -> String? {
        func starts(_ prefixes: [String]) -> Bool { prefixes.contains { number.hasPrefix($0) } }
        let two = Int(number.prefix(2)) ?? 0
        let four = Int(number.prefix(4)) ?? 0
        if number.hasPrefix("4") { return "VISA" }
        if starts(["34", "37"]) { return "AMEX" }
        if (51...55).contains(two) || (2221...2720).contains(four) { return "MASTERCARD" }
        if starts(["6011", "644", "645", "646", "647", "648", "649", "65"]) { return "DISCOVER" }
        if starts(["62"]) { return "CHINA_UNION_PAY" }
        if (3528...3589).contains(four) { return "JCB" }
        return nil
    }

    /// The saved card of a payment token: brand, last digits, expiry, name and billing address.
    static func vaulted(_ card: JSONValue?) -> JSONValue {
        guard let object = card?.objectValue else { return .object([:]) }
        var saved: [String: JSONValue] = [:]
        for key in ["brand", "last_digits", "expiry", "name", "billing_address"] { if let value = object[key] { saved[key] = value } }
        return .object(saved)
    }
}
