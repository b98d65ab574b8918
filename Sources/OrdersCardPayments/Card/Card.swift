import Foundation
import OrdersCore

/// A payment card as the payer entered it.
///
/// `description`, `debugDescription` and `dump` show only the brand and the last four digits: the number
/// and the security code never reach logs. ``validate(now:)`` checks everything PayPal would refuse,
/// before anything is sent.
///
/// ```swift
/// let card = Card(number: "4111 1111 1111 1111", expirationMonth: "01", expirationYear: "2030", securityCode: "123")
/// ```
public struct Card: Sendable, Equatable {
    /// The card number; spaces and dashes are allowed and dropped when sent.
    public var number: String
    /// The expiry month, `1`–`12` (`"01"` or `"1"`).
    public var expirationMonth: String
    /// The expiry year, four digits (`"2030"`) or two (`"30"` for 2030).
    public var expirationYear: String
    /// The security code (CVV, CVC, CID): 3 digits, 4 for American Express.
    public var securityCode: String
    /// The name on the card (1 to 300 characters), if collected.
    public var cardholderName: String?
    /// The billing address, if collected.
    public var billingAddress: Address?

    /// Creates a card.
    public init(
        number: String, expirationMonth: String, expirationYear: String, securityCode: String,
        cardholderName: String? = nil, billingAddress: Address? = nil
    ) {
        self.number = number
        self.expirationMonth = expirationMonth
        self.expirationYear = expirationYear
        self.securityCode = securityCode
        self.cardholderName = cardholderName
        self.billingAddress = billingAddress
    }

    /// The number's digits, without spaces or dashes.
    var digits: String { number.filter(\.isASCIIDigit) }

    /// The brand the number belongs to, if recognized.
    public var brand: CardBrand? { CardBrand(number: number) }

    /// The last four digits, when the number is long enough for them not to give it away.
    public var lastDigits: String? {
        let digits = digits
        return digits.count >= 10 ? String(digits.suffix(4)) : nil
    }

    /// The expiry as PayPal's `YYYY-MM`, when month and year are valid.
    public var expiry: String? {
        guard let (year, month) = CardExpiry.parse(month: expirationMonth, year: expirationYear) else { return nil }
        return String(format: "%04d-%02d", year, month)
    }
}
