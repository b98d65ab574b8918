import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPayPalWebPayments
import Testing

/// The simulator's own approval pages redirect exactly as `PayPalWebCheckoutClient` parses PayPal's redirects.
@Suite("PayPal web checkout through the sandbox's pages")
struct SandboxPagesTests {
    @Test("checkout: the page's Pay Now redirects to the SDK callback with token and PayerID; the client reads the order APPROVED")
    func approve() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder(paymentSource: .payPalWebCheckout(brandName: "Joe's Bears"))
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.pageBuyer("approve"))
            let result = try await client.start(PayPalWebCheckoutRequest(orderID: order.id))
            #expect(result.order.status == .approved)
            #expect(result.payerID == result.order.payer?.payerId)
        }
    }

    @Test("checkout: the page's Cancel redirects to the SDK cancel URL; the client reports canceled")
    func cancel() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder(paymentSource: .payPalWebCheckout())
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.pageBuyer("cancel"))
            await #expect(throws: PayPalWebCheckoutError.canceled(id: order.id)) { try await client.start(PayPalWebCheckoutRequest(orderID: order.id)) }
        }
    }

    @Test("vault: the page's approval redirects with approval_token_id and approval_session_id; the token is APPROVED")
    func vault() async throws {
        try await Rig.with(.inProcess) { rig in
            let token = try await rig.server.createSetupToken(
                SetupTokenRequest(
                    paymentSource: VaultPaymentSource(
                        paypal: VaultPayPalWallet(
                            experienceContext: VaultExperienceContext(
                                returnUrl: PayPalCallback.vaultReturnURL.absoluteString, cancelUrl: PayPalCallback.vaultCancelURL.absoluteString)))))
            let result = try await PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.pageBuyer("approve")).vault(
                PayPalVaultRequest(setupTokenID: token.id))
            #expect(result.setupToken.status == .approved)
            #expect(!result.approvalTokenID.isEmpty)
            let canceled = try await rig.server.createSetupToken(
                SetupTokenRequest(
                    paymentSource: VaultPaymentSource(
                        paypal: VaultPayPalWallet(
                            experienceContext: VaultExperienceContext(
                                returnUrl: PayPalCallback.vaultReturnURL.absoluteString, cancelUrl: PayPalCallback.vaultCancelURL.absoluteString)))))
            await #expect(throws: PayPalWebCheckoutError.canceled(id: canceled.id)) {
                try await PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.pageBuyer("cancel")).vault(
                    PayPalVaultRequest(setupTokenID: canceled.id))
            }
        }
    }
}
