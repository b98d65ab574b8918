import OrdersCore

/// The simulator's test card numbers and what each one does. Any other number that passes the checks
/// behaves like ``approve``.
///
/// | number | brand | with `SCA_WHEN_REQUIRED` | with `SCA_ALWAYS` | capture / authorize |
/// |---|---|---|---|---|
/// | `4111111111111111`, `5555555555554444`, `378282246310005`, `6011111111111117` | Visa, Mastercard, Amex, Discover | `APPROVED`, no 3DS | challenge → `Y`/`POSSIBLE` | `COMPLETED` / `CREATED` |
/// | `4000000000000002` | Visa | `APPROVED`, no 3DS | challenge → `Y`/`POSSIBLE` | capture `DECLINED` / authorization `DENIED` |
/// | `4000000000003220` | Visa | challenge (3DS required) → `Y`/`POSSIBLE` | same | `COMPLETED` |
/// | `4000000000003105` | Visa | frictionless: `APPROVED` with `Y`/`POSSIBLE`, no challenge | same | `COMPLETED` |
/// | `4000000000003303` | Visa | challenge → authentication failed `N`/`NO` | same | `COMPLETED` (the merchant should not capture) |
/// | `4000000000003402` | Visa | 3DS unavailable: `APPROVED` with enrollment `U`, `UNKNOWN` | same | `COMPLETED` |
///
/// The challenge is the order's `payer-action` link (`/webapps/helios?action=verify&flow=3ds&cart_id=…`).
/// The payer completes it with `POST /simulator/orders/{id}/approve` (or ``OrdersSimulator/approveOrder(id:payerID:shippingAddress:)``)
/// and cancels with `…/cancel` (the order stays `PAYER_ACTION_REQUIRED`). On the challenge page itself the payer
/// chooses the outcome (pass, fail or cancel) whatever the card. Card setup tokens behave the same
/// way with `verification_method`, completed with `POST /simulator/setup-tokens/{id}/approve`; a failed
/// authentication leaves the setup token `PAYER_ACTION_REQUIRED`.
public enum TestCard: String, Sendable, CaseIterable {
    /// Approves; 3DS only when asked for with `SCA_ALWAYS`.
    case approve = "4111111111111111"
    /// Approves, then the capture is `DECLINED` and the authorization `DENIED`.
    case declineAtCompletion = "4000000000000002"
    /// The issuer requires a 3DS challenge, which the payer passes.
    case challenge = "4000000000003220"
    /// 3DS succeeds without a challenge (frictionless).
    case frictionless = "4000000000003105"
    /// The issuer requires a 3DS challenge, which the payer fails.
    case authenticationFailed = "4000000000003303"
    /// 3DS is unavailable for the card: no challenge, liability shift `UNKNOWN`.
    case authenticationUnavailable = "4000000000003402"

    /// The behaviour of `number` (digits only): its entry, or ``approve`` for any other number.
    public static func behaviour(of number: String) -> TestCard { TestCard(rawValue: number) ?? .approve }

    /// Whether confirming with `method` (`SCA_ALWAYS`, `SCA_WHEN_REQUIRED`) needs a challenge.
    func needsChallenge(method: String) -> Bool {
        switch self {
        case .challenge, .authenticationFailed: true
        case .frictionless, .authenticationUnavailable: false
        case .approve, .declineAtCompletion: method == "SCA_ALWAYS"
        }
    }

    /// The 3DS result right at confirmation, without a challenge (frictionless, unavailable), if any.
    var resultWithoutChallenge: ThreeDSResult? {
        switch self {
        case .frictionless: .authenticated
        case .authenticationUnavailable: .unavailable
        default: nil
        }
    }

    /// The 3DS result once the payer completed the challenge.
    var resultAfterChallenge: ThreeDSResult { self == .authenticationFailed ? .failed : .authenticated }
}

/// An outcome of 3DS as PayPal reports it in `payment_source.card.authentication_result`.
enum ThreeDSResult: Sendable, Equatable {
    /// Enrollment `Y`, authentication `Y`, liability shift `POSSIBLE`.
    case authenticated
    /// Enrollment `Y`, authentication `N`, liability shift `NO`.
    case failed
    /// Enrollment `U`, no authentication status, liability shift `UNKNOWN`.
    case unavailable

    /// PayPal's `authentication_result` object.
    var json: JSONValue {
        let (liability, enrollment, status): (String, String, String?) =
            switch self {
            case .authenticated: ("POSSIBLE", "Y", "Y")
            case .failed: ("NO", "Y", "N")
            case .unavailable: ("UNKNOWN", "U", nil)
            }
        var secure: [String: JSONValue] = ["enrollment_status": .string(enrollment)]
        if let status { secure["authentication_status"] = .string(status) }
        return .object(["liability_shift": .string(liability), "three_d_secure": .object(secure)])
    }

    /// Whether the card counts as verified (a setup token may be approved).
    var isVerified: Bool { self != .failed }
}
