import Foundation
import OrdersCore

/// `SetPaymentOptions` of a payment created with `CREATE`, as far as Orders v2 carries them: `displayOptions.businessName`
/// (the approval page's `brand_name`), `senderOptions.requireShippingAddressSelection` (`GET_FROM_FILE`), and per
/// receiver (`receiverOptions(n).receiver.email` names it) `description`, `customId` and `invoiceData` (its items,
/// `totalTax` and `totalShipping`, translated by `LegacyMPL` as the app's `PayPalInvoiceData`, with its total checks).
/// Everything else is refused with 560027 and what to do, never dropped.
public struct PaymentOptions: Sendable {
    /// One receiver's options.
    public struct Receiver: Sendable, Equatable {
        /// The receiver's index in the Pay.
        public let index: Int
        /// `description`: the purchase unit's description (at most 127 characters).
        public let description: String?
        /// `customId`: the purchase unit's `custom_id` (at most 127 characters).
        public let customID: String?
        /// `invoiceData`, if given.
        public let invoice: Invoice?
    }

    /// A receiver's `invoiceData`.
    public struct Invoice: Sendable, Equatable {
        /// One `item(k)`.
        public struct Item: Sendable, Equatable {
            /// `name`, `identifier`.
            public let name: String, identifier: String?
            /// `price` (the line's total) and `itemPrice` (each).
            public let price: Money, itemPrice: Money?
            /// `itemCount`.
            public let count: Int?
        }

        /// The items.
        public let items: [Item]
        /// `totalTax` and `totalShipping` (part of the receiver's amount).
        public let tax: Money?, shipping: Money?
    }

    /// `displayOptions.businessName`.
    public let businessName: String?
    /// `senderOptions.requireShippingAddressSelection`.
    public let requireShippingAddress: Bool
    /// The receivers' options.
    public let receivers: [Receiver]
    /// The fields as accepted (what `GetPaymentOptions` answers).
    public let fields: [(String, String)]

    /// Fields Orders v2 has no place for, by prefix, and what to do instead.
    static let unsupported: [(prefix: String, advice: String)] = [
        ("displayOptions.emailHeaderImageUrl", "Orders v2 sends no PayPal emails with your images; leave it out."),
        ("displayOptions.emailMarketingImageUrl", "Orders v2 sends no PayPal emails with your images; leave it out."),
        ("displayOptions.headerImageUrl", "the approval page takes no header image over Orders v2; set your brand with displayOptions.businessName."),
        ("initiatingEntity", "Orders v2 has no institution customers; leave initiatingEntity out."),
        ("shippingAddressId", "Orders v2 has no stored shipping addresses; let the buyer choose (senderOptions.requireShippingAddressSelection)."),
        ("senderOptions.addressOverride", "set the address on the order from your server (Orders v2 shipping) instead."),
        ("senderOptions.shippingAddress", "set the address on the order from your server (Orders v2 shipping) instead."),
        ("senderOptions.referrerCode", "send your partner attribution id as PayPal-Partner-Attribution-Id from your own Orders v2 calls."),
    ]

    /// Reads `fields` for the payment `pay`.
    /// - Throws: ``AdaptiveFailure`` listing every problem: 560027 for what Orders v2 cannot carry, 580001 for a
    ///   receiver not in the payment or a bad value, 580029 for a receiverOptions without `receiver.email`.
    public init(_ fields: AdaptiveFields, pay: PayRequest) throws(AdaptiveFailure) {
        var problems = AdaptiveProblems()
        for key in fields.keys where key != "payKey" && !key.hasPrefix("requestEnvelope.") {
            if let entry = Self.unsupported.first(where: { key.hasPrefix($0.prefix) }) {
                problems.add(.unsupportedValue, "\(key) is not supported over Orders v2: \(entry.advice)", key)
            } else if key.hasPrefix("receiverOptions("), key.hasSuffix(".referrerCode") {
                problems.add(.unsupportedValue, "\(key) is not supported over Orders v2: send PayPal-Partner-Attribution-Id from your own calls.", key)
            }
        }
        let businessName = problems.text(fields, "displayOptions.businessName", maxLength: 127)
        let shipping = problems.flag(fields, "senderOptions.requireShippingAddressSelection") ?? false
        var receivers: [Receiver] = []
        for index in 0..<fields.count(of: "receiverOptions") {
            let prefix = "receiverOptions(\(index))"
            guard let email = fields.text("\(prefix).receiver.email") else {
                problems.add(.missingParameter, "Invalid request: \(prefix).receiver.email is required (it names the receiver).", "\(prefix).receiver.email")
                continue
            }
            guard let position = pay.receivers.firstIndex(where: { $0.email.lowercased() == email.lowercased() }) else {
                problems.add(.receiverNotInPayment, "The receiver \(email) is not in this payment.", "\(prefix).receiver.email")
                continue
            }
            let invoice = Self.invoice(fields, "\(prefix).invoiceData", currency: pay.currency, problems: &problems)
            receivers.append(
                Receiver(
                    index: position, description: problems.text(fields, "\(prefix).description", maxLength: 127),
                    customID: problems.text(fields, "\(prefix).customId", maxLength: 127), invoice: invoice))
        }
        try problems.throwIfAny()
        self.businessName = businessName
        self.requireShippingAddress = shipping
        self.receivers = receivers
        self.fields = fields.pairs.filter { $0.0 != "payKey" && !$0.0.hasPrefix("requestEnvelope.") }
    }

    /// `invoiceData` under `prefix`, if any.
    private static func invoice(_ fields: AdaptiveFields, _ prefix: String, currency: Currency, problems: inout AdaptiveProblems) -> Invoice? {
        guard !fields.keys(under: prefix).isEmpty else { return nil }
        var items: [Invoice.Item] = []
        for index in 0..<fields.count(of: "\(prefix).item") {
            let item = "\(prefix).item(\(index))"
            let name = problems.text(fields, "\(item).name", maxLength: 127)
            if name == nil, fields.text("\(item).name") == nil { problems.add(.missingParameter, "Invalid request: \(item).name is required.", "\(item).name") }
            let price = problems.amount(fields, "\(item).price", currency: currency)
            let each = fields.text("\(item).itemPrice") == nil ? nil : problems.amount(fields, "\(item).itemPrice", currency: currency)
            let count = problems.count(fields, "\(item).itemCount")
            if let name, let price {
                items.append(Invoice.Item(name: name, identifier: fields.text("\(item).identifier"), price: price, itemPrice: each, count: count))
            }
        }
        let tax = fields.text("\(prefix).totalTax") == nil ? nil : problems.amount(fields, "\(prefix).totalTax", currency: currency, allowingZero: true)
        let shipping =
            fields.text("\(prefix).totalShipping") == nil ? nil : problems.amount(fields, "\(prefix).totalShipping", currency: currency, allowingZero: true)
        return Invoice(items: items, tax: tax, shipping: shipping)
    }
}
