import OrdersCore
import OrdersPayPalWebPayments

/// `preapprovalWithKey(_:andMerchantName:)` → Vault v3: the preapproval key is a setup token.
public enum PreapprovalSample {
    /// The merchant server creates the setup token (it used to ask Adaptive Payments for the key).
    public static func createKey(merchantServer: OrdersClient, customerID: String) async throws -> String {
        let setupToken = try await merchantServer.createSetupToken(SetupTokenRequest(
            customer: VaultCustomer(id: customerID),
            paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet(
                description: "Monthly subscription",
                experienceContext: VaultExperienceContext(
                    brandName: "Example Store",                                   // andMerchantName:
                    returnUrl: PayPalCallback.vaultReturnURL.absoluteString,
                    cancelUrl: PayPalCallback.vaultCancelURL.absoluteString)))))
        return setupToken.id
    }

    /// The app has the buyer approve it (`preapprovalWithKey`), the server turns it into a payment token.
    public static func approve(key: String, customerID: String, apiClient: APIClient, presenter: any WebCheckoutPresenter, merchantServer: OrdersClient) async throws -> PaymentToken {
        let payPal = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
        let approved = try await payPal.vault(PayPalVaultRequest(setupTokenID: key))
        let token = try await merchantServer.createPaymentToken(
            PaymentTokenRequest(setupTokenID: approved.setupToken.id, customer: VaultCustomer(id: customerID)))
        return token
    }

    /// Later payments without the buyer: charge the saved method (`vault_id`); list what is saved.
    public static func chargeLater(token: PaymentToken, customerID: String, merchantServer: OrdersClient) async throws -> (Order, [VaultedPaymentMethod]) {
        let order = try await merchantServer.createOrder(OrderRequest(
            intent: .capture,
            purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "9.99", currencyCode: "USD")))],
            paymentSource: PaymentSource(paypal: PayPalWallet(vaultId: token.id))))
        let saved = try await VaultClient(orders: merchantServer).paymentMethods(customerID: customerID)
        return (order, saved)   // order.status == .completed: charged at once
    }
}
