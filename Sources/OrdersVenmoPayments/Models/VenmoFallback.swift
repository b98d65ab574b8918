/// What ``VenmoClient`` does when Venmo cannot be used in the app: the Venmo app is not installed, or
/// PayPal says Venmo is not eligible for this order and buyer.
///
/// | fallback | app absent (Venmo eligible) | Venmo not eligible |
/// |---|---|---|
/// | ``payPalWebCheckout`` (default) | web checkout, `fundingSource=venmo` | web checkout, `fundingSource=paypal` |
/// | ``venmoOnWeb`` | web checkout, `fundingSource=venmo` | throws ``VenmoError/notEligible(reasons:)`` |
/// | ``none`` | throws ``VenmoError/appNotInstalled`` | throws ``VenmoError/notEligible(reasons:)`` |
///
/// An ineligible Venmo never falls back to Venmo on the web: PayPal would refuse it for the same buyer
/// and order. The PayPal wallet is offered instead, when PayPal says it is eligible.
public enum VenmoFallback: Sendable, Hashable, CaseIterable {
    /// The buyer can still pay: Venmo on PayPal's web checkout when the app is absent, the PayPal wallet on
    /// PayPal's web checkout when Venmo is not eligible.
    case payPalWebCheckout
    /// Venmo on PayPal's web checkout when the app is absent; an ineligible Venmo throws
    /// ``VenmoError/notEligible(reasons:)`` (for apps that show their own PayPal button instead).
    case venmoOnWeb
    /// No fallback: throw ``VenmoError/appNotInstalled`` or ``VenmoError/notEligible(reasons:)`` so the app
    /// offers another button.
    case none

    /// Whether an absent Venmo app falls back to Venmo on the web.
    var coversAbsentApp: Bool { self != .none }

    /// Whether an ineligible Venmo falls back to the PayPal wallet on the web.
    var coversIneligibility: Bool { self == .payPalWebCheckout }
}
