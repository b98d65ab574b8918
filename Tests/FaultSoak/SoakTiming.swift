import OrdersCore

/// The retry policy and reconciliation budget of every soak: the production ones' shape with millisecond pauses,
/// so a thousand checkouts under storms take seconds. The longest storms outlast both, so some outcomes end unknown
/// and are resumed.
public enum SoakTiming {
    /// Three attempts, 1 ms then 2 ms apart.
    public static let retryPolicy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(4))
    /// Four rounds, pauses doubling from 1 ms.
    public static let budget = ReconciliationBudget(rounds: 4, initialPause: .milliseconds(1))
}
