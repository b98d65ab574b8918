/// How large a payment button is.
public enum PaymentButtonSize: String, Sendable, Hashable, CaseIterable {
    /// A square logo, no text (no label allowed).
    case mini
    /// Compact: logo and label on one line.
    case collapsed
    /// Standard height (the 44-point minimum tap target).
    case expanded
    /// Tall, filling the available width.
    case full

    /// The height in points.
    public var height: Double {
        switch self {
        case .mini, .collapsed: 36
        case .expanded: 44
        case .full: 55
        }
    }

    /// Whether the button stretches to the width it is given.
    public var fillsWidth: Bool { self == .full }

    /// Whether text (a label or the brand name) fits next to the logo.
    public var showsText: Bool { self != .mini }
}
