import Foundation
import LegacyMPL
import LegacySamples
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

/// The demo's flows in-process, in `ENV_NONE`, on the library singleton (no other singleton suite runs meanwhile).
@Suite("mpl-demo flows in ENV_NONE", .serialized, .legacySingleton)
struct SampleFlowTests {
    @Test func everyFlowEndsWithOneOutcomeThenExitAndPaymentsSucceed() async throws {
        let store = SampleStore()
        await SampleSetup.initialize(store: store)
        #expect(PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS)
        let simulator = try #require(PayPal.getPayPalInst().demoSimulator)
        for flow in SampleFlow.allCases {
            let before = store.callbacks.count
            await MainActor.run { PayPal.getPayPalInst().delegate = store }
            // The merchant's server creates the preapproval key (a Vault v3 setup token) in the same simulator.
            let key = try await OrdersClient(
                config: CoreConfig(clientID: "merchant-server", environment: .sandbox), transport: SimulatorTransport(simulator: simulator)
            )
            .createSetupToken(SetupTokenRequest(paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet(description: "Membership")))).id
            await flow.start(preapprovalKey: key)
            let calls = try await store.waitForExit(after: before, timeout: .seconds(120))
            #expect(calls.last == "paymentLibraryExit", "\(flow): \(calls)")
            let outcomes = calls.filter { $0.hasPrefix("paymentSuccess") || $0.hasPrefix("paymentFailed") || $0 == "paymentCanceled" }
            #expect(outcomes.count == 1, "\(flow): \(calls)")
            #expect(calls.contains { $0.hasPrefix("paymentSuccessWithKey:andStatus: ") }, "every sample flow succeeds in ENV_NONE: \(flow): \(calls)")
            if flow == .preapproval { #expect(calls.first == "paymentSuccessWithKey:andStatus: \(key) 0") }
        }
    }
}
