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
    /// `GET /v2/payments/authorizations/{id}`.
    case getAuthorization = "get_authorization"
    /// `POST /v2/payments/authorizations/{id}/capture`.
    case captureAuthorization = "capture_authorization"
    /// `POST /v2/payments/authorizations/{id}/reauthorize`.
    case reauthorizeAuthorization = "reauthorize_authorization"
    /// `POST /v2/payments/authorizations/{id}/void`.
    case voidAuthorization = "void_authorization"
    /// `GET /v2/payments/captures/{id}`.
    case getCapture = "get_capture"
    /// `POST /v2/payments/captures/{id}/refund`.
    case refundCapture = "refund_capture"
    /// `GET /v2/payments/refunds/{id}`.
    case getRefund = "get_refund"
    /// `POST /v1/notifications/webhooks`.
    case createWebhook = "create_webhook"
    /// `GET /v1/notifications/webhooks`.
    case listWebhooks = "list_webhooks"
    /// `GET /v1/notifications/webhooks/{id}`.
    case getWebhook = "get_webhook"
    /// `PATCH /v1/notifications/webhooks/{id}`.
    case updateWebhook = "update_webhook"
    /// `DELETE /v1/notifications/webhooks/{id}`.
    case deleteWebhook = "delete_webhook"
    /// `GET /v1/notifications/webhooks/{id}/event-types`.
    case listWebhookEventTypes = "list_webhook_event_types"
    /// `GET /v1/notifications/webhooks-event-types`.
    case listAvailableEventTypes = "list_available_event_types"
    /// `GET /v1/notifications/webhooks-events`.
    case listEvents = "list_events"
    /// `GET /v1/notifications/webhooks-events/{id}`.
    case getEvent = "get_event"
    /// `POST /v1/notifications/webhooks-events/{id}/resend`.
    case resendEvent = "resend_event"
    /// `POST /v1/notifications/verify-webhook-signature`.
    case verifyWebhookSignature = "verify_webhook_signature"
    /// `POST /v1/notifications/simulate-event`.
    case simulateEvent = "simulate_event"
    /// `POST /graphql` with the `fundingEligibility` query (no authentication: the client id is a variable).
    case fundingEligibility = "funding_eligibility"

    /// The spec's error-schema prefix for operation-specific issues (`orders.capture`), if any.
    var specSchemaPrefix: String? {
        switch self {
        case .patchOrder: "orders.patch"
        case .confirmPaymentSource: "orders.confirm"
        case .authorizeOrder: "orders.authorize"
        case .captureOrder: "orders.capture"
        case .reauthorizeAuthorization: "authorizations.reauthorize"
        case .voidAuthorization: "authorizations.void"
        case .refundCapture: "captures.refund"
        default: nil
        }
    }

    /// Whether the operation belongs to Payments v2 (its issues come from that spec first).
    var isPayments: Bool {
        switch self {
        case .getAuthorization, .captureAuthorization, .reauthorizeAuthorization, .voidAuthorization, .getCapture, .refundCapture, .getRefund: true
        default: false
        }
    }

    /// Whether the operation belongs to Webhooks v1.
    var isWebhooks: Bool {
        switch self {
        case .createWebhook, .listWebhooks, .getWebhook, .updateWebhook, .deleteWebhook, .listWebhookEventTypes, .listAvailableEventTypes, .listEvents,
            .getEvent, .resendEvent, .verifyWebhookSignature, .simulateEvent:
            true
        default: false
        }
    }

    /// Where PayPal documents the operation's errors (each issue links to `…#error-ISSUE`).
    var errorDocs: String {
        if isWebhooks { return "https://developer.paypal.com/docs/api/webhooks/v1/#error-" }
        if isVault { return "https://developer.paypal.com/docs/api/payment-tokens/v3/#error-" }
        if isPayments { return "https://developer.paypal.com/docs/api/payments/v2/#error-" }
        return "https://developer.paypal.com/docs/api/orders/v2/#error-"
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
        case .captureAuthorization, .reauthorizeAuthorization, .refundCapture: true
        case .createWebhook, .updateWebhook, .resendEvent, .verifyWebhookSignature, .simulateEvent: true
        default: false
        }
    }
}
