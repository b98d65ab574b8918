import ArgumentParser
import Foundation
import LegacyMPL
import LegacySamples
import LoopbackBrowser
import OrdersCore

/// `mpl-demo`: runs the legacy sample integrations (simple, parallel, chained, preapproval, dynamic
/// amounts) and prints each Orders v2 call and the delegate callbacks as they arrive.
@main
struct MPLDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mpl-demo",
        abstract: "Run the 2011 Mobile Payments Library sample flows over Orders v2; print each call and delegate callback."
    )

    @Option(help: "An Orders v2 endpoint such as a local orders-sandbox (http://127.0.0.1:8080); without it the flows run in ENV_NONE.")
    var baseURL: String?

    @Option(help: "The REST client id for --base-url.")
    var clientID = "demo-client"

    @Option(help: "The REST secret for --base-url (tests and sandboxes only).")
    var secret = "demo-secret"

    @Option(help: "Flows to run, comma-separated: \(SampleFlow.allCases.map(\.rawValue).joined(separator: ",")).")
    var flows = SampleFlow.allCases.map(\.rawValue).joined(separator: ",")

    @Flag(
        help:
            "With --base-url: the buyer approves each payment in a browser (the link is printed, and opened when a desktop can); PayPal redirects back to a loopback port."
    )
    var browser = false

    @Option(help: "With --browser: the seconds one approval may take.")
    var browserTimeout = 600

    func validate() throws {
        if browser, baseURL == nil { throw ValidationError("--browser needs --base-url (an orders-sandbox): ENV_NONE has no pages to show.") }
        if browserTimeout < 1 { throw ValidationError("--browser-timeout must be at least 1 second; got \(browserTimeout).") }
    }

    mutating func run() async throws {
        let selected = try flows.split(separator: ",").map { name in
            guard let flow = SampleFlow(rawValue: String(name)) else {
                throw ValidationError("Unknown flow \(name); choose from \(SampleFlow.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return flow
        }
        // Written straight to the file (no buffering), so a program reading the pipe sees each line as it happens.
        let printer: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        var environment = ENV_NONE
        var url: URL?
        if let baseURL {
            guard let parsed = URL(string: baseURL), parsed.scheme != nil else { throw ValidationError("--base-url \(baseURL) is not a URL.") }
            url = parsed
            environment = ENV_SANDBOX
        }
        let label = url == nil ? "sim " : "http"
        let loopback = browser ? try await LoopbackBrowserPresenter.start(timeout: .seconds(browserTimeout), print: printer) : nil
        let presenter: (any ApprovalPresenter)? = loopback ?? url.map { SandboxApprover.make(baseURL: $0, print: printer) }
        PayPal.getPayPalInst().configureOrdersV2(
            LegacyBackendConfiguration(
                clientID: url == nil ? nil : clientID, secret: url == nil ? nil : secret, baseURL: url,
                approvalPresenter: presenter,
                wrapTransport: { PrintingTransport(base: $0, label: label, print: printer) }))
        let store = SampleStore { printer("  callback \($0)") }
        let status = await SampleSetup.initialize(environment, store: store)
        printer("initialized \(url == nil ? "ENV_NONE (in-process simulator)" : "against \(baseURL ?? "")"): status \(status.rawValue)")
        guard status == STATUS_COMPLETED_SUCCESS else {
            throw ValidationError("Initialization failed: \(PayPal.getPayPalInst().initializationErrorMessage ?? "unknown reason")")
        }
        let server =
            try url.map { try SandboxMerchantServer(baseURL: $0, clientID: clientID, secret: secret, print: printer) }
            ?? SandboxMerchantServer(simulator: PayPal.getPayPalInst().demoSimulator!, print: printer)
        for flow in selected {
            printer("flow \(flow.rawValue)")
            let key = flow == .preapproval ? try await server.preapprovalKey(redirects: loopback?.redirectURLs) : ""
            let before = store.callbacks.count
            await flow.start(preapprovalKey: key)
            _ = try await store.waitForExit(after: before, timeout: .seconds(browser ? browserTimeout + 30 : 30))
        }
        await loopback?.stop()
    }
}
