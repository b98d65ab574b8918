import Foundation

/// How long a capture, authorize or patch whose outcome is unknown is pursued before giving up.
///
/// After the request's own retries (``RetryPolicy``) leave its outcome unknown, the reconciling calls of
/// ``OrdersClient`` run up to ``rounds`` rounds. Each round reads the order (with the client's retries) and
/// decides from its state: done, send again with the same `PayPal-Request-Id`, or definitely not done. The
/// rounds are separated by pauses that double from ``initialPause``, so the pauses add up to at most
/// ``longestPause``. When the rounds run out the outcome is still unknown, and the error says so
/// (``PaymentsError/outcomeUnknown``).
public struct ReconciliationBudget: Sendable, Hashable {
    /// Rounds of read-then-decide (0 means the order is never read: the first unknown outcome is reported).
    public var rounds: Int
    /// The pause before the second round; each later pause is twice the one before.
    public var initialPause: TimeSpan

    /// Creates a budget of `rounds` rounds (at least 0), the pauses doubling from `initialPause`.
    public init(rounds: Int = 4, initialPause: TimeSpan = .milliseconds(200)) {
        self.rounds = max(0, rounds)
        self.initialPause = initialPause
    }

    /// Four rounds, pausing 200 ms, 400 ms, then 800 ms between them.
    public static let `default` = ReconciliationBudget()

    /// The pauses added up: `initialPause × (2^(rounds − 1) − 1)`; the requests' own time comes on top.
    public var longestPause: TimeSpan {
        (0..<max(rounds - 1, 0)).reduce(TimeSpan.zero) { total, round in total + pause(beforeRound: round + 1) }
    }

    /// The pause before round `round` (counted from 0; none before the first).
    func pause(beforeRound round: Int) -> TimeSpan {
        round == 0 ? .zero : initialPause * (1 << min(round - 1, 30))
    }
}
