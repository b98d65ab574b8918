/// Where a button stands in the eligibility check (seed 000's `onEligibilityStatusChange`).
public enum ButtonEligibilityStatus: Sendable, Hashable {
    /// The check is running; the button is not shown yet.
    case inProgress
    /// PayPal can offer this funding source: show the button.
    case eligible
    /// PayPal cannot offer it, with PayPal's reasons (`ELIGIBILITY_CHECK_FAILED` when the check itself failed).
    case ineligible(reasons: [String])
}

/// What happens to the space of a button that is not shown (the merchant decides).
public enum IneligibleButtonSpace: Sendable, Hashable {
    /// Keep the button's frame, empty: the layout does not move.
    case keepBlank
    /// Remove the button from the layout: the buttons below move up.
    case collapse
}

/// How a button is laid out after the check.
public enum ButtonVisibility: Sendable, Hashable {
    /// Shown.
    case visible
    /// Not shown, its space kept.
    case blank
    /// Not shown, no space.
    case collapsed
}

/// One button after the eligibility check.
public struct PaymentButtonState: Sendable, Hashable {
    /// The button.
    public let configuration: PaymentButtonConfiguration
    /// Its eligibility.
    public let status: ButtonEligibilityStatus
    /// How to lay it out.
    public let visibility: ButtonVisibility
}
