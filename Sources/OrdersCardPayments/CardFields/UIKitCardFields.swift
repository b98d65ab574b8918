#if canImport(UIKit)
    import UIKit

    /// A `UITextField` that is a ``CardField``: it formats its text through its ``CardFieldComponent`` as the
    /// payer types and shows a red border while invalid. The logic lives in the component.
    @MainActor
    open class CardTextField: UITextField, CardField {
        /// What the field holds.
        public let component: CardFieldKind
        /// The component that formats and validates this field; set by ``CardFieldComponent/add(_:)`` users.
        public weak var cardFieldComponent: CardFieldComponent?

        /// Creates a field of `kind`.
        public init(kind: CardFieldKind, font: UIFont = .preferredFont(forTextStyle: .body), textColor: UIColor = .label) {
            component = kind
            super.init(frame: .zero)
            self.font = font
            self.textColor = textColor
            borderStyle = .roundedRect
            switch kind {
            case .cardNumber:
                keyboardType = .numberPad
                textContentType = .creditCardNumber
                placeholder = "Card number"
            case .expiry:
                keyboardType = .numberPad
                placeholder = "MM/YY"
            case .cvv:
                keyboardType = .numberPad
                isSecureTextEntry = true
                placeholder = "CVV"
            case .cardholderName:
                textContentType = .name
                placeholder = "Name on card"
            }
            addTarget(self, action: #selector(textDidChange), for: .editingChanged)
        }

        /// Not supported: create fields in code.
        public required init?(coder: NSCoder) { nil }

        @objc private func textDidChange() {
            guard let component = cardFieldComponent else { return }
            text = component.format(text ?? "", for: self.component)
            component.fieldDidChange(self)
        }

        /// Shows the status: a red border and the error as the accessibility hint while invalid.
        open func validationStatusChanged(_ status: CardFieldValidationStatus) {
            switch status {
            case .passed:
                layer.borderWidth = 0
                accessibilityHint = nil
            case .failed(let error):
                layer.borderWidth = 1
                layer.borderColor = UIColor.systemRed.cgColor
                accessibilityHint = error.message
            }
        }
    }

    /// The card number field (seed 003's `CardNumberField`).
    @MainActor
    public final class CardNumberField: CardTextField {
        /// Creates the field.
        public init() { super.init(kind: .cardNumber) }
        /// Not supported: create fields in code.
        public required init?(coder: NSCoder) { nil }
    }

    /// The expiry field, `MM/YY` (seed 003's `CardExpiryField`).
    @MainActor
    public final class CardExpiryField: CardTextField {
        /// Creates the field.
        public init() { super.init(kind: .expiry) }
        /// Not supported: create fields in code.
        public required init?(coder: NSCoder) { nil }
    }

    /// The security code field (seed 003's `CardCVVField`).
    @MainActor
    public final class CardCVVField: CardTextField {
        /// Creates the field.
        public init() { super.init(kind: .cvv) }
        /// Not supported: create fields in code.
        public required init?(coder: NSCoder) { nil }
    }

    /// The cardholder name field.
    @MainActor
    public final class CardholderNameField: CardTextField {
        /// Creates the field.
        public init() { super.init(kind: .cardholderName) }
        /// Not supported: create fields in code.
        public required init?(coder: NSCoder) { nil }
    }
#endif
