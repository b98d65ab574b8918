import Foundation

/// A combination PayPal's button rules do not allow, with the allowed alternatives.
public enum PaymentButtonConfigurationError: Error, Sendable, Hashable, LocalizedError {
    /// The funding source does not come in this color.
    case colorNotAllowed(PaymentButtonColor, for: PaymentButtonFundingSource, allowed: [PaymentButtonColor])
    /// The funding source takes no such label.
    case labelNotAllowed(PaymentButtonLabel, for: PaymentButtonFundingSource, allowed: [PaymentButtonLabel])
    /// A mini button shows the logo only.
    case labelDoesNotFit(PaymentButtonLabel, size: PaymentButtonSize)

    /// What is wrong and what is allowed.
    public var errorDescription: String? {
        switch self {
        case .colorNotAllowed(let color, let source, let allowed):
            "A \(source.brandName) button cannot be \(color.rawValue): use \(allowed.map(\.rawValue).joined(separator: ", "))."
        case .labelNotAllowed(let label, let source, let allowed):
            "A \(source.brandName) button takes no '\(label.rawValue)' label: use \(allowed.map(\.rawValue).joined(separator: ", "))."
        case .labelDoesNotFit(let label, let size):
            "A \(size.rawValue) button shows the logo only: remove the '\(label.rawValue)' label or use a larger size."
        }
    }
}
