/// The part of a card payment a ``CardError`` is about: where the problem is.
public enum CardInputField: String, Sendable, Equatable, CaseIterable {
    /// The card number.
    case number
    /// The expiry date (month and year).
    case expiry
    /// The security code (CVV, CVC, CID).
    case securityCode
    /// The cardholder's name.
    case cardholderName
    /// The billing address.
    case billingAddress
    /// The order id of the request.
    case orderID

    /// The field's name as the payer sees it.
    public var displayName: String {
        switch self {
        case .number: "card number"
        case .expiry: "expiry date"
        case .securityCode: "security code"
        case .cardholderName: "cardholder name"
        case .billingAddress: "billing address"
        case .orderID: "order id"
        }
    }
}
