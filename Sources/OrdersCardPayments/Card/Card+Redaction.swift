import OrdersCore

extension Card: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Card(VISA •••• 1111, expires 2030-01)`: brand, last four digits and expiry only.
    public var description: String {
        var parts = [brand?.rawValue ?? "UNKNOWN BRAND"]
        parts[0] += lastDigits.map { " •••• \($0)" } ?? " ••••"
        parts.append("expires \(expiry ?? "(invalid)")")
        return "Card(\(parts.joined(separator: ", ")))"
    }

    /// The same as ``description``: no number, no security code.
    public var debugDescription: String { description }

    /// What `dump` and debuggers show: masked number, hidden security code.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "number": lastDigits.map { "•••• \($0)" } ?? "••••",
                "expiry": expiry ?? "(invalid)",
                "securityCode": "•••",
                "cardholderName": cardholderName as Any,
                "billingAddress": billingAddress as Any,
            ], displayStyle: .struct)
    }
}
