import Foundation
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// Initialization: no network, statuses, errors with their logged reason, retry, background use.
@Suite("Orders v2 engine: initialization")
struct EngineInitializationTests {
    @Test func startsNotStartedAndSucceedsForENV_NONE() {
        let harness = FlowHarness()
        #expect(harness.library.state.withLock { $0.initializationStatus } == STATUS_NOT_STARTED)
        #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS)
        #expect(harness.library.paymentsEnabled)
        #expect(harness.library.initializationErrorMessage == nil)
    }

    @Test(arguments: ["", "   ", "80W284485P519543T", "APP-", "APP-80W 284", "APP-80W284485P519543T!"])
    func badAppIDsEndInError(appID: String) {
        let harness = FlowHarness()
        #expect(harness.initialize(appID: appID) == STATUS_COMPLETED_ERROR)
        #expect(!harness.library.paymentsEnabled)
        let reason = harness.library.initializationErrorMessage ?? ""
        #expect(reason.contains("empty") || reason.contains("malformed"), "\(reason)")
    }

    @Test func errorThenRetrySucceeds() {
        let harness = FlowHarness()
        #expect(harness.initialize(appID: "") == STATUS_COMPLETED_ERROR)
        #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS)
        #expect(harness.library.initializationErrorMessage == nil)
    }

    @Test(arguments: [ENV_SANDBOX, ENV_LIVE])
    func sandboxAndLiveNeedAClientID(environment: PayPalEnvironment) {
        let harness = FlowHarness()
        #expect(harness.initialize(environment) == STATUS_COMPLETED_ERROR)
        #expect(harness.library.initializationErrorMessage?.contains("configureOrdersV2") == true)
        harness.library.configureOrdersV2(LegacyBackendConfiguration(clientID: "client-id"))
        #expect(harness.initialize(environment) == STATUS_COMPLETED_SUCCESS)
    }

    @Test func plainHTTPToANonLoopbackHostIsRefused() {
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(
                clientID: "client-id", baseURL: URL(string: "http://example.com")!))
        #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_ERROR)
        #expect(harness.library.initializationErrorMessage?.contains("Plain http") == true)
        harness.library.configureOrdersV2(LegacyBackendConfiguration(clientID: "client-id", baseURL: URL(string: "http://127.0.0.1:9")!))
        #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
    }

    @Test func initializationMakesNoNetworkCall() async {
        let recorder = RequestRecorder()
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(clientID: "c", secret: "s", baseURL: URL(string: "http://127.0.0.1:9")!),
            wrapTransport: recorder.wrap)
        #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        #expect(harness.initialize(ENV_NONE) == STATUS_COMPLETED_SUCCESS)
        #expect(recorder.requests.isEmpty)
        #expect(await harness.simulator.stats.requests == 0)
    }

    @Test func blockingCallFromASwiftConcurrencyContextReturnsDone() async {
        let harness = FlowHarness()
        let status = await Task.detached { harness.initialize() }.value
        #expect(status == STATUS_COMPLETED_SUCCESS)
    }
}

/// The guide's background initialization on the singleton: initialize on another thread, poll
/// `initializationStatus()`. Uses the same app id and environment as LegacyIntegrationTests and resets
/// nothing, so it cannot disturb a test running meanwhile.
@Suite("Orders v2 engine: background initialization of the singleton", .serialized, .legacySingleton)
struct EngineBackgroundInitializationTests {
    @Test func initializeOnAThreadThenPoll() async throws {
        // An earlier suite may have initialized the singleton already: poll until this thread's call has returned
        // too, or the status read before it re-initializes would end the wait early.
        let returned = NSLock()
        nonisolated(unsafe) var hasReturned = false
        let thread = Thread {
            PayPal.initializeWithAppID(FlowHarness.appID, forEnvironment: ENV_NONE)
            returned.withLock { hasReturned = true }
        }
        thread.start()
        var seen: [PayPalInitializationStatus] = []
        _ = try await waitUntil(polling: .milliseconds(1)) {
            seen.append(PayPal.initializationStatus())
            return returned.withLock { hasReturned } && PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS
        }
        #expect(PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS)
        #expect(seen.allSatisfy { [STATUS_NOT_STARTED, STATUS_INPROGRESS, STATUS_COMPLETED_SUCCESS].contains($0) })
        #expect(PayPal.getPayPalInst().paymentsEnabled)
    }
}
