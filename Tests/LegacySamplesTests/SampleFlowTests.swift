import Foundation
import LegacyMPL
import LegacySamples
import PaymentsTestSupport
import Testing

/// The demo's flows in-process, in `ENV_NONE`, on the library singleton (no other singleton suite runs meanwhile).
@Suite("mpl-demo flows in ENV_NONE", .serialized, .legacySingleton)
struct SampleFlowTests {
    @Test func everyFlowEndsWithOneOutcomeThenExitAndPaymentsSucceed() async throws {
        let store = SampleStore()
        await SampleSetup.initialize(store: store)
        #expect(PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS)
        for flow in SampleFlow.allCases {
            let before = store.callbacks.count
            await MainActor.run { PayPal.getPayPalInst().delegate = store }
            await flow.start()
            let calls = try await store.waitForExit(after: before, timeout: .seconds(10))
            #expect(calls.last == "paymentLibraryExit", "\(flow): \(calls)")
            let outcomes = calls.filter { $0.hasPrefix("paymentSuccess") || $0.hasPrefix("paymentFailed") || $0 == "paymentCanceled" }
            #expect(outcomes.count == 1, "\(flow): \(calls)")
            if [.simple, .parallel, .chained].contains(flow) {
                #expect(calls.count == 2 && calls.first?.hasPrefix("paymentSuccessWithKey:andStatus: ") == true, "\(flow): \(calls)")
            }
        }
    }
}
