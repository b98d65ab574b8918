import Foundation
import ModernClientsTestSupport
import OrdersCore
import Testing

/// `VaultClient`: a customer's saved payment methods, every page, as typed values.
@Suite("Vault retrieval: VaultClient")
struct VaultClientTests {
    private static let customer = VaultCustomer(id: "customer_4029352050")

    /// Saves `count` PayPal wallets for ``customer`` the way a merchant server does: setup token,
    /// buyer approval, payment token.
    private func save(_ count: Int, on rig: Rig) async throws {
        for _ in 0..<count {
            let setup = try await rig.server.createSetupToken(
                SetupTokenRequest(
                    customer: Self.customer,
                    paymentSource: VaultPaymentSource(
                        paypal: VaultPayPalWallet(
                            experienceContext: VaultExperienceContext(
                                returnUrl: "https://example.com/vault/return", cancelUrl: "https://example.com/vault/cancel")))))
            try await rig.approveSetupToken(setup.id)
            _ = try await rig.server.createPaymentToken(PaymentTokenRequest(setupTokenID: setup.id, customer: Self.customer))
        }
    }

    @Test("seven saved wallets come back typed, in two pages of five", arguments: Backend.allCases)
    func everyPage(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            try await save(7, on: rig)
            let vault = try VaultClient(orders: rig.server, pageSize: 5)
            rig.log.reset()
            let methods = try await vault.paymentMethods(customerID: Self.customer.id)
            #expect(methods.count == 7)
            #expect(Set(methods.map(\.id)).count == 7)
            #expect(methods.allSatisfy { $0.customerID == Self.customer.id })
            #expect(methods.allSatisfy { $0.kind == .paypal(emailAddress: "sb-buyer@personal.example.com") })
            if backend == .sandbox {
                let lists = try rig.loggedCalls().filter { $0.hasPrefix("GET /v3/vault/payment-tokens") }
                #expect(lists.count == 2)
            }
        }
    }

    @Test("a customer without saved methods has none; one page is one round trip", arguments: Backend.allCases)
    func noMethods(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let vault = try VaultClient(orders: rig.apiClient.orders)
            #expect(try await vault.paymentMethods(customerID: "customer_without_tokens").isEmpty)
            #expect(rig.log.calls == ["GET /v3/vault/payment-tokens"])
            if backend == .sandbox { #expect(try rig.loggedCalls() == ["GET /v3/vault/payment-tokens"]) }
        }
    }

    @Test("a bad customer id or page size is refused before any call")
    func badInput() async throws {
        try await Rig.with(.inProcess) { rig in
            let vault = try VaultClient(orders: rig.apiClient.orders)
            let error = try await #require(throws: PaymentsError.self) { try await vault.paymentMethods(customerID: "short") }
            #expect(error.kind == .configuration)
            #expect(error.message.contains("'short'"))
            #expect(rig.log.calls.isEmpty)
            #expect(throws: PaymentsError.self) { try VaultClient(orders: rig.apiClient.orders, pageSize: 0) }
        }
    }

    @Test("payment tokens of every kind are typed from their payment_source")
    func kinds() throws {
        func token(_ source: String) throws -> PaymentToken {
            try JSONDecoder().decode(PaymentToken.self, from: Data(#"{"id":"8kk845","customer":{"id":"customer_1"},"payment_source":\#(source)}"#.utf8))
        }
        #expect(
            VaultedPaymentMethod(token: try token(#"{"card":{"brand":"VISA","last_digits":"1111","expiry":"2030-01"}}"#)).kind
                == .card(brand: "VISA", lastDigits: "1111", expiry: "2030-01"))
        #expect(
            VaultedPaymentMethod(token: try token(#"{"venmo":{"user_name":"jane","email_address":"j@example.com"}}"#)).kind
                == .venmo(userName: "jane", emailAddress: "j@example.com"))
        #expect(VaultedPaymentMethod(token: try token(#"{"apple_pay":{}}"#)).kind == .other("apple_pay"))
        #expect(VaultedPaymentMethod(token: try token(#"{"paypal":{"email_address":"p@example.com"}}"#)).customerID == "customer_1")
    }
}
