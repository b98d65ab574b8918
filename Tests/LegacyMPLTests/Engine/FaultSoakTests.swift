import CorePayments
import Foundation
import OrdersSimulator
import SandboxServer
import Testing
@testable import LegacyMPL

/// A seeded fault-injection soak: 1,000 checkouts through LegacyMPL (in-process simulator) and 1,000 create +
/// capture pairs through OrdersClient, each with random faults of every kind (lost responses after the server
/// acted, 500/503 storms, delays, expired tokens). Nothing may be captured twice, no outcome may contradict the
/// server, no amount may differ, and every checkout ends with exactly one outcome and one `paymentLibraryExit`.
@Suite("Fault soak: 1,000 checkouts, every fault kind, no lost outcome")
struct FaultSoakTests {
    /// A small seeded generator (the same run every time).
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// The faults of one checkout, chosen at random.
    static func faults(_ random: inout Seeded) -> [Fault] {
        var faults: [Fault] = []
        if random.next(4) == 0 { faults.append(.on(.createOrder, random.next(2) == 0 ? .lostResponse : .status(503), count: 1 + random.next(2))) }
        switch random.next(6) {
        case 0: faults.append(.on(.captureOrder, .lostResponse))
        case 1: faults.append(.on(.captureOrder, .status(random.next(2) == 0 ? 500 : 503), count: 1 + random.next(20)))
        case 2:
            faults.append(.on(.captureOrder, .lostResponse))
            faults.append(.on(.captureOrder, .status(503), count: 1 + random.next(12)))
        case 3: faults.append(.on(.captureOrder, .delay(.milliseconds(1 + random.next(3)))))
        default: break
        }
        if random.next(5) == 0 { faults.append(.on(.getOrder, .status(500), count: 1 + random.next(4))) }
        return faults
    }

    /// What a soak run saw.
    struct Tally {
        var success = 0
        var failed = 0
        var unknownThenResumed = 0
        var faults = 0
    }

    /// `checkouts` LegacyMPL checkouts through `harness` against `simulator` (in-process, or behind orders-sandbox)
    /// with seeded faults, every invariant checked per checkout.
    static func soak(
        harness: EngineHarness, simulator: OrdersSimulator, checkouts: Int, seed: UInt64, expiringTokens: Bool
    ) async throws -> Tally {
        var random = Seeded(state: seed)
        var tally = Tally()
        let reader = OrdersClient(config: CoreConfig(clientID: "soak-reader", environment: .sandbox), transport: SimulatorTransport(simulator: simulator))
        for index in 0..<checkouts {
            let faults = Self.faults(&random)
            tally.faults += faults.count
            for fault in faults { await simulator.inject(fault) }
            if expiringTokens, random.next(4) == 0 {
                await simulator.expireAllTokens()
                tally.faults += 1
            }
            let cents = 100 + random.next(99_900)
            let amount = "\(cents / 100).\(String(format: "%02d", cents % 100))"
            let capturesBefore = await simulator.stats.captures
            var calls = try await harness.checkout(Fixtures.simplePayment(subTotal: amount))
            if harness.message("errorId") == CaptureReconciliation.unknownErrorID, calls.first?.hasPrefix("failed ") == true {
                // The app does what the message says: it sets the kept context again, after the network recovered.
                await simulator.clearFaults()
                let context = try #require(harness.library.payPalContext, "checkout \(index): the context is kept")
                let before = harness.delegate.calls.count
                harness.library.payPalContext = context
                calls = Array(try await harness.waitForExit(after: before))
                tally.unknownThenResumed += 1
            }
            await simulator.clearFaults()
            let captured = await simulator.stats.captures - capturesBefore
            #expect(calls.count == 2 && calls.last == "exit", "checkout \(index): one outcome, then one exit: \(calls)")
            let outcome = try #require(calls.first)
            if outcome.hasPrefix("success ") {
                tally.success += 1
                #expect(captured == 1, "checkout \(index): success means exactly one capture (got \(captured))")
                let order = try await reader.getOrder(id: String(outcome.split(separator: " ")[1]))
                #expect(order.captures.map { $0.amount?.value } == [amount], "checkout \(index): the amount captured is the amount asked")
            } else {
                tally.failed += 1
                #expect(captured == 0, "checkout \(index): a failure means no money moved (\(calls), \(harness.message("errorId") ?? ""))")
            }
        }
        #expect(tally.success + tally.failed == checkouts)
        return tally
    }

    @Test func legacyCheckoutsUnderFaults() async throws {
        let harness = EngineHarness()
        harness.initialize()
        let tally = try await Self.soak(harness: harness, simulator: harness.simulator, checkouts: 1_000, seed: 2011, expiringTokens: false)
        print("soak (LegacyMPL, in-process): 1000 checkouts, \(tally.faults) faults injected: \(tally.success) succeeded, \(tally.failed) failed with no money moved, \(tally.unknownThenResumed) ended unknown and were resumed; 0 double captures, 0 wrong outcomes, 0 wrong amounts")
        #expect(tally.unknownThenResumed > 0 && tally.success > 500, "the run exercised both paths")
    }

    /// Smaller, over real HTTP: the library authenticates with a secret, so token expiries are in the mix.
    @Test func legacyCheckoutsOverOrdersSandboxUnderFaults() async throws {
        let server = try SandboxServer(configuration: .init(port: 0))
        let url = try await server.start()
        let simulator = try #require(await server.simulator)
        let harness = EngineHarness(configuration: LegacyBackendConfiguration(
            clientID: "soak-client", secret: "soak-secret", baseURL: url, approvalPresenter: SandboxBuyerPresenter(baseURL: url)))
        #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        let tally = try await Self.soak(harness: harness, simulator: simulator, checkouts: 150, seed: 7, expiringTokens: true)
        await server.stop()
        print("soak (LegacyMPL over orders-sandbox): 150 checkouts, \(tally.faults) faults and token expiries: \(tally.success) succeeded, \(tally.failed) failed with no money moved, \(tally.unknownThenResumed) resumed; 0 double captures, 0 wrong outcomes, 0 wrong amounts")
    }

    @Test func ordersClientCapturesUnderFaultsAndTokenExpiries() async throws {
        var random = Seeded(state: 42)
        let simulator = OrdersSimulator()
        let client = OrdersClient(
            config: CoreConfig(clientID: "soak-client", environment: .sandbox), authentication: .clientCredentials(secret: "soak-secret"),
            transport: SimulatorTransport(simulator: simulator),
            retryPolicy: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(2)))
        var tally = (captured: 0, reconciled: 0, refused: 0)
        let payments = 1_000
        for index in 0..<payments {
            let total = try Money(value: "\(1 + random.next(500)).\(String(format: "%02d", random.next(100)))", currencyCode: "USD")
            let order = try await client.createOrder(OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: total))]), requestID: "soak-create-\(index)")
            _ = try await simulator.approveOrder(id: order.id)
            for fault in Self.faults(&random) where fault.route != .createOrder { await simulator.inject(fault) }
            if random.next(3) == 0 { await simulator.expireAllTokens() }
            let before = await simulator.stats.captures
            let capturedOrder: Order
            do throws(PaymentsError) {
                capturedOrder = try await client.captureOrder(id: order.id, requestID: "soak-capture-\(index)")
                tally.captured += 1
            } catch where error.outcomeUnknown || error.isTransient {
                // The merchant's server reads the order, as the error asks, and captures again with the same id if needed.
                await simulator.clearFaults()
                let read = try await client.getOrder(id: order.id)
                capturedOrder = read.status == .completed ? read : try await client.captureOrder(id: order.id, requestID: "soak-capture-\(index)")
                tally.reconciled += 1
            } catch {
                tally.refused += 1
                Issue.record("payment \(index): a definite refusal was not expected: \(error)")
                continue
            }
            await simulator.clearFaults()
            #expect(await simulator.stats.captures - before == 1, "payment \(index): exactly one capture")
            #expect(capturedOrder.captures.map { $0.amount?.value } == [total.value], "payment \(index): the amount")
        }
        print("soak (OrdersClient, in-process): \(payments) captures with faults and token expiries: \(tally.captured) answered at once, \(tally.reconciled) reconciled by reading the order, \(tally.refused) refused; 0 double captures, 0 wrong amounts")
        #expect(tally.refused == 0)
    }
}
