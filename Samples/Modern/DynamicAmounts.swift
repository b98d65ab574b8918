import OrdersCore
import OrdersPayPalWebPayments

/// `dynamicAmountUpdateEnabled` and `adjustAmountsForAddress…`: after approval, read the buyer's
/// shipping address, change the amount on the server, then capture.
public enum DynamicAmountsSample {
    /// Shipping depends on the buyer's state: 2.00 to California, 5.00 elsewhere. PayPal lets an approved order grow by
    /// at most 15 % (and 75 USD): above that the PATCH is refused with `AMOUNT_CHANGE_NOT_ALLOWED` and the buyer must
    /// approve a new order, so both shipping rates stay within 15 % of the 40.00 the buyer approves.
    public static func checkout(apiClient: APIClient, presenter: any WebCheckoutPresenter, merchantServer: OrdersClient) async throws -> Order {
        let items = try Money(value: "40.00", currencyCode: "USD")
        let order = OrderRequest(
            intent: .capture,
            purchaseUnits: [PurchaseUnit(amount: try AmountWithBreakdown(breakdown: AmountBreakdown(itemTotal: items), currency: .usd))],
            paymentSource: PaymentSource(paypal: PayPalWallet(experienceContext: ExperienceContext(
                brandName: "Example Store",                                         // merchantName
                locale: "en-US",                                                    // lang
                shippingPreference: .getFromFile,                                   // shippingEnabled = YES
                userAction: .continue,
                returnUrl: PayPalCallback.checkoutURL.absoluteString,
                cancelUrl: PayPalCallback.checkoutCancelURL.absoluteString))))
        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        let approved = try await payPal.createAndApproveOrder(order)

        let address = approved.order.purchaseUnits?.first?.shipping?.address      // inAddress
        let shipping = try Money(value: address?.adminArea1 == "CA" ? "2.00" : "5.00", currencyCode: "USD")
        let adjusted = try AmountWithBreakdown(breakdown: AmountBreakdown(itemTotal: items, shipping: shipping), currency: .usd)
        try await merchantServer.patchOrderReconciling(id: approved.orderID, operations: [   // confirmed on the order before the capture
            try .replace(PatchOperation.purchaseUnitPath("default", "amount"), with: adjusted),
        ])
        return try await merchantServer.captureOrderReconciling(id: approved.orderID)
    }
}
