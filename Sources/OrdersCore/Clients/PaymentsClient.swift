import Foundation

/// Payments v2 over HTTP: read captures and refunds, and refund a capture.
///
/// A refund moves money, so it always carries a `PayPal-Request-Id`: pass your own to make it idempotent across
/// restarts; otherwise one is generated per call and reused by that call's retries, so a retried refund never gives
/// back twice.
public struct PaymentsClient: Sendable {
    let rest: RESTClient

    /// Creates a client (server-side: `.clientCredentials(secret:)`).
    public init(
        config: CoreConfig, authentication: ClientAuthentication = .clientID, transport: any HTTPTransport = URLSessionTransport(),
        retryPolicy: RetryPolicy = .default, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        rest = RESTClient(config: config, authentication: authentication, transport: transport, retryPolicy: retryPolicy, now: now)
    }

    /// `GET /v2/payments/captures/{id}`.
    public func getCapture(id: String) async throws(PaymentsError) -> Capture {
        try await rest.send(.get("/v2/payments/captures/\(try OrdersClient.pathComponent(id))"), as: Capture.self)
    }

    /// `POST /v2/payments/captures/{id}/refund`: gives back `request.amount` (or what is left) of a completed capture.
    public func refundCapture(id: String, _ request: RefundRequest = RefundRequest(), requestID: String = UUID().uuidString) async throws(PaymentsError)
        -> Refund
    {
        let path = "/v2/payments/captures/\(try OrdersClient.pathComponent(id))/refund"
        return try await rest.send(.post(path, json: request, requestID: requestID), as: Refund.self)
    }

    /// `GET /v2/payments/refunds/{id}`.
    public func getRefund(id: String) async throws(PaymentsError) -> Refund {
        try await rest.send(.get("/v2/payments/refunds/\(try OrdersClient.pathComponent(id))"), as: Refund.self)
    }
}
