import AdaptivePayments
import Foundation

/// How `adaptive-payments-bridge` runs: where it listens, the PayPal REST API it pays through and with which
/// credentials, where it keeps its state, and the Adaptive credentials a 2011 server must present.
public struct BridgeConfiguration: Sendable {
    /// The address to listen on.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// PayPal's REST API (live by default: `https://api-m.paypal.com`; `orders-sandbox`'s URL under test).
    public var payPalBaseURL: URL
    /// The REST app's client id.
    public var clientID: String
    /// The REST app's secret (kept in memory only; never logged or answered).
    public var clientSecret: String
    /// Where the state is kept: an SQLite file for one bridge, PostgreSQL for several.
    public var database: BridgeDatabase
    /// The Adaptive API credentials the merchant's server sends.
    public var credentials: AdaptiveCredentials
    /// The bridge's public URL, where buyers come back after approving; its listening address by default.
    public var publicURL: URL?
    /// The largest request body accepted.
    public var maxBodyBytes: Int
    /// The most fields a request may have.
    public var maxFields: Int
    /// The hosts IPN messages may be posted to (the Pay's `ipnNotificationUrl` must name one): loopback by default, so
    /// the bridge never posts to a host nobody named.
    public var ipnAllowedHosts: Set<String> = ["localhost", "127.0.0.1", "::1"]
    /// The waits before each retry of an IPN the listener did not take (PayPal retried for about four days); after the
    /// last, the message is kept undelivered.
    public var ipnRetryDelays: [TimeInterval] = [60, 300, 900, 3_600, 14_400, 43_200, 86_400, 86_400, 86_400]
    /// Where IPNs of payments that apps made through `LegacyMPL` go (the merchant's IPN listener; an allowed host).
    /// An app's `ipnUrl` is never sent to PayPal, so this is the one place it is configured.
    public var appIPNURL: URL?
    /// Seconds between reads of the payments still open (approved ones captured, lost answers read back).
    public var sweepInterval: TimeInterval = 60
    /// Seconds between reads of the IPN queue.
    public var ipnPollInterval: TimeInterval = 1
    /// How many IPN deliveries one sender has under way at once (it claims more when half of them have ended).
    public var ipnBatchSize = 16
    /// Seconds a sender's claim on a message lasts: longer than a delivery's 30 s timeout, so that no other instance
    /// posts it while it is being delivered, and short enough that another takes over soon when a sender dies.
    public var ipnClaimLease: TimeInterval = 120

    /// A configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 0, payPalBaseURL: URL = URL(string: "https://api-m.paypal.com")!, clientID: String,
        clientSecret: String, database: BridgeDatabase, credentials: AdaptiveCredentials, publicURL: URL? = nil, maxBodyBytes: Int = 256 * 1024,
        maxFields: Int = 2_000
    ) {
        self.host = host
        self.port = port
        self.payPalBaseURL = payPalBaseURL
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.database = database
        self.credentials = credentials
        self.publicURL = publicURL
        self.maxBodyBytes = maxBodyBytes
        self.maxFields = maxFields
    }
}
