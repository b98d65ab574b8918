import OrdersCore

/// The checks on a card's billing address (PayPal's `address_portable` limits, plus the postal code that
/// address verification needs in the US, Canada and the UK).
enum CardAddressRules {
    /// Countries whose card issuers verify the postal code (AVS).
    static let postalCodeRequired: Set<String> = ["US", "CA", "GB"]

    /// The address's problems; none when there is no address.
    static func problems(_ address: Address?) -> [CardError] {
        guard let address else { return [] }
        var problems: [CardError] = []
        func problem(_ message: String, _ fix: String) {
            problems.append(CardError(code: .billingAddressInvalid, field: .billingAddress, message: message, recoverySuggestion: fix))
        }
        let country = address.countryCode
        if !(country == "C2" || (country.count == 2 && country.allSatisfy { $0.isASCII && $0.isUppercase })) {
            problem("The billing address country '\(country)' is not a two-letter country code.", "Use an ISO 3166-1 code in capitals, such as US or GB.")
        }
        let limits: [(String, String?, Int)] = [
            ("address line 1", address.addressLine1, 300), ("address line 2", address.addressLine2, 300),
            ("city", address.adminArea2, 120), ("state or region", address.adminArea1, 300), ("postal code", address.postalCode, 60),
        ]
        for (name, value, limit) in limits {
            if let value, value.utf16.count > limit {
                problem("The billing address \(name) has \(value.utf16.count) characters; at most \(limit) are allowed.", "Shorten the \(name).")
            }
        }
        let postal = address.postalCode?.trimmingCharacters(in: .whitespaces) ?? ""
        if postalCodeRequired.contains(country), postal.isEmpty {
            problem("The billing address in \(country) has no postal code; the card issuer checks it.", "Enter the postal code of the card's billing address.")
        }
        return problems
    }
}
