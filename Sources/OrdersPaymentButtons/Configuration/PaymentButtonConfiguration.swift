/// A payment button's look: funding source × color × label × shape × size, valid by construction.
///
/// ```swift
/// let credit = try PaymentButtonConfiguration(fundingSource: .credit, color: .darkBlue)
/// let gold = try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .checkout, shape: .pill)
/// try PaymentButtonConfiguration(fundingSource: .credit, color: .gold)   // throws colorNotAllowed
/// ```
public struct PaymentButtonConfiguration: Sendable, Hashable {
    /// What the button pays with.
    public let fundingSource: PaymentButtonFundingSource
    /// The color in light mode.
    public let color: PaymentButtonColor
    /// The color in dark mode (by default white and black swap; the others keep their color).
    public let darkModeColor: PaymentButtonColor
    /// The call to action.
    public let label: PaymentButtonLabel
    /// The corners.
    public let shape: PaymentButtonShape
    /// The size.
    public let size: PaymentButtonSize

    /// Creates a configuration, refusing combinations PayPal's rules do not allow.
    /// - Throws: ``PaymentButtonConfigurationError`` naming the allowed alternatives.
    public init(
        fundingSource: PaymentButtonFundingSource, color: PaymentButtonColor, darkModeColor: PaymentButtonColor? = nil,
        label: PaymentButtonLabel = .none, shape: PaymentButtonShape = .rounded, size: PaymentButtonSize = .expanded
    ) throws(PaymentButtonConfigurationError) {
        let dark = darkModeColor ?? Self.defaultDarkModeColor(for: color, fundingSource: fundingSource)
        for candidate in [color, dark] where !fundingSource.allowedColors.contains(candidate) {
            throw .colorNotAllowed(candidate, for: fundingSource, allowed: fundingSource.allowedColors)
        }
        guard fundingSource.allowedLabels.contains(label) else {
            throw .labelNotAllowed(label, for: fundingSource, allowed: fundingSource.allowedLabels)
        }
        guard size.showsText || label == .none else { throw .labelDoesNotFit(label, size: size) }
        self.fundingSource = fundingSource
        self.color = color
        self.darkModeColor = dark
        self.label = label
        self.shape = shape
        self.size = size
    }

    /// Every valid configuration of `fundingSource` in `shape` and `size`, for galleries and tests.
    public static func all(for fundingSource: PaymentButtonFundingSource, shape: PaymentButtonShape = .rounded, size: PaymentButtonSize = .expanded)
        -> [PaymentButtonConfiguration]
    {
        fundingSource.allowedColors.flatMap { color in
            fundingSource.allowedLabels.compactMap { label in
                try? PaymentButtonConfiguration(fundingSource: fundingSource, color: color, label: label, shape: shape, size: size)
            }
        }
    }

    /// White becomes black and black white where the funding source allows it; other colors stay.
    private static func defaultDarkModeColor(for color: PaymentButtonColor, fundingSource: PaymentButtonFundingSource) -> PaymentButtonColor {
        let swapped: PaymentButtonColor =
            switch color {
            case .white: .black
            case .black: .white
            default: color
            }
        return fundingSource.allowedColors.contains(swapped) ? swapped : color
    }
}
