import Foundation
import OrdersCore

/// The review's words, for any presenter (the iOS confirmation sheet shows them as they are).
extension AmountReview {
    /// `Confirm your new total`.
    public var title: String { "Confirm your new total" }

    /// The address the amounts were adjusted for, then each receiver's (or the one payment's) amounts, then the total
    /// and what the buyer approved at PayPal, one per line.
    public var message: String {
        var text: [String] = []
        if let address { text.append("Shipping to \(Self.describe(address))") }
        for line in lines {
            if lines.count > 1 { text.append("\(line.recipient ?? "Receiver"): \(line.total)") }
            text.append(contentsOf: Self.breakdown(line).map { lines.count > 1 ? "  \($0)" : $0 })
        }
        text.append("Total \(total) (you approved \(approvedTotal) at PayPal)")
        return text.joined(separator: "\n")
    }

    /// `Pay 16.75 USD`.
    public var confirmTitle: String { "Pay \(total)" }

    /// `Cancel payment`.
    public var declineTitle: String { "Cancel payment" }

    private static func breakdown(_ line: Line) -> [String] {
        ["Amount \(line.subtotal)"] + [line.tax.map { "Tax \($0)" }, line.shipping.map { "Shipping \($0)" }].compactMap { $0 }
    }

    private static func describe(_ address: Address) -> String {
        let region = [address.adminArea1, address.postalCode].compactMap { $0 }.joined(separator: " ")
        return [address.addressLine1, address.addressLine2, address.adminArea2, region.isEmpty ? nil : region, address.countryCode]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
