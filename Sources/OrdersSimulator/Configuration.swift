import Foundation
import OrdersCore

extension OrdersSimulator {
    /// How a simulator behaves. Two simulators with equal configurations answer the same requests with
    /// byte-identical responses (but for `GET /health`'s uptime).
    public struct Configuration: Sendable {
        /// Seeds every generated id (orders, captures, payers, tokens, debug ids), so runs are repeatable.
        public var seed: UInt64
        /// The base URL written into HATEOAS links (`self`, `approve`, …): the sandbox server's address.
        /// A path in it (`http://127.0.0.1:8080/paypal`) is stripped from request paths before routing.
        public var baseURL: URL
        /// Known API credentials, client id → secret. When `nil`, any non-empty client id and secret are accepted.
        public var credentials: [String: String]?
        /// The lifetime of issued access tokens, in seconds (PayPal's sandbox: 32400, nine hours).
        public var tokenLifetime: Int
        /// The simulated time of the first state change (default 2026-01-01T00:00:00Z).
        public var epoch: Date
        /// How far the simulated clock advances at each state change (default one second).
        public var clockStep: TimeInterval
        /// An injected clock; when set it replaces the stepping clock (`epoch`, `clockStep`).
        public var now: (@Sendable () -> Date)?
        /// The demo buyer who approves orders and setup tokens.
        public var payer: SimulatedPayer
        /// How far a PATCH may raise an approved order's amount (default PayPal's: up to 115 %, at most 75 USD more).
        public var amountIncreaseLimit = AmountIncreaseLimit.payPal
        /// Seeds the secret that signs the buyer pages' form tokens, when pages are installed (`orders-sandbox` serves
        /// them; the simulator alone has none); `nil` derives it from ``seed``. `orders-sandbox`, whose pages a browser
        /// opens, draws a random one per run.
        public var pageSecretSeed: UInt64?
        /// Whether webhooks may point at hosts other than loopback ones (default `false`: a simulator never sends
        /// traffic to another host by surprise).
        public var allowsRemoteWebhookTargets = false
        /// The version `GET /health` reports (`orders-sandbox` passes its release); `nil` reports `null`.
        public var version: String?

        /// Creates a configuration.
        public init(
            seed: UInt64 = 1,
            baseURL: URL = URL(string: "https://api-m.sandbox.paypal.com")!,
            credentials: [String: String]? = nil,
            tokenLifetime: Int = 32_400,
            epoch: Date = Date(timeIntervalSince1970: 1_767_225_600),
            clockStep: TimeInterval = 1,
            now: (@Sendable () -> Date)? = nil,
            payer: SimulatedPayer = .demo
        ) {
            self.seed = seed
            self.baseURL = baseURL
            self.credentials = credentials
            self.tokenLifetime = tokenLifetime
            self.epoch = epoch
            self.clockStep = clockStep
            self.now = now
            self.payer = payer
        }
    }
}
