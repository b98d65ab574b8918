import Foundation
import OrdersSimulator

/// The `ENV_NONE` buyer: the in-process simulator's demo payer approves every order (choosing the demo
/// shipping address) and confirms every adjusted total, so every flow completes without UI and without network.
public struct DemoBuyerPresenter: ApprovalPresenter {
    /// The simulator holding the orders.
    public let simulator: OrdersSimulator

    /// Creates the demo buyer of `simulator`.
    public init(simulator: OrdersSimulator) {
        self.simulator = simulator
    }

    /// Approves the order in the simulator.
    public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        _ = try await simulator.approveOrder(id: orderID)
        return .approved
    }

    /// The demo buyer confirms the adjusted total.
    public func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision {
        .confirmed
    }
}
