import OrdersCore

/// An address as the pages write it: one escaped line per part.
enum AddressText {
    /// The lines of `address`: name, street lines, `city, region postal code`, country code.
    static func lines(_ address: Address, name: String? = nil) -> [String] {
        let locality = [address.adminArea2, [address.adminArea1, address.postalCode].compactMap { $0 }.joined(separator: " ")]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        return [name, address.addressLine1, address.addressLine2, locality, address.countryCode].compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The escaped lines of `address`, separated by `<br>` (phrasing content: it fits in a label).
    static func html(_ address: Address, name: String? = nil) -> String {
        lines(address, name: name).map(HTML.escape).joined(separator: "<br>")
    }

    /// `name` in bold, then the address on one line, parts separated by commas (a compact choice in a list).
    static func compactHTML(_ address: Address, name: String) -> String {
        "<b>\(HTML.escape(name))</b><br>" + HTML.escape(lines(address).joined(separator: ", "))
    }
}
