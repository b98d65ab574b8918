import ArgumentParser
import Foundation
import SandboxServer

/// `orders-sandbox`: serves the Orders v2 simulator over HTTP on loopback until SIGINT or SIGTERM.
@main
struct OrdersSandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders-sandbox",
        abstract: "Serve a local, stateful PayPal OAuth / Orders v2 / Payments v2 / Vault v3 / Webhooks sandbox over HTTP on loopback.",
        discussion: RouteHelp.text,
        version: SandboxVersion.current
    )

    @Option(
        help: ArgumentHelp(
            "TCP port; 0 lets the system pick a free one (read it from the first line on stdout). (default: $\(PortSetting.variable), else \(PortSetting.fallback))",
            valueName: "port"))
    var port: UInt16?

    @Option(help: "Loopback address to listen on: 127.0.0.1 (any 127.x.y.z), localhost or ::1. Other hosts are refused.")
    var host: String = "127.0.0.1"

    @Option(help: "Seed for generated ids, so runs are repeatable.")
    var seed: UInt64 = 1

    @Option(
        name: .customLong("log-requests"),
        help: ArgumentHelp(
            "Append one JSON object per request to this file (method, path, status, request_body, time, request_id). (default: no log)",
            valueName: "file"
        ))
    var logRequests: String?

    @Option(
        name: .customLong("token-lifetime"),
        help: ArgumentHelp(
            "Lifetime of access tokens in simulated seconds (the clock steps one second per state change).",
            valueName: "seconds"
        ))
    var tokenLifetime: Int = 32_400

    @Option(name: .customLong("max-body-bytes"), help: "Largest request body accepted; larger ones get 413.")
    var maxBodyBytes: Int = SandboxServer.Configuration.defaultMaxBodyBytes

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "Also answer requests whose Host is this name (with the sandbox's port) or name:port; repeatable. Any other Host than 127.0.0.1, localhost or [::1] with the port gets 421. (default: none)",
            valueName: "host"
        ))
    var allowHost: [String] = []

    @Option(
        name: .customLong("page-secret-seed"),
        help: ArgumentHelp(
            "Seed the secret that signs the buyer pages' form tokens, for reproducible pages in tests (default: a random secret per run).",
            valueName: "number"
        ))
    var pageSecretSeed: UInt64?

    @Option(
        name: .customLong("webhook-timeout"),
        help: ArgumentHelp("Seconds a webhook listener has to answer 2xx before the delivery is retried.", valueName: "seconds"))
    var webhookTimeout: Double = 5

    @Option(
        name: .customLong("webhook-retry-delays"),
        help: ArgumentHelp(
            "Comma-separated seconds to wait before each retry of an unanswered webhook delivery (attempts: one more than the delays).",
            valueName: "seconds,…"))
    var webhookRetryDelays: String = "0.5,1,2,4,8,16,30"

    @Flag(
        name: .customLong("webhook-allow-remote"),
        help: "Let webhooks point at hosts other than loopback ones (default: off; the sandbox sends traffic to this machine only).")
    var webhookAllowRemote = false

    /// The webhook delivery policy the options give, or why they do not give one.
    private func webhookPolicy() throws -> WebhookDeliveryPolicy {
        let parts = webhookRetryDelays.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let delays = webhookRetryDelays.trimmingCharacters(in: .whitespaces).isEmpty ? [] : parts.map { Double($0) }
        guard delays.allSatisfy({ $0.map { $0 >= 0 && $0 <= 3600 } ?? false }), delays.count < WebhookDeliveryPolicy.maxAttempts else {
            throw ValidationError(
                "--webhook-retry-delays takes up to \(WebhookDeliveryPolicy.maxAttempts - 1) comma-separated numbers of seconds from 0 to 3600, such as 0.5,1,2; got \"\(webhookRetryDelays)\"."
            )
        }
        guard webhookTimeout > 0, webhookTimeout <= 600 else {
            throw ValidationError("--webhook-timeout must be more than 0 and at most 600 seconds; got \(webhookTimeout).")
        }
        return WebhookDeliveryPolicy(
            timeout: .milliseconds(Int64(webhookTimeout * 1000)), retryDelays: delays.compactMap { $0 }.map { .milliseconds(Int64($0 * 1000)) })
    }

    func validate() throws {
        _ = try webhookPolicy()
        if let bad = allowHost.first(where: { $0.isEmpty || $0.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "@" }) }) {
            throw ValidationError("--allow-host takes a host name or host:port, such as sandbox.test or sandbox.test:8080; got \"\(bad)\".")
        }
        guard tokenLifetime > 0 else { throw ValidationError("--token-lifetime must be a positive number of seconds; got \(tokenLifetime).") }
    }

    func run() async throws {
        let port: UInt16
        do {
            port = try PortSetting.resolve(option: self.port, environment: ProcessInfo.processInfo.environment)
        } catch {
            Console.error("orders-sandbox: \(error)")
            throw ExitCode(2)
        }
        var configuration = SandboxServer.Configuration(
            host: host, port: port, seed: seed, tokenLifetime: tokenLifetime, maxBodyBytes: maxBodyBytes,
            requestLog: logRequests.map { URL(fileURLWithPath: $0) }, allowedHosts: allowHost,
            pageSecretSeed: pageSecretSeed ?? UInt64.random(in: .min ... .max)
        )
        configuration.requestThreads = .sharedPool  // the server is alone in this process
        configuration.webhookDelivery = try webhookPolicy()
        configuration.allowsRemoteWebhookTargets = webhookAllowRemote
        configuration.version = SandboxVersion.current
        let server: SandboxServer
        do {
            server = try SandboxServer(configuration: configuration)
        } catch let error as SandboxServerError {
            Console.error("orders-sandbox: \(error)")
            throw ExitCode(2)
        }
        let signals = SignalWaiter(signals: [SIGINT, SIGTERM])
        let url: URL
        do {
            url = try await server.start()
        } catch {
            Console.error("orders-sandbox: \(error)")
            throw ExitCode(1)
        }
        Console.output("listening on \(url.absoluteString)")
        let signal = await signals.next()
        Console.error("orders-sandbox: received \(SignalWaiter.name(of: signal)), stopping")
        await server.stop()
    }
}
