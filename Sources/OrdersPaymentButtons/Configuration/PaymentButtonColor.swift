/// A payment button's color (background and matching logo).
public enum PaymentButtonColor: String, Sendable, Hashable, CaseIterable {
    /// PayPal gold, the recommended PayPal button.
    case gold
    /// Blue (PayPal blue, or Venmo blue on a Venmo button).
    case blue
    /// White with a dark border.
    case white
    /// Black.
    case black
    /// Silver.
    case silver
    /// PayPal dark blue (credit buttons).
    case darkBlue
}
