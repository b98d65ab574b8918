import Foundation
import LegacyMPL
import LegacySamples
import Testing

/// The demo's flows in-process, in `ENV_NONE`, on the library singleton. Other suites use the singleton
/// too, so the delegate is set again right before each flow.
@Suite("mpl-demo flows in ENV_NONE")
struct SampleFlowTests {
    @Test func everyFlowEndsWithOneOutcomeThenExitAndPaymentsSucceed() async throws {
        let store = SampleStore()
        // Not checked: other suites initialize the same singleton concurrently; each flow below ends either way.
        await SampleSetup.initialize(store: store)
        for flow in SampleFlow.allCases {
            var calls: [String] = []
            // Another suite may swap the singleton's delegate mid-flow (its callbacks then go there): run again.
            for _ in 0..<3 where calls.isEmpty {
                let before = store.callbacks.count
                await MainActor.run { PayPal.getPayPalInst().delegate = store }
                await flow.start()
                calls = try await store.waitForExit(after: before, timeout: .seconds(5))
            }
            #expect(calls.last == "paymentLibraryExit", "\(flow): \(calls)")
            let outcomes = calls.filter { $0.hasPrefix("paymentSuccess") || $0.hasPrefix("paymentFailed") || $0 == "paymentCanceled" }
            #expect(outcomes.count == 1, "\(flow): \(calls)")
            if [.simple, .parallel, .chained].contains(flow) {
                #expect(calls.count == 2 && calls.first?.hasPrefix("paymentSuccessWithKey:andStatus: ") == true, "\(flow): \(calls)")
            }
        }
    }
}
