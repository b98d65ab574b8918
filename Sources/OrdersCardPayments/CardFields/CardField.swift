/// Which card input a ``CardField`` holds.
public enum CardFieldKind: String, Sendable, Equatable, CaseIterable {
    /// The card number (required).
    case cardNumber
    /// The expiry date as `MM/YY` (required).
    case expiry
    /// The security code (required).
    case cvv
    /// The cardholder's name (optional).
    case cardholderName

    /// The kinds a ``CardFieldComponent`` needs before it submits.
    public static let required: [CardFieldKind] = [.cardNumber, .expiry, .cvv]

    /// The ``CardInputField`` errors about this kind name.
    var inputField: CardInputField {
        switch self {
        case .cardNumber: .number
        case .expiry: .expiry
        case .cvv: .securityCode
        case .cardholderName: .cardholderName
        }
    }
}

/// Whether a field's text is acceptable.
public enum CardFieldValidationStatus: Sendable, Equatable {
    /// The text is valid.
    case passed
    /// The text is not valid; the error says what is wrong and how to fix it.
    case failed(CardError)
}

/// A card input field: the SDK's own UIKit fields (`CardNumberField`, `CardExpiryField`, `CardCVVField`,
/// `CardholderNameField`) or any merchant view conforming to it (seed 003).
@MainActor
public protocol CardField: AnyObject {
    /// What the field holds, so the component validates it by the right rules.
    var component: CardFieldKind { get }
    /// The text as entered.
    var text: String? { get }
    /// Called when the field's validation status changes (not on every keystroke).
    func validationStatusChanged(_ status: CardFieldValidationStatus)
}
