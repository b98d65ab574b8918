import CorePayments
import PayPalWebPayments

/// `payPalContext` (resume a payment after the app restarts) → keep the order id; read the order on
/// restart and continue from its state, never creating a second order.
public enum ResumeCheckoutSample {
    /// Where a saved order stands after a restart.
    public enum Resumed: Sendable, Equatable {
        /// Approved before the restart: capture it.
        case readyToCapture(String)
        /// Still waiting for the buyer: approved now.
        case approvedNow(String)
        /// Already captured (or voided): nothing to do.
        case finished(OrderStatus)
    }

    /// Resumes the order saved under `savedOrderID`.
    public static func resume(savedOrderID: String, apiClient: APIClient, presenter: any WebCheckoutPresenter) async throws -> Resumed {
        let order = try await apiClient.orders.getOrder(id: savedOrderID)
        switch order.status {
        case .approved:
            return .readyToCapture(order.id)
        case .created, .payerActionRequired:
            let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
            let result = try await payPal.start(PayPalWebCheckoutRequest(orderID: order.id))
            return .approvedNow(result.orderID)
        case .completed, .voided, .saved:
            return .finished(order.status)
        }
    }
}
