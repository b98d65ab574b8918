/// Matches a method and path against the table of routes. `{id}` segments capture the id.
enum Router {
    private struct Pattern: Sendable {
        let segments: [String]
        let methods: [String: @Sendable (String?) -> Route]
    }

    private static let table: [Pattern] = [
        Pattern(segments: ["v1", "oauth2", "token"], methods: ["POST": { _ in .api(.oauthToken, id: nil) }]),
        Pattern(segments: ["v2", "checkout", "orders"], methods: ["POST": { _ in .api(.createOrder, id: nil) }]),
        Pattern(
            segments: ["v2", "checkout", "orders", "{id}"],
            methods: [
                "GET": { .api(.getOrder, id: $0) }, "PATCH": { .api(.patchOrder, id: $0) },
            ]),
        Pattern(segments: ["v2", "checkout", "orders", "{id}", "confirm-payment-source"], methods: ["POST": { .api(.confirmPaymentSource, id: $0) }]),
        Pattern(segments: ["v2", "checkout", "orders", "{id}", "authorize"], methods: ["POST": { .api(.authorizeOrder, id: $0) }]),
        Pattern(segments: ["v2", "checkout", "orders", "{id}", "capture"], methods: ["POST": { .api(.captureOrder, id: $0) }]),
        Pattern(segments: ["v3", "vault", "setup-tokens"], methods: ["POST": { _ in .api(.createSetupToken, id: nil) }]),
        Pattern(segments: ["v3", "vault", "setup-tokens", "{id}"], methods: ["GET": { .api(.getSetupToken, id: $0) }]),
        Pattern(
            segments: ["v3", "vault", "payment-tokens"],
            methods: [
                "POST": { _ in .api(.createPaymentToken, id: nil) }, "GET": { _ in .api(.listPaymentTokens, id: nil) },
            ]),
        Pattern(
            segments: ["v3", "vault", "payment-tokens", "{id}"],
            methods: [
                "GET": { .api(.getPaymentToken, id: $0) }, "DELETE": { .api(.deletePaymentToken, id: $0) },
            ]),
        Pattern(segments: ["v2", "payments", "authorizations", "{id}"], methods: ["GET": { .api(.getAuthorization, id: $0) }]),
        Pattern(segments: ["v2", "payments", "authorizations", "{id}", "capture"], methods: ["POST": { .api(.captureAuthorization, id: $0) }]),
        Pattern(segments: ["v2", "payments", "authorizations", "{id}", "reauthorize"], methods: ["POST": { .api(.reauthorizeAuthorization, id: $0) }]),
        Pattern(segments: ["v2", "payments", "authorizations", "{id}", "void"], methods: ["POST": { .api(.voidAuthorization, id: $0) }]),
        Pattern(segments: ["v2", "payments", "captures", "{id}"], methods: ["GET": { .api(.getCapture, id: $0) }]),
        Pattern(segments: ["v2", "payments", "captures", "{id}", "refund"], methods: ["POST": { .api(.refundCapture, id: $0) }]),
        Pattern(segments: ["v2", "payments", "refunds", "{id}"], methods: ["GET": { .api(.getRefund, id: $0) }]),
        Pattern(
            segments: ["v1", "notifications", "webhooks"],
            methods: ["POST": { _ in .api(.createWebhook, id: nil) }, "GET": { _ in .api(.listWebhooks, id: nil) }]),
        Pattern(
            segments: ["v1", "notifications", "webhooks", "{id}"],
            methods: [
                "GET": { .api(.getWebhook, id: $0) }, "PATCH": { .api(.updateWebhook, id: $0) }, "DELETE": { .api(.deleteWebhook, id: $0) },
            ]),
        Pattern(segments: ["v1", "notifications", "webhooks", "{id}", "event-types"], methods: ["GET": { .api(.listWebhookEventTypes, id: $0) }]),
        Pattern(segments: ["v1", "notifications", "webhooks-event-types"], methods: ["GET": { _ in .api(.listAvailableEventTypes, id: nil) }]),
        Pattern(segments: ["v1", "notifications", "webhooks-events"], methods: ["GET": { _ in .api(.listEvents, id: nil) }]),
        Pattern(segments: ["v1", "notifications", "webhooks-events", "{id}"], methods: ["GET": { .api(.getEvent, id: $0) }]),
        Pattern(segments: ["v1", "notifications", "webhooks-events", "{id}", "resend"], methods: ["POST": { .api(.resendEvent, id: $0) }]),
        Pattern(segments: ["v1", "notifications", "verify-webhook-signature"], methods: ["POST": { _ in .api(.verifyWebhookSignature, id: nil) }]),
        Pattern(segments: ["v1", "notifications", "simulate-event"], methods: ["POST": { _ in .api(.simulateEvent, id: nil) }]),
        Pattern(segments: ["v1", "notifications", "certs", "{id}"], methods: ["GET": { .certificate($0 ?? "") }]),
        Pattern(segments: ["simulator", "webhooks", "deliveries"], methods: ["GET": { _ in .control(.webhookDeliveries) }]),
        Pattern(segments: ["simulator", "captures", "hold"], methods: ["POST": { _ in .control(.holdCaptures) }]),
        Pattern(segments: ["simulator", "captures", "{id}", "complete"], methods: ["POST": { .control(.settleCapture($0 ?? "", .complete)) }]),
        Pattern(segments: ["simulator", "captures", "{id}", "deny"], methods: ["POST": { .control(.settleCapture($0 ?? "", .deny)) }]),
        Pattern(segments: ["simulator", "captures", "{id}", "reverse"], methods: ["POST": { .control(.settleCapture($0 ?? "", .reverse)) }]),
        Pattern(segments: ["simulator", "orders", "{id}", "approve"], methods: ["POST": { .control(.approveOrder($0 ?? "")) }]),
        Pattern(segments: ["simulator", "orders", "{id}", "cancel"], methods: ["POST": { .control(.cancelOrder($0 ?? "")) }]),
        Pattern(segments: ["simulator", "orders", "{id}", "void"], methods: ["POST": { .control(.voidOrder($0 ?? "")) }]),
        Pattern(segments: ["simulator", "setup-tokens", "{id}", "approve"], methods: ["POST": { .control(.approveSetupToken($0 ?? "")) }]),
        Pattern(segments: ["graphql"], methods: ["POST": { _ in .api(.fundingEligibility, id: nil) }]),
        Pattern(segments: ["simulator", "eligibility", "{id}"], methods: ["POST": { .control(.setEligibility($0 ?? "")) }]),
        Pattern(segments: ["simulator", "reset"], methods: ["POST": { _ in .control(.reset) }]),
        Pattern(segments: ["simulator", "faults"], methods: ["POST": { _ in .control(.injectFault) }]),
        Pattern(segments: ["simulator", "tokens", "expire"], methods: ["POST": { _ in .control(.expireTokens) }]),
        Pattern(segments: ["simulator", "stats"], methods: ["GET": { _ in .control(.stats) }]),
        Pattern(segments: ["health"], methods: ["GET": { _ in .control(.health) }]),
        Pattern(segments: ["checkoutnow"], methods: ["GET": { _ in .approvalPage }, "POST": { _ in .approvalPage }]),
        Pattern(segments: ["agreements", "approve"], methods: ["GET": { _ in .approvalPage }, "POST": { _ in .approvalPage }]),
        Pattern(segments: ["webapps", "helios"], methods: ["GET": { _ in .approvalPage }, "POST": { _ in .approvalPage }]),
    ]

    /// The route of `method` on `path`. `basePath` (the configured base URL's path, if any) is stripped first.
    static func route(method: String, path: String, basePath: String = "") -> Route {
        var relative = Substring(path)
        if !basePath.isEmpty, basePath != "/", relative.hasPrefix(basePath) { relative = relative.dropFirst(basePath.count) }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        var allowed: Set<String> = []
        for pattern in table where pattern.segments.count == segments.count {
            var id: String?
            var matches = true
            for (expected, actual) in zip(pattern.segments, segments) {
                if expected == "{id}" {
                    id = String(actual)
                } else if expected != actual {
                    matches = false
                    break
                }
            }
            guard matches else { continue }
            if let make = pattern.methods[method.uppercased()] { return make(id) }
            allowed.formUnion(pattern.methods.keys)
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed.sorted())
    }
}
