import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// `preapprovalWithKey(_:andMerchantName:)` over Vault v3 in `ENV_NONE`: the key is a setup token id.
@Suite("Orders v2 engine: preapproval over Vault v3 (ENV_NONE)")
struct EnginePreapprovalTests {
    /// A setup token created as the merchant's server would (directly, not through the library's transport).
    static func setupToken(in simulator: OrdersSimulator) async throws -> String {
        let client = OrdersClient(
            config: CoreConfig(clientID: LegacyBackend.demoClientID, environment: .sandbox),
            transport: SimulatorTransport(simulator: simulator))
        let token = try await client.createSetupToken(
            SetupTokenRequest(paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet(description: "Game credits"))))
        return token.id
    }

    @Test func demoBuyerApprovesAndTheKeyComesBack() async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        let key = try await Self.setupToken(in: harness.simulator)
        harness.library.preapprovalWithKey(key, andMerchantName: "Shop")
        #expect(try await harness.waitForExit(after: 0) == ["success \(key) \(STATUS_COMPLETED.rawValue)", "exit"])
        #expect(
            recorder.requests.map { "\($0.method) \($0.url.path)" } == [
                "GET /v3/vault/setup-tokens/\(key)", "GET /v3/vault/setup-tokens/\(key)",
            ])
        #expect(harness.library.preapprovalDetails?.merchantName == "Shop")
        #expect(harness.library.preapprovalDetails?.approved == true, "approved once the server confirmed it")
    }

    @Test func buyerCancelEndsCanceled() async throws {
        let simulator = OrdersSimulator()
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(approvalPresenter: ScriptedApprovalPresenter { _, _ in .canceled }), simulator: simulator)
        harness.initialize()
        let key = try await Self.setupToken(in: simulator)
        harness.library.preapprovalWithKey(key, andMerchantName: "Shop")
        #expect(try await harness.waitForExit(after: 0) == ["canceled", "exit"])
    }

    @Test func anUntrustedRedirectIsRefused() async throws {
        let simulator = OrdersSimulator()
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(approvalPresenter: ScriptedApprovalPresenter { _, _ in .approved }), simulator: simulator)
        harness.initialize()
        let key = try await Self.setupToken(in: simulator)
        harness.library.preapprovalWithKey(key, andMerchantName: "Shop")
        #expect(try await harness.waitForExit(after: 0) == ["failed ", "exit"])
        #expect(harness.message("errorId") == "PREAPPROVAL_NOT_APPROVED")
        #expect(harness.library.preapprovalDetails?.approved == false)
    }

    @Test(arguments: ["has space", "semi;colon", String(repeating: "A", count: 65)])
    func malformedKeysFailBeforeAnyCall(key: String) async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        harness.library.preapprovalWithKey(key, andMerchantName: "Shop")
        #expect(try await harness.waitForExit(after: 0) == ["failed ", "exit"])
        #expect(harness.message("errorId") == "INVALID_PREAPPROVAL_KEY")
        #expect(recorder.requests.isEmpty)
    }
}
