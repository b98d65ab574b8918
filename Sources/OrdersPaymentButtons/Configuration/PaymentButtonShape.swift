/// The corners of a payment button.
public enum PaymentButtonShape: String, Sendable, Hashable, CaseIterable {
    /// Square corners.
    case rectangle
    /// Softly rounded corners (4 points).
    case rounded
    /// Fully rounded ends.
    case pill

    /// The corner radius for a button `height` points tall.
    public func cornerRadius(height: Double) -> Double {
        switch self {
        case .rectangle: 0
        case .rounded: 4
        case .pill: height / 2
        }
    }
}
