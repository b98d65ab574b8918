import Foundation

extension SandboxServer {
    /// How a ``SandboxServer`` listens and what it accepts.
    public struct Configuration: Sendable {
        /// The loopback address to bind: `127.0.0.1` (any `127.x.y.z`), `localhost` or `::1`.
        public var host: String
        /// The TCP port; `0` lets the operating system pick a free one (read it from ``SandboxServer/url``).
        public var port: UInt16
        /// Seeds the simulator's generated ids.
        public var seed: UInt64
        /// The lifetime of the simulator's access tokens, in simulated seconds (its clock steps one second per state
        /// change; PayPal's sandbox: 32400).
        public var tokenLifetime: Int
        /// The largest request body accepted; larger bodies get `413` with a PayPal-shaped error (the same value as
        /// ``httpLimits``' `maxBodyBytes`).
        public var maxBodyBytes: Int {
            get { httpLimits.maxBodyBytes }
            set { httpLimits.maxBodyBytes = newValue }
        }
        /// The HTTP/1.1 limits: request line, header fields, body, and how long a request may take to arrive.
        public var httpLimits: HTTP1Limits
        /// Where to append one JSON line per request, or `nil` for no log.
        public var requestLog: URL?
        /// How long an injected delay may hold a reply before the server answers `500` instead.
        public var requestTimeout: Duration
        /// Hosts a request may name besides the sandbox's loopback address (`127.0.0.1:PORT`, `localhost:PORT`,
        /// `[::1]:PORT`): `name` (with the sandbox's port) or `name:port`. A request for any other host gets `421`.
        public var allowedHosts: [String]
        /// Seeds the secret that signs the buyer pages' form tokens. By default a random one, drawn when the
        /// configuration is made, so no page token can be computed in advance; set it for reproducible pages in tests
        /// (`nil` derives it from ``seed``).
        public var pageSecretSeed: UInt64?
        /// Where request work runs: ``RequestThreads/ownLanes`` (the default) or ``RequestThreads/sharedPool``.
        public var requestThreads: RequestThreads
        /// How webhook events are delivered: the listener's time to answer and the retries.
        public var webhookDelivery = WebhookDeliveryPolicy()
        /// Whether webhooks may point at hosts other than loopback ones (default `false`: the sandbox never sends
        /// traffic to another host by surprise).
        public var allowsRemoteWebhookTargets = false
        /// The version `GET /health` reports (the `orders-sandbox` command passes its release; `nil` reports `null`).
        public var version: String?

        /// Where a server's request work (its connections' tasks and the simulator's work they await) runs.
        public enum RequestThreads: Sendable, Equatable {
            /// A serial lane of its own per connection, on threads Dispatch starts when a lane has work: the server's
            /// answers never wait for the process's other work (tests, an app, a soak beside it on a busy machine).
            case ownLanes
            /// Swift's shared pool, as wide as the machine's cores: the fastest when the server is alone in its process
            /// (the `orders-sandbox` command), since no thread is started or woken for it.
            case sharedPool
        }

        /// One mebibyte: the default body cap.
        public static let defaultMaxBodyBytes = 1 << 20

        /// Creates a configuration (by default: `127.0.0.1`, a free port, seed 1, 1 MiB bodies, no log, the default
        /// ``HTTP1Limits``, a random page secret, a lane per connection). `maxBodyBytes` is the body limit whatever `httpLimits` says.
        public init(
            host: String = "127.0.0.1",
            port: UInt16 = 0,
            seed: UInt64 = 1,
            tokenLifetime: Int = 32_400,
            maxBodyBytes: Int = Configuration.defaultMaxBodyBytes,
            requestLog: URL? = nil,
            requestTimeout: Duration = .seconds(300),
            httpLimits: HTTP1Limits = HTTP1Limits(),
            allowedHosts: [String] = [],
            pageSecretSeed: UInt64? = UInt64.random(in: .min ... .max),
            requestThreads: RequestThreads = .ownLanes
        ) {
            self.host = host
            self.port = port
            self.seed = seed
            self.tokenLifetime = tokenLifetime
            self.httpLimits = httpLimits
            self.httpLimits.maxBodyBytes = maxBodyBytes
            self.requestLog = requestLog
            self.requestTimeout = requestTimeout
            self.allowedHosts = allowedHosts
            self.pageSecretSeed = pageSecretSeed
            self.requestThreads = requestThreads
        }
    }
}
