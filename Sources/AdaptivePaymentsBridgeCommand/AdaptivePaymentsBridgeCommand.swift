import AdaptivePayments
import AdaptivePaymentsBridge
import ArgumentParser
import Foundation

/// `adaptive-payments-bridge`: the Adaptive Payments calls of a 2011 merchant server, answered over Orders v2.
@available(macOS 14, iOS 17, tvOS 17, *)
@main
struct AdaptivePaymentsBridgeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adaptive-payments-bridge",
        abstract:
            "Answer a 2011 merchant server's Adaptive Payments calls (Pay, PaymentDetails, Refund, Preapproval, …) and IPN over PayPal's Orders v2 and Vault v3.",
        discussion: """
            The first line on stdout is exactly `listening on http://HOST:PORT`. Point the server's Adaptive endpoint \
            (service.EndPoint) at `http://HOST:PORT/`, its buyer redirects at `http://HOST:PORT/webscr?cmd=_ap-payment&paykey=` \
            (and `_ap-preapproval&preapprovalkey=`), and its IPN validation at `http://HOST:PORT/cgi-bin/webscr`. \
            SIGTERM or SIGINT lets requests in flight finish, then stops. A configuration error exits 2 naming the option.
            """)

    @Option(help: "TCP port; 0 picks a free one (read it from the first line on stdout).")
    var port: Int = 8090

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("paypal-base-url"), help: "PayPal's REST API: live by default; orders-sandbox's URL under test.")
    var payPalBaseURL: String = "https://api-m.paypal.com"

    @Option(name: .customLong("client-id"), help: "The REST app's client id.")
    var clientID: String

    @Option(name: .customLong("client-secret"), help: "The REST app's secret (never logged).")
    var clientSecret: String

    @Option(
        help: ArgumentHelp(
            "Where the bridge keeps its state: sqlite:PATH (one bridge), or postgres://USER:PASSWORD@HOST:PORT/DATABASE[?sslmode=…] (several bridges on one database).",
            valueName: "sqlite:PATH|postgres://…"))
    var database: String

    @Option(name: .customLong("api-username"), help: "The Adaptive API username the merchant's server sends (X-PAYPAL-SECURITY-USERID).")
    var apiUsername: String

    @Option(name: .customLong("api-password"), help: "The Adaptive API password (X-PAYPAL-SECURITY-PASSWORD).")
    var apiPassword: String

    @Option(name: .customLong("api-signature"), help: "The Adaptive API signature (X-PAYPAL-SECURITY-SIGNATURE).")
    var apiSignature: String

    @Option(name: .customLong("app-id"), help: "The Adaptive application id, APP-… (X-PAYPAL-APPLICATION-ID).")
    var appID: String

    @Option(name: .customLong("public-url"), help: "The bridge's public URL, where buyers come back after approving (default: its listening address).")
    var publicURL: String?

    @Option(
        name: .customLong("ipn-allowed-hosts"),
        help: ArgumentHelp("Comma-separated hosts IPN messages may be posted to (default: localhost,127.0.0.1,::1).", valueName: "host,…"))
    var ipnAllowedHosts: String?

    @Option(
        name: .customLong("ipn-retry-delays"),
        help: ArgumentHelp("Comma-separated seconds to wait before each retry of an IPN the listener did not take.", valueName: "seconds,…"))
    var ipnRetryDelays: String?

    @Option(
        name: .customLong("app-ipn-url"),
        help: ArgumentHelp(
            "The merchant's IPN listener for payments apps made through LegacyMPL (an --ipn-allowed-hosts host); without it, those payments send no IPN.",
            valueName: "url"))
    var appIPNURL: String?

    @Option(name: .customLong("sweep-interval"), help: "Seconds between reads of payments still open (approved ones are captured).")
    var sweepInterval: Double = 60

    @Option(
        name: .customLong("ipn-claim-lease"),
        help: "Seconds a bridge holds the IPN messages it is posting (others sharing the database wait; after a crash, they take over then).")
    var ipnClaimLease: Double = 120

    /// The configuration the options give.
    func bridgeConfiguration() throws -> BridgeConfiguration {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535; got \(port).") }
        guard let base = URL(string: payPalBaseURL), ["http", "https"].contains(base.scheme ?? ""), base.host != nil else {
            throw ValidationError("--paypal-base-url must be an http(s) URL such as https://api-m.paypal.com; got \"\(payPalBaseURL)\".")
        }
        let store: BridgeDatabase
        do {
            store = try BridgeDatabase(parsing: database)
        } catch {
            throw ValidationError("--database: \(error); got \"\(BridgeDatabase.redacted(database))\".")
        }
        var publicURL: URL?
        if let text = self.publicURL {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ValidationError("--public-url must be an http(s) URL such as https://shop.example/paypal; got \"\(text)\".")
            }
            publicURL = url
        }
        for (option, value) in [
            ("--client-id", clientID), ("--client-secret", clientSecret), ("--api-username", apiUsername), ("--api-password", apiPassword),
            ("--api-signature", apiSignature), ("--app-id", appID),
        ] where value.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("\(option) must not be empty.")
        }
        var configuration = BridgeConfiguration(
            host: host, port: port, payPalBaseURL: base, clientID: clientID, clientSecret: clientSecret,
            database: store,
            credentials: AdaptiveCredentials(username: apiUsername, password: apiPassword, signature: apiSignature, applicationID: appID),
            publicURL: publicURL)
        if let ipnAllowedHosts {
            let hosts = ipnAllowedHosts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard !hosts.isEmpty, hosts.allSatisfy({ !$0.isEmpty && !$0.contains(where: { $0 == "/" || $0 == "@" || $0.isWhitespace }) }) else {
                throw ValidationError("--ipn-allowed-hosts takes host names such as shop.example,127.0.0.1; got \"\(ipnAllowedHosts)\".")
            }
            configuration.ipnAllowedHosts = Set(hosts)
        }
        if let ipnRetryDelays {
            let delays = ipnRetryDelays.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !delays.isEmpty, delays.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw ValidationError("--ipn-retry-delays takes comma-separated seconds such as 60,300,3600; got \"\(ipnRetryDelays)\".")
            }
            configuration.ipnRetryDelays = delays.compactMap { $0 }
        }
        if let appIPNURL {
            guard let url = URL(string: appIPNURL), ["http", "https"].contains(url.scheme ?? ""), let host = url.host?.lowercased(),
                configuration.ipnAllowedHosts.contains(host)
            else {
                throw ValidationError(
                    "--app-ipn-url must be an http(s) URL on one of --ipn-allowed-hosts (\(configuration.ipnAllowedHosts.sorted().joined(separator: ","))); got \"\(appIPNURL)\"."
                )
            }
            configuration.appIPNURL = url
        }
        guard sweepInterval >= 0.05, sweepInterval <= 86_400 else {
            throw ValidationError("--sweep-interval takes seconds from 0.05 to 86400; got \(sweepInterval).")
        }
        configuration.sweepInterval = sweepInterval
        guard ipnClaimLease >= 1, ipnClaimLease <= 86_400 else {
            throw ValidationError("--ipn-claim-lease takes seconds from 1 to 86400 (more than a delivery's 30 s timeout in production); got \(ipnClaimLease).")
        }
        configuration.ipnClaimLease = ipnClaimLease
        return configuration
    }

    func validate() throws { _ = try bridgeConfiguration() }

    /// Runs the command; a configuration error (a missing or bad option) exits 2 with its message, as scripts expect.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if let bridge = command as? Self {
                try await bridge.run()
            } else {
                try command.run()  // ArgumentParser's own commands: --help prints the help
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    func run() async throws {
        let configuration = try bridgeConfiguration()
        do {
            try await BridgeServer.run(configuration, handlesSignals: true) { url in
                FileHandle.standardOutput.write(Data("listening on \(url.absoluteString)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("adaptive-payments-bridge: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
