import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport

@testable import LegacyMPL

/// The `ENV_NONE` buyer of the review tests: approves every order in the simulator (or cancels the approvals after the
/// first `approvals`), answers every review of an adjusted total with `decision` (or throws), and records both.
final class ReviewingBuyer: @unchecked Sendable {
    /// What the buyer does with a review.
    enum Answer {
        case decide(AmountReviewDecision)
        case fail
    }

    let simulator: OrdersSimulator
    private let answer: Answer
    private let approvals: Int
    private let lock = NSLock()
    private var seenReviews: [AmountReview] = []
    private var seenApprovals: [String] = []

    init(simulator: OrdersSimulator, answer: Answer = .decide(.confirmed), approvals: Int = .max) {
        self.simulator = simulator
        self.answer = answer
        self.approvals = approvals
    }

    /// The reviews shown so far.
    var reviews: [AmountReview] { lock.withLock { seenReviews } }
    /// The orders shown for approval so far.
    var approved: [String] { lock.withLock { seenApprovals } }

    var presenter: ScriptedApprovalPresenter {
        ScriptedApprovalPresenter(review: { [self] review in
            lock.withLock { seenReviews.append(review) }
            switch answer {
            case .decide(let decision): return decision
            case .fail: throw CocoaError(.userCancelled)
            }
        }) { [self] _, orderID in
            let count = lock.withLock {
                seenApprovals.append(orderID)
                return seenApprovals.count
            }
            guard count <= approvals else { return .canceled }
            try await simulator.approveOrder(id: orderID)
            return .approved
        }
    }

    /// A harness for `delegate` with dynamic amounts on, this buyer, the requests recorded into `recorder`, and the
    /// extra transport `wrap` (inside the recorder).
    func harness(
        _ delegate: ScriptedAmountDelegate, recorder: RequestRecorder, dynamic: Bool = true,
        wrap: @escaping @Sendable (any HTTPTransport) -> any HTTPTransport = { $0 }
    ) -> FlowHarness {
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(approvalPresenter: presenter), simulator: simulator,
            wrapTransport: { recorder.wrap(wrap($0)) })
        harness.library.delegate = delegate
        harness.library.dynamicAmountUpdateEnabled = dynamic
        _ = harness.initialize()
        return harness
    }

    /// Checks out `payment` (by default ``EngineDynamicAmountTests/payment()``, 13.00) with `delegate` in a
    /// ``harness(_:recorder:dynamic:wrap:)`` and returns the delegate's calls once the flow ended, and the harness.
    func checkout(
        _ delegate: ScriptedAmountDelegate, payment: PayPalPayment = EngineDynamicAmountTests.payment(), recorder: RequestRecorder = RequestRecorder(),
        wrap: @escaping @Sendable (any HTTPTransport) -> any HTTPTransport = { $0 }
    ) async throws -> (calls: [String], harness: FlowHarness) {
        let harness = harness(delegate, recorder: recorder, wrap: wrap)
        harness.library.checkoutWithPayment(payment)
        return (try await delegate.waitForExit(), harness)
    }

    /// How many orders the simulator created and how many captures it made.
    var counts: (orders: Int, captures: Int) {
        get async {
            let stats = await simulator.stats
            return (stats.ordersCreated, stats.captures)
        }
    }

    /// The order `id` as the simulator holds it.
    func order(_ id: String) async throws -> Order {
        try await OrdersClient(
            config: CoreConfig(clientID: "t", environment: .sandbox), transport: SimulatorTransport(simulator: simulator)
        ).getOrder(id: id)
    }
}

extension RequestRecorder {
    /// The bodies of the creates, as JSON.
    var createBodies: [JSONValue] {
        requests.filter { $0.method == "POST" && $0.url.path.hasSuffix("/checkout/orders") }
            .compactMap { $0.body.flatMap { try? JSONValue(parsing: $0) } }
    }

    /// The `PayPal-Request-Id` of each request sent with one.
    var requestIDs: [String] { requests.compactMap { $0.header("PayPal-Request-Id") } }
}
