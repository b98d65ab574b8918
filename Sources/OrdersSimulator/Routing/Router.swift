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
