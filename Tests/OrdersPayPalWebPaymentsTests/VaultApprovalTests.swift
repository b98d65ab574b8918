import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPayPalWebPayments
import Testing

/// `PayPalWebCheckoutClient.vault`: a server-created setup token approved on PayPal's page, then read.
@Suite("PayPal vault approval")
struct VaultApprovalTests {
    private func setupToken(_ rig: Rig) async throws -> SetupToken {
        try await rig.server.createSetupToken(
            SetupTokenRequest(
                customer: VaultCustomer(id: "customer_4029352050"),
                paymentSource: VaultPaymentSource(
                    paypal: VaultPayPalWallet(
                        experienceContext: VaultExperienceContext(
                            returnUrl: PayPalCallback.vaultReturnURL.absoluteString, cancelUrl: PayPalCallback.vaultCancelURL.absoluteString)))))
    }

    @Test("approved: the token's approve link, the redirect, then the token APPROVED — two GETs", arguments: Backend.allCases)
    func approved(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let token = try await setupToken(rig)
            let seen = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve, seen: seen))
            let result = try await client.vault(PayPalVaultRequest(setupTokenID: token.id))
            #expect(result.setupToken.id == token.id)
            #expect(result.setupToken.status == .approved)
            #expect(result.approvalTokenID == "AT-\(token.id)")
            let url = try #require(seen.all.first)
            #expect(url.path == "/agreements/approve")
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            #expect(items.contains(URLQueryItem(name: "approval_session_id", value: token.id)))
            #expect(items.contains(URLQueryItem(name: "integration_artifact", value: "MOBILE_SDK")))
            #expect(rig.log.calls == ["GET /v3/vault/setup-tokens/{id}", "GET /v3/vault/setup-tokens/{id}"])
            if backend == .sandbox {
                #expect(try rig.loggedCalls().suffix(2) == ["GET /v3/vault/setup-tokens/{id}", "GET /v3/vault/setup-tokens/{id}"])
            }
        }
    }

    @Test("canceled, unapproved and reused tokens are errors")
    func failures() async throws {
        try await Rig.with(.inProcess) { rig in
            let token = try await setupToken(rig)
            let cancel = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.cancel))
            await #expect(throws: PayPalWebCheckoutError.canceled(id: token.id)) { try await cancel.vault(PayPalVaultRequest(setupTokenID: token.id)) }

            let lying = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.returnWithoutApproving))
            await #expect(throws: PayPalWebCheckoutError.notApproved(id: token.id, status: "PAYER_ACTION_REQUIRED")) {
                try await lying.vault(PayPalVaultRequest(setupTokenID: token.id))
            }

            let wrongSession = PayPalWebCheckoutClient(
                apiClient: rig.apiClient,
                presenter: rig.webBuyer(
                    .redirect(
                        URL(string: PayPalCallback.vaultReturnURL.absoluteString + "?approval_token_id=A&approval_session_id=OTHER")!)))
            let malformed = try await #require(throws: PayPalWebCheckoutError.self) { try await wrongSession.vault(PayPalVaultRequest(setupTokenID: token.id)) }
            guard case .malformedReturnURL = malformed else {
                Issue.record("expected malformedReturnURL, got \(malformed)")
                return
            }

            let approve = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve))
            _ = try await approve.vault(PayPalVaultRequest(setupTokenID: token.id))
            let reused = try await #require(throws: PayPalWebCheckoutError.self) { try await approve.vault(PayPalVaultRequest(setupTokenID: token.id)) }
            guard case .notApproved(_, let status) = reused else {
                Issue.record("expected notApproved, got \(reused)")
                return
            }
            #expect(status.contains("already used"))
        }
    }
}
