import ArgumentParser
import CorePayments
import Foundation
import LegacyMPL
import LegacySamples

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

    mutating func run() async throws {
        let selected = try flows.split(separator: ",").map { name in
            guard let flow = SampleFlow(rawValue: String(name)) else {
                throw ValidationError("Unknown flow \(name); choose from \(SampleFlow.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return flow
        }
        let printer: @Sendable (String) -> Void = { line in Swift.print(line) }
        var environment = ENV_NONE
        var url: URL?
        if let baseURL {
            guard let parsed = URL(string: baseURL), parsed.scheme != nil else { throw ValidationError("--base-url \(baseURL) is not a URL.") }
            url = parsed
            environment = ENV_SANDBOX
        }
        let label = url == nil ? "sim " : "http"
        PayPal.getPayPalInst().configureOrdersV2(LegacyBackendConfiguration(
            clientID: url == nil ? nil : clientID, secret: url == nil ? nil : secret, baseURL: url,
            approvalPresenter: url.map { SandboxApprover.make(baseURL: $0, print: printer) },
            wrapTransport: { PrintingTransport(base: $0, label: label, print: printer) }))
        let store = SampleStore { printer("  callback \($0)") }
        let status = await SampleSetup.initialize(environment, store: store)
        printer("initialized \(url == nil ? "ENV_NONE (in-process simulator)" : "against \(baseURL ?? "")"): status \(status.rawValue)")
        guard status == STATUS_COMPLETED_SUCCESS else {
            throw ValidationError("Initialization failed: \(PayPal.getPayPalInst().initializationErrorMessage ?? "unknown reason")")
        }
        let server = try url.map { try DemoMerchantServer(baseURL: $0, clientID: clientID, secret: secret, print: printer) }
            ?? DemoMerchantServer(simulator: PayPal.getPayPalInst().demoSimulator!, print: printer)
        for flow in selected {
            printer("flow \(flow.rawValue)")
            let key = flow == .preapproval ? try await server.preapprovalKey() : ""
            let before = store.callbacks.count
            await flow.start(preapprovalKey: key)
            _ = try await store.waitForExit(after: before)
        }
    }
}
