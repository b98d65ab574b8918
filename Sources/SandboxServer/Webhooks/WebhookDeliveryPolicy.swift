/// How `orders-sandbox` delivers webhook events: how long a listener has to answer, and when a delivery that was not
/// answered `2xx` in time is tried again. PayPal retries for up to three days; the defaults are that schedule
/// shortened for a local server (8 attempts within about a minute).
public struct WebhookDeliveryPolicy: Sendable, Equatable {
    /// How long one attempt may take, connection included.
    public var timeout: Duration
    /// The waits before each retry; the number of attempts is one more than their count.
    public var retryDelays: [Duration]

    /// A policy.
    public init(timeout: Duration = .seconds(5), retryDelays: [Duration] = WebhookDeliveryPolicy.defaultRetryDelays) {
        self.timeout = timeout
        self.retryDelays = retryDelays
    }

    /// 0.5, 1, 2, 4, 8, 16 and 30 seconds.
    public static let defaultRetryDelays: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30)]

    /// At most this many attempts per delivery (and so at most one less retry delay).
    public static let maxAttempts = 50

    /// How many times a delivery is tried at most.
    public var attempts: Int { retryDelays.count + 1 }
}
