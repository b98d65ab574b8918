import Foundation

/// When and how often a request is repeated after a transient failure (transport error, 429, 5xx).
///
/// Only requests that are safe to repeat are retried: `GET`, and `POST` carrying a `PayPal-Request-Id`
/// (PayPal replays the first result instead of acting twice). The delay doubles per attempt up to
/// ``maximumDelay``; a `Retry-After` header (seconds) is honoured within the same cap.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in total, including the first (1 means no retry).
    public var maxAttempts: Int
    /// The delay before the first retry.
    public var initialDelay: TimeSpan
    /// The longest delay between attempts.
    public var maximumDelay: TimeSpan

    /// Creates a policy.
    public init(maxAttempts: Int = 3, initialDelay: TimeSpan = .milliseconds(250), maximumDelay: TimeSpan = .seconds(4)) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// Three attempts, 250 ms then 500 ms apart.
    public static let `default` = RetryPolicy()

    /// A single attempt.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// How long to wait before attempt `attempt + 1`, after `attempt` attempts failed.
    func delay(after attempt: Int, retryAfter: String?) -> TimeSpan {
        if let retryAfter, let seconds = Int(retryAfter.trimmingCharacters(in: .whitespaces)), seconds >= 0 {
            return min(.seconds(seconds), maximumDelay)
        }
        let factor = 1 << min(max(attempt - 1, 0), 16)
        return min(initialDelay * factor, maximumDelay)
    }
}
