import Foundation

/// The OAuth access tokens the simulator issued, with their expiry.
struct TokenStore: Sendable {
    private var expiries: [String: Date] = [:]

    /// Records `token`, valid until `expiry`.
    mutating func issue(_ token: String, expiry: Date) { expiries[token] = expiry }

    /// Whether `token` was issued and has not expired at `now`.
    func isValid(_ token: String, at now: Date) -> Bool { expiries[token].map { now < $0 } ?? false }

    /// Forgets every token: the next call with any of them gets 401.
    mutating func expireAll() { expiries.removeAll() }
}
