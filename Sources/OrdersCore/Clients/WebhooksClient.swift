import Foundation

/// Webhooks v1 over HTTP, for a server that listens to PayPal's events: subscribe a URL, list the subscriptions,
/// and ask PayPal whether a delivery it received is genuine (`verify-webhook-signature`).
public struct WebhooksClient: Sendable {
    let rest: RESTClient

    /// Creates a client (server-side: `.clientCredentials(secret:)`).
    public init(
        config: CoreConfig, authentication: ClientAuthentication = .clientID, transport: any HTTPTransport = URLSessionTransport(),
        retryPolicy: RetryPolicy = .default, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        rest = RESTClient(config: config, authentication: authentication, transport: transport, retryPolicy: retryPolicy, now: now)
    }

    /// A subscription: its id, URL and event types.
    public struct Webhook: Codable, Sendable, Equatable {
        /// The webhook id (what `verify-webhook-signature` takes).
        public var id: String
        /// The listener's URL.
        public var url: String
    }

    /// `GET /v1/notifications/webhooks`: the app's subscriptions.
    public func listWebhooks() async throws(PaymentsError) -> [Webhook] {
        struct List: Decodable { let webhooks: [Webhook] }
        return try await rest.send(.get("/v1/notifications/webhooks"), as: List.self).webhooks
    }

    /// The subscription of `url`, made when there is none (`POST /v1/notifications/webhooks`, for `eventTypes` or `*`).
    public func subscribe(url: URL, eventTypes: [String] = ["*"]) async throws(PaymentsError) -> Webhook {
        if let existing = try await listWebhooks().first(where: { $0.url == url.absoluteString }) { return existing }
        struct EventType: Encodable { let name: String }
        struct Body: Encodable {
            let url: String
            let eventTypes: [EventType]
            enum CodingKeys: String, CodingKey {
                case url
                case eventTypes = "event_types"
            }
        }
        let body = Body(url: url.absoluteString, eventTypes: eventTypes.map(EventType.init(name:)))
        return try await rest.send(.post("/v1/notifications/webhooks", json: body, requestID: UUID().uuidString), as: Webhook.self)
    }

    /// Whether PayPal vouches for a delivery: `headers` as received (the five `PAYPAL-*` transmission headers), `body`
    /// as received, and the webhook it was sent to. `false` for anything PayPal did not send.
    public func verify(headers: [String: String], body: Data, webhookID: String) async throws(PaymentsError) -> Bool {
        func header(_ name: String) -> String { headers.value(forCaseInsensitiveKey: name) ?? "" }
        guard let event = try? JSONValue(parsing: body) else { return false }
        let request: JSONValue = .object([
            "auth_algo": .string(header("PAYPAL-AUTH-ALGO")), "cert_url": .string(header("PAYPAL-CERT-URL")),
            "transmission_id": .string(header("PAYPAL-TRANSMISSION-ID")), "transmission_sig": .string(header("PAYPAL-TRANSMISSION-SIG")),
            "transmission_time": .string(header("PAYPAL-TRANSMISSION-TIME")), "webhook_id": .string(webhookID), "webhook_event": event,
        ])
        struct Verdict: Decodable {
            let verificationStatus: String
            enum CodingKeys: String, CodingKey { case verificationStatus = "verification_status" }
        }
        let endpoint = try Endpoint.post("/v1/notifications/verify-webhook-signature", json: request, requestID: UUID().uuidString)
        return try await rest.send(endpoint, as: Verdict.self).verificationStatus == "SUCCESS"
    }
}
