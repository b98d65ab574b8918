/// When the card issuer's 3D Secure (strong customer authentication) runs, PayPal's
/// `attributes.verification.method`.
public enum SCA: String, Sendable, Equatable, CaseIterable {
    /// Always authenticate the payer with 3DS (a challenge when the issuer wants one).
    case scaAlways = "SCA_ALWAYS"
    /// Authenticate only when regulation (PSD2 in Europe) or the issuer requires it. The default.
    case scaWhenRequired = "SCA_WHEN_REQUIRED"
}
