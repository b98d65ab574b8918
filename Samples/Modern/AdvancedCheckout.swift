import OrdersCore
import OrdersPayPalWebPayments

/// `advancedCheckoutWithPayment(_:)`: parallel and chained receivers.
public enum AdvancedCheckoutSample {
    /// Parallel (2–6 receivers, none primary): one purchase unit per receiver, each with its payee and a
    /// distinct `reference_id`. The buyer approves once; one capture pays every receiver.
    public static func parallel(apiClient: APIClient, presenter: any WebCheckoutPresenter) async throws -> PayPalWebCheckoutResult {
        let receivers = [("seller-a@example.com", "6.00"), ("seller-b@example.com", "4.00")]
        var units: [PurchaseUnit] = []
        for (index, (email, amount)) in receivers.enumerated() {
            units.append(PurchaseUnit(
                referenceId: "receiver-\(index)",
                amount: AmountWithBreakdown(total: try Money(value: amount, currencyCode: "USD")),
                payee: Payee(emailAddress: email)))
        }
        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        return try await payPal.createAndApproveOrder(OrderRequest(intent: .capture, purchaseUnits: units))
    }

    /// Chained (a primary and secondaries): the primary is the payee of the whole amount and each
    /// secondary's share becomes a platform fee (needs a PayPal partner account for real money).
    public static func chained(apiClient: APIClient, presenter: any WebCheckoutPresenter) async throws -> PayPalWebCheckoutResult {
        let unit = PurchaseUnit(
            amount: AmountWithBreakdown(total: try Money(value: "10.00", currencyCode: "USD")),
            payee: Payee(emailAddress: "primary@example.com"),
            paymentInstruction: PaymentInstruction(platformFees: [
                PlatformFee(amount: try Money(value: "2.00", currencyCode: "USD"), payee: Payee(emailAddress: "secondary@example.com")),
            ]))
        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        return try await payPal.createAndApproveOrder(OrderRequest(intent: .capture, purchaseUnits: [unit]))
    }
}
