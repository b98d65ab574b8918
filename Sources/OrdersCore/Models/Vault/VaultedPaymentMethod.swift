import Foundation

/// A saved payment method as a merchant shows it: which kind, and the few details PayPal returns.
public struct VaultedPaymentMethod: Sendable, Hashable {
    /// The payment token id (`vault_id` when charging it).
    public var id: String
    /// The customer it belongs to.
    public var customerID: String?
    /// What was saved.
    public var kind: Kind

    /// The kind of a saved method, with its display details.
    public enum Kind: Sendable, Hashable {
        /// A card: brand (`VISA`), last digits, expiry (`YYYY-MM`), when PayPal returns them.
        case card(brand: String?, lastDigits: String?, expiry: String?)
        /// A PayPal wallet, with the payer's email.
        case paypal(emailAddress: String?)
        /// A Venmo wallet, with the Venmo user name and email.
        case venmo(userName: String?, emailAddress: String?)
        /// Another source (`apple_pay`, `bank`, …), by its `payment_source` member name.
        case other(String)
    }

    /// Creates a value.
    public init(id: String, customerID: String? = nil, kind: Kind) {
        self.id = id
        self.customerID = customerID
        self.kind = kind
    }

    /// Reads `token`'s `payment_source` (its first member, in name order, when there are several).
    public init(token: PaymentToken) {
        let source = token.paymentSource?.objectValue ?? [:]
        let kind: Kind
        if let card = source["card"] {
            kind = .card(brand: card["brand"]?.stringValue, lastDigits: card["last_digits"]?.stringValue, expiry: card["expiry"]?.stringValue)
        } else if let paypal = source["paypal"] {
            kind = .paypal(emailAddress: paypal["email_address"]?.stringValue)
        } else if let venmo = source["venmo"] {
            kind = .venmo(userName: venmo["user_name"]?.stringValue, emailAddress: venmo["email_address"]?.stringValue)
        } else {
            kind = .other(source.keys.sorted().first ?? "unknown")
        }
        self.init(id: token.id, customerID: token.customer?.id, kind: kind)
    }
}
