import OrdersCore
import OrdersPayPalWebPayments

/// `checkoutWithPayment(_:)` and the delegate callbacks.
public enum SimpleCheckoutSample {
    /// A `PayPalPayment` (recipient, currency, subTotal, tax, shipping) as one Orders v2 purchase unit,
    /// created and approved in the app, captured by the merchant server.
    public static func checkout(apiClient: APIClient, presenter: any WebCheckoutPresenter, merchantServer: OrdersClient) async -> CheckoutOutcome {
        let order: OrderRequest
        do {
            let total = try Money(value: "12.50", currencyCode: "USD")       // subTotal 10.00 + tax 1.50 + shipping 1.00
            let breakdown = AmountBreakdown(
                itemTotal: try Money(value: "10.00", currencyCode: "USD"),
                shipping: try Money(value: "1.00", currencyCode: "USD"),
                taxTotal: try Money(value: "1.50", currencyCode: "USD"))
            order = OrderRequest(intent: .capture, purchaseUnits: [
                PurchaseUnit(amount: AmountWithBreakdown(total: total, breakdown: breakdown),
                             payee: Payee(emailAddress: "seller@example.com"),    // payment.recipient
                             description: "Two tickets"),                          // payment.description
            ])
        } catch {
            return .failed(correlationID: nil, message: error.localizedDescription)
        }

        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        let approved: PayPalWebCheckoutResult
        do {
            approved = try await payPal.createAndApproveOrder(order)
        } catch let error where error.isCanceled {
            return .canceled                                                   // paymentCanceled
        } catch {
            return .failed(correlationID: nil, message: error.localizedDescription)
        }

        do {
            let captured = try await merchantServer.captureOrderReconciling(id: approved.orderID)   // an unknown outcome: the order decides
            let status = captured.captures.first?.status.rawValue ?? captured.status.rawValue
            return .success(payKey: captured.id, status: status)               // paymentSuccessWithKey
        } catch where error.outcomeUnknown {
            return .outcomeUnknown(payKey: approved.orderID, message: error.message)   // never "failed": read the order later
        } catch {
            return .failed(correlationID: error.debugID, message: error.message) // paymentFailedWithCorrelationID
        }
    }

    /// The order created by your server (the recommended split): the app only approves it.
    public static func approveServerOrder(orderID: String, apiClient: APIClient, presenter: any WebCheckoutPresenter) async throws -> PayPalWebCheckoutResult {
        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        let result = try await payPal.start(PayPalWebCheckoutRequest(orderID: orderID, fundingSource: .paypal))
        return result   // result.order.status == .approved: your server captures it
    }
}
