import Foundation
import OrdersCore

/// What a simulator's webhook deliveries have done so far (`GET /simulator/webhooks/deliveries`).
public struct WebhookDeliveryStats: Sendable, Equatable {
    /// Transmissions answered `2xx`.
    public var delivered = 0
    /// Attempts that were not answered `2xx` in time (each one retried, or the last one).
    public var failedAttempts = 0
    /// Transmissions given up after their last attempt.
    public var abandoned = 0
    /// Transmissions waiting or under way.
    public var pending = 0
    /// For the delivered ones (the last 100,000): the time from the event to the listener's `2xx`, in seconds.
    public var latencies: [Double] = []

    /// Creates counts.
    public init(delivered: Int = 0, failedAttempts: Int = 0, abandoned: Int = 0, pending: Int = 0, latencies: [Double] = []) {
        self.delivered = delivered
        self.failedAttempts = failedAttempts
        self.abandoned = abandoned
        self.pending = pending
        self.latencies = latencies
    }

    /// A latency percentile (`0.5`, `0.99`), in seconds; `nil` when nothing was delivered.
    public func latency(percentile: Double) -> Double? {
        guard !latencies.isEmpty else { return nil }
        let sorted = latencies.sorted()
        let rank = Int((Double(sorted.count) * percentile).rounded(.up))  // nearest rank
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The counts as JSON: `delivered`, `failed_attempts`, `abandoned`, `pending` and `latency_ms` (`p50`, `p99`).
    public var json: JSONValue {
        func milliseconds(_ percentile: Double) -> JSONValue {
            latency(percentile: percentile).map { .number(Decimal(Int(($0 * 1_000_000).rounded())) / 1000) } ?? .null
        }
        return .object([
            "delivered": .number(Decimal(delivered)), "failed_attempts": .number(Decimal(failedAttempts)), "abandoned": .number(Decimal(abandoned)),
            "pending": .number(Decimal(pending)), "latency_ms": .object(["p50": milliseconds(0.5), "p99": milliseconds(0.99)]),
        ])
    }
}
