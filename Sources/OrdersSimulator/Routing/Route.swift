/// What a request addresses, once its method and path are matched.
enum Route: Sendable, Equatable {
    /// A PayPal API operation, with the id from the path when it has one.
    case api(RouteKind, id: String?)
    /// A simulator control operation (no authentication).
    case control(ControlRoute)
    /// The buyer pages every `payer-action`/`approve` link points to (`/checkoutnow?token=…`, `/webapps/helios?…`,
    /// `/agreements/approve?…`): `GET` shows, `POST` acts.
    case approvalPage
    /// `GET /v1/notifications/certs/{id}`: the certificate behind `PAYPAL-CERT-URL` (no authentication, as PayPal's).
    case certificate(String)
    /// A known path with another method; `allowed` are the methods it takes (the `Allow` header).
    case methodNotAllowed(allowed: [String])
    /// No such path.
    case notFound
}

/// The simulator's own routes, under `/simulator/`.
enum ControlRoute: Sendable, Equatable {
    /// `POST /simulator/orders/{id}/approve`.
    case approveOrder(String)
    /// `POST /simulator/orders/{id}/cancel`.
    case cancelOrder(String)
    /// `POST /simulator/orders/{id}/void`.
    case voidOrder(String)
    /// `POST /simulator/setup-tokens/{id}/approve`.
    case approveSetupToken(String)
    /// `POST /simulator/eligibility/{funding source}` with `{"eligible": false, "reasons": [...]}`.
    case setEligibility(String)
    /// `POST /simulator/captures/hold` with optional `{"reasons": ["PENDING_REVIEW", …]}`: the next captures are held.
    case holdCaptures
    /// `POST /simulator/captures/{id}/complete`, `…/deny`, `…/reverse`: what PayPal does to a capture later.
    case settleCapture(String, CaptureEvent)
    /// `GET /simulator/webhooks/deliveries`: what the webhook deliveries have done (counts, latency percentiles).
    case webhookDeliveries
    /// `POST /simulator/reset`.
    case reset
    /// `POST /simulator/faults`.
    case injectFault
    /// `POST /simulator/tokens/expire`.
    case expireTokens
    /// `GET /simulator/stats`.
    case stats
    /// `GET /health`: the readiness probe (status, version, uptime, webhook queue); it draws no id and is not counted.
    case health
}
