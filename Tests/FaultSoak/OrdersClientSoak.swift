import Foundation
import OrdersCore
import OrdersSimulator

/// OrdersClient captures under seeded faults and token expiries, as a merchant server makes them: create, the payer
/// approves, `captureOrderReconciling(id:requestID:budget:)`; an outcome still unknown is resumed later with the same
/// request id. The soak does no reconciling of its own: the client must.
public enum OrdersClientSoak {
    /// `payments` captures against an in-process simulator.
    public static func run(payments: Int = 1_000, seed: UInt64 = 42) async throws -> SoakFigures {
        var random = SeededRandom(seed: seed)
        var figures = SoakFigures(label: "OrdersClient, in-process")
        let simulator = OrdersSimulator()
        let client = OrdersClient(
            config: CoreConfig(clientID: "soak-client", environment: .sandbox), authentication: .clientCredentials(secret: "soak-secret"),
            transport: SimulatorTransport(simulator: simulator), retryPolicy: SoakTiming.retryPolicy)
        let started = ContinuousClock.now
        for index in 0..<payments {
            let amount = random.amount()
            let order = try await client.createOrder(
                OrderRequest(
                    intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: amount, currencyCode: "USD")))]),
                requestID: "soak-create-\(index)")
            _ = try await simulator.approveOrder(id: order.id)
            let faults = SoakFaults.draw(&random).filter { $0.route != .createOrder }
            for fault in faults { await simulator.inject(fault) }
            figures.faultsInjected += faults.count
            if random.next(3) == 0 {
                await simulator.expireAllTokens()
                figures.faultsInjected += 1
            }
            let before = await simulator.stats.captures
            let requestID = "soak-capture-\(index)"
            var captured: Order?
            do throws(PaymentsError) {
                captured = try await client.captureOrderReconciling(id: order.id, requestID: requestID, budget: SoakTiming.budget)
            } catch  where error.outcomeUnknown {
                // What the error asks: later, with the network back, the same request id.
                await simulator.clearFaults()
                captured = try? await client.captureOrderReconciling(id: order.id, requestID: requestID, budget: SoakTiming.budget)
                figures.unknownThenResumed += 1
            } catch {
                captured = nil
            }
            await simulator.clearFaults()
            let amounts = captured?.captures.compactMap { $0.amount?.value } ?? []
            figures.check(
                index, succeeded: captured != nil, captured: await simulator.stats.captures - before, amounts: amounts, asked: amount,
                detail: "order \(order.id)")
        }
        figures.wallTime = ContinuousClock.now - started
        return figures
    }
}
