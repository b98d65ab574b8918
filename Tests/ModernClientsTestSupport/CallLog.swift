import Foundation
import OrdersCore

/// An ``HTTPTransport`` that notes `METHOD /path` of every request before forwarding it: the client's
/// round trips, whatever the backend.
public final class CallLog: HTTPTransport, @unchecked Sendable {
    private let base: any HTTPTransport
    private let lock = NSLock()
    private var entries: [String] = []

    /// Wraps `base`.
    public init(wrapping base: any HTTPTransport) { self.base = base }

    /// Notes the request, then sends it.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { entries.append("\(request.method) \(CallShape.shape(request.url.path))") }
        return try await base.send(request)
    }

    /// Every call so far, ids replaced by `{id}`.
    public var calls: [String] { lock.withLock { entries } }

    /// Forgets the calls so far (for example after a test's setup).
    public func reset() { lock.withLock { entries.removeAll() } }
}

/// Paths with their ids replaced: `/v2/checkout/orders/5O1…/capture` → `/v2/checkout/orders/{id}/capture`.
public enum CallShape {
    /// The shape of `path`.
    public static func shape(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // /v2/checkout/orders/{id}…, /v3/vault/setup-tokens/{id}, /v3/vault/payment-tokens/{id}
        if parts.count > 4, parts[1] == "v2", parts[3] == "orders" { parts[4] = "{id}" }
        if parts.count > 4, parts[1] == "v3" { parts[4] = "{id}" }
        return parts.joined(separator: "/")
    }
}
