import Foundation
import OrdersCore
import OrdersSimulator

/// One checkout as a merchant runs it: create an order, the payer approves, capture it.
struct CheckoutLoop: Sendable {
    let client: OrdersClient
    /// Approves an order as the simulated payer (in-process actor call or the HTTP control route).
    let approve: @Sendable (_ orderID: String) async throws -> Void

    static let request: OrderRequest = {
        let price = try! Money(value: "7.50", currency: .usd)
        let breakdown = AmountBreakdown(itemTotal: try! price.multiplied(by: 2), shipping: try! Money(value: "4.00", currency: .usd))
        return OrderRequest(
            intent: .capture,
            purchaseUnits: [
                PurchaseUnit(
                    amount: try! AmountWithBreakdown(breakdown: breakdown, currency: .usd),
                    items: [Item(name: "Mug", unitAmount: price, quantity: 2, category: .physicalGoods)])
            ])
    }()

    /// Runs one checkout and checks it captured.
    func run() async throws {
        let order = try await client.createOrder(Self.request)
        try await approve(order.id)
        let captured = try await client.captureOrder(id: order.id)
        guard captured.status == .completed, captured.captures.count == 1 else {
            throw PaymentsError.configuration("checkout \(order.id) ended \(captured.status.rawValue)")
        }
    }

    /// Runs `count` checkouts, `concurrency` at a time, and returns checkouts per second.
    func measure(count: Int, concurrency: Int) async throws -> Double {
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<concurrency {
                    let share = count / concurrency + (worker < count % concurrency ? 1 : 0)
                    group.addTask { for _ in 0..<share { try await run() } }
                }
                try await group.waitForAll()
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(count) / seconds
    }
}
