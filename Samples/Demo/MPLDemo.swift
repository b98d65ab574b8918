import ArgumentParser
import Foundation
import LegacyMPL
import LegacySamples

/// `mpl-demo`: runs the legacy sample integrations (simple, parallel, chained, preapproval, dynamic
/// amounts) and prints the delegate callbacks as they arrive.
@main
struct MPLDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mpl-demo",
        abstract: "Run the 2011 Mobile Payments Library sample flows over Orders v2 and print the delegate callbacks."
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
        if let baseURL {
            guard let url = URL(string: baseURL), url.scheme != nil else { throw ValidationError("--base-url \(baseURL) is not a URL.") }
            PayPal.configureOrdersV2(clientID: clientID, secret: secret, baseURL: url, approvalPresenter: SandboxApprover(baseURL: url, print: printer))
            environment = ENV_SANDBOX
        }
        let store = SampleStore { printer("  callback \($0)") }
        let status = await SampleSetup.initialize(environment, store: store)
        printer("initialized \(environment == ENV_NONE ? "ENV_NONE" : "against \(baseURL ?? "")"): status \(status.rawValue)")
        for flow in selected {
            printer("flow \(flow.rawValue)")
            let before = store.callbacks.count
            await flow.start()
            _ = try await store.waitForExit(after: before)
        }
    }
}
