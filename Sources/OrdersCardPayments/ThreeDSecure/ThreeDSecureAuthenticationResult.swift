import OrdersCore

/// What 3D Secure concluded, from PayPal's `authentication_result`: liability shift, enrollment and
/// authentication status, and PayPal's recommended action.
public struct ThreeDSecureAuthenticationResult: Sendable, Equatable {
    /// `POSSIBLE`, `NO`, `UNKNOWN` (or another value PayPal adds later).
    public let liabilityShift: String
    /// `Y` (ready for 3DS), `N` (not enrolled), `U` (system unavailable), `B` (bypassed), when reported.
    public let enrollmentStatus: String?
    /// The issuer's authentication outcome, when reported: `Y` success, `N` failed, `U` unable, `A` attempted,
    /// `C` challenge required, `R` rejected, `D` decoupled, `I` information only.
    public let authenticationStatus: String?

    /// Creates a result.
    public init(liabilityShift: String, enrollmentStatus: String? = nil, authenticationStatus: String? = nil) {
        self.liabilityShift = liabilityShift
        self.enrollmentStatus = enrollmentStatus
        self.authenticationStatus = authenticationStatus
    }

    /// Reads PayPal's `authentication_result` object; `nil` without a `liability_shift`.
    init?(json: JSONValue) {
        guard let liability = json["liability_shift"]?.stringValue else { return nil }
        self.init(
            liabilityShift: liability,
            enrollmentStatus: json["three_d_secure"]?["enrollment_status"]?.stringValue,
            authenticationStatus: json["three_d_secure"]?["authentication_status"]?.stringValue)
    }

    /// PayPal's recommended action for the liability shift.
    public var recommendation: ThreeDSecureRecommendation {
        switch liabilityShift {
        case "POSSIBLE", "YES": .continueWithAuthorization
        case "NO": .doNotContinue
        default: .askPayerToRetry
        }
    }
}

/// What PayPal recommends after 3DS (developer.paypal.com, "3D Secure response parameters").
public enum ThreeDSecureRecommendation: Sendable, Equatable {
    /// `POSSIBLE`: liability may shift to the issuer; capture or authorize.
    case continueWithAuthorization
    /// `NO`: liability stays with the merchant; do not capture.
    case doNotContinue
    /// `UNKNOWN`: the authentication system was unavailable; do not capture, ask the payer to try again.
    case askPayerToRetry
}
