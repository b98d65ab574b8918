import FaultSoak
import PaymentsTestSupport
import Testing

/// The seeded fault-injection soak (the `FaultSoak` target, which `orders-benchmarks` prints too): 1,000 checkouts
/// through LegacyMPL's singleton in-process, 150 over orders-sandbox, each with random faults of every kind (lost
/// responses after the server acted, 500/503 storms, delays, failing reads, expired tokens). Nothing may be captured
/// twice, no outcome may contradict the server, no amount may differ, and every checkout ends with exactly one
/// outcome and one `paymentLibraryExit`.
@Suite("Fault soak: LegacyMPL checkouts under every fault kind, no lost outcome", .serialized, .legacySingleton)
struct FaultSoakTests {
    @Test func legacyCheckoutsUnderFaults() async throws {
        let figures = try await LegacySoak.inProcess(checkouts: 1_000, seed: 2011)
        print(figures.summary)
        #expect(figures.violations.isEmpty, "\(figures.violations)")
        #expect(figures.invariantsHold && figures.checkouts == 1_000)
        #expect(figures.unknownThenResumed > 0 && figures.failuresWithNoMoneyMoved > 0 && figures.successes > 500, "the run exercised every path")
    }

    /// Smaller, over real HTTP: the library authenticates with a secret, so token expiries are in the mix.
    @Test func legacyCheckoutsOverOrdersSandboxUnderFaults() async throws {
        let figures = try await LegacySoak.overOrdersSandbox(checkouts: 150, seed: 7)
        print(figures.summary)
        #expect(figures.violations.isEmpty, "\(figures.violations)")
        #expect(figures.invariantsHold && figures.checkouts == 150)
    }
}

/// 1,000 OrdersClient captures under the same faults and token expiries: the reconciling capture decides every unknown
/// outcome (the soak reconciles nothing by hand): only a definite refusal fails, and nothing is charged twice.
@Suite("Fault soak: OrdersClient reconciling captures")
struct OrdersClientSoakTests {
    @Test func ordersClientCapturesUnderFaultsAndTokenExpiries() async throws {
        let figures = try await OrdersClientSoak.run(payments: 1_000, seed: 42)
        print(figures.summary)
        #expect(figures.violations.isEmpty, "\(figures.violations)")
        #expect(figures.invariantsHold && figures.checkouts == 1_000)
        #expect(figures.unknownThenResumed > 0 && figures.failuresWithNoMoneyMoved > 0, "some storms outlast the budget; some refusals are definite")
    }
}
