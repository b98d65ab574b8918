/// The API operation a request performs; used to aim faults and to pick per-operation issue descriptions.
public enum RouteKind: String, Sendable, Codable, CaseIterable {
    /// `POST /v1/oauth2/token`.
    case oauthToken = "oauth_token"
    /// `POST /v2/checkout/orders`.
    case createOrder = "create_order"
    /// `GET /v2/checkout/orders/{id}`.
    case getOrder = "get_order"
    /// `PATCH /v2/checkout/orders/{id}`.
    case patchOrder = "patch_order"
    /// `POST /v2/checkout/orders/{id}/confirm-payment-source`.
    case confirmPaymentSource = "confirm_payment_source"
    /// `POST /v2/checkout/orders/{id}/authorize`.
    case authorizeOrder = "authorize_order"
    /// `POST /v2/checkout/orders/{id}/capture`.
    case captureOrder = "capture_order"
    /// `POST /v3/vault/setup-tokens`.
    case createSetupToken = "create_setup_token"
    /// `GET /v3/vault/setup-tokens/{id}`.
    case getSetupToken = "get_setup_token"
    /// `POST /v3/vault/payment-tokens`.
    case createPaymentToken = "create_payment_token"
    /// `GET /v3/vault/payment-tokens?customer_id=…`.
    case listPaymentTokens = "list_payment_tokens"
    /// `GET /v3/vault/payment-tokens/{id}`.
    case getPaymentToken = "get_payment_token"
    /// `DELETE /v3/vault/payment-tokens/{id}`.
    case deletePaymentToken = "delete_payment_token"
    /// `POST /graphql` with the `fundingEligibility` query (no authentication: the client id is a variable).
    case fundingEligibility = "funding_eligibility"

    /// The spec's error-schema prefix for operation-specific issues (`orders.capture`), if any.
    var specSchemaPrefix: String? {
        switch self {
        case .patchOrder: "orders.patch"
        case .confirmPaymentSource: "orders.confirm"
        case .authorizeOrder: "orders.authorize"
        case .captureOrder: "orders.capture"
        default: nil
        }
    }

    /// Whether the operation belongs to Vault v3 (its errors link to the payment-tokens docs).
    var isVault: Bool {
        switch self {
        case .createSetupToken, .getSetupToken, .createPaymentToken, .listPaymentTokens, .getPaymentToken, .deletePaymentToken: true
        default: false
        }
    }

    /// Whether the request carries a JSON body that must be declared `application/json`.
    var takesJSONBody: Bool {
        switch self {
        case .createOrder, .patchOrder, .confirmPaymentSource, .authorizeOrder, .captureOrder, .createSetupToken, .createPaymentToken: true
        default: false
        }
    }
}
