import OrdersCore

/// Remembers the successful responses of idempotent operations by route and `PayPal-Request-Id`.
///
/// The same id on the same route (same operation and same path id) replays the stored response with
/// status 200 instead of 201 and applies no second effect; as PayPal does, a different body under the
/// same id is not compared: the stored response is replayed. Keys are scoped per route, so a create's id
/// and a capture's id never collide. Failed requests are not stored, so a retry after an error runs again.
/// Entries do not expire (PayPal keeps them 6 hours for Orders, 3 hours for Vault).
struct IdempotencyStore: Sendable {
    private struct Key: Hashable, Sendable {
        let kind: RouteKind
        let resourceID: String?
        let requestID: String
    }

    private var responses: [Key: HTTPResponse] = [:]

    /// The replay of an earlier success, if any: its body and headers with status 200.
    func replay(kind: RouteKind, resourceID: String?, requestID: String) -> HTTPResponse? {
        guard var stored = responses[Key(kind: kind, resourceID: resourceID, requestID: requestID)] else { return nil }
        stored.status = 200
        return stored
    }

    /// Stores `response` when it is a success.
    mutating func store(_ response: HTTPResponse, kind: RouteKind, resourceID: String?, requestID: String) {
        guard response.isSuccess else { return }
        responses[Key(kind: kind, resourceID: resourceID, requestID: requestID)] = response
    }
}
