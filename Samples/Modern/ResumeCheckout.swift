import OrdersCore
import OrdersPayPalWebPayments

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

    /// `-[PayPalContext serialize]`: all there is to keep is the order id.
    public static func serialize(orderID: String) -> [String: String] {
        ["orderID": orderID]                                                   // PayPalContext.serialize
    }

    /// `-[PayPalContext deserialize:]`: the saved order id, if any, for ``resume(savedOrderID:apiClient:presenter:)``.
    public static func deserialize(_ saved: [String: String]) -> String? {
        saved["orderID"]                                                       // PayPalContext.deserialize:
    }

    /// The `PayPalContext` properties, read back from the order instead of saved on the device.
    public static func context(of order: Order, config: CoreConfig) -> [String: String] {
        let unit = order.purchaseUnits?.first
        return [
            "sessionToken": order.id,                                          // sessionToken
            "amount": unit?.amount.total.value ?? "",                          // amount
            "tax": unit?.amount.breakdown?.taxTotal?.value ?? "",              // tax
            "shipping": unit?.amount.breakdown?.shipping?.value ?? "",         // shipping
            "currencyCode": unit?.amount.total.currency.code ?? "",            // currencyCode
            "itemDesc": unit?.description ?? "",                               // itemDesc
            "recipientEmail": unit?.payee?.emailAddress ?? "",                 // recipientEmail
            "shippable": unit?.shipping == nil ? "NO" : "YES",                 // shippable
            "environment": "\(config.environment)",                           // environment
        ]
        // merchantName: the order's brand_name; recipientPaysFee, enableDynamicAmountUpdate: no field.
    }
}
