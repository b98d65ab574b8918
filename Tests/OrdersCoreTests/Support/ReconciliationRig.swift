import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport

/// An OrdersClient against an in-process simulator with faults, logging every request it sends (method, path,
/// `PayPal-Request-Id`), with millisecond retries and reconciliation pauses.
struct ReconciliationRig {
    let simulator = OrdersSimulator()
    let log = RequestRecorder()
    /// A budget of `rounds` rounds with 1 ms pauses.
    static func budget(_ rounds: Int = 4) -> ReconciliationBudget { ReconciliationBudget(rounds: rounds, initialPause: .milliseconds(1)) }

    /// A client with `retryPolicy` (three quick attempts by default).
    func client(retryPolicy: RetryPolicy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(2))) -> OrdersClient {
        OrdersClient(
            config: CoreConfig(clientID: "client-id", environment: .sandbox), authentication: .clientCredentials(secret: "secret"),
            transport: log.wrap(RecordingTransport(wrapping: SimulatorTransport(simulator: simulator))), retryPolicy: retryPolicy)
    }

    /// An order of 19.20 USD with `intent`, approved by the payer unless `approved` is false.
    func order(intent: OrderIntent = .capture, approved: Bool = true) async throws -> Order {
        let total = try Money(value: "19.20", currency: .usd)
        let created = try await client().createOrder(
            OrderRequest(
                intent: intent,
                purchaseUnits: [
                    PurchaseUnit(amount: try AmountWithBreakdown(breakdown: AmountBreakdown(itemTotal: total), currency: .usd))
                ]))
        guard approved else { return created }
        return try await simulator.approveOrder(id: created.id)
    }

    /// The requests sent so far to paths ending in `suffix` with `method`.
    func requests(_ method: String, endingWith suffix: String = "") -> [HTTPRequest] {
        log.requests.filter { $0.method == method && $0.url.path.hasSuffix(suffix) && !$0.url.path.hasPrefix("/v1/oauth2") }
    }
}
