import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import Testing

/// `CardClient.vault`: vault without purchase through a card setup token.
@Suite("CardClient: save a card without a purchase")
struct CardClientVaultTests {
    @Test("no 3DS: setup token APPROVED at once, then the payment token describing the card", arguments: CardBackend.allCases)
    func vaultWithout3DS(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let log = ChallengeLog()
            let client = world.cardClient(presenter: world.completingPresenter(log))
            let result = try await client.vault(CardVaultRequest(card: CardFixtures.card(), customerID: "customer_2001"))
            #expect(!result.didAttemptThreeDSecureAuthentication)
            #expect(result.customerID == "customer_2001")
            #expect(result.paymentToken.paymentSource?["card"]?["brand"] == .string("VISA"))
            #expect(result.paymentToken.paymentSource?["card"]?["last_digits"] == .string("1111"))
            #expect(await log.challenges.isEmpty)
            let listed = try await world.orders.listPaymentTokens(customerID: "customer_2001")
            #expect(listed.paymentTokens.map(\.id) == [result.paymentToken.id])
        }
    }

    @Test("SCA_ALWAYS: the setup token's challenge is presented, the token read until APPROVED, then saved", arguments: CardBackend.allCases)
    func vaultWith3DS(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let log = ChallengeLog()
            let client = world.cardClient(presenter: world.completingPresenter(log))
            let result = try await client.vault(CardVaultRequest(card: CardFixtures.card(), sca: .scaAlways))
            #expect(result.didAttemptThreeDSecureAuthentication)
            let challenges = await log.challenges
            #expect(challenges.map(\.kind) == [.setupToken])
            #expect(challenges.first?.resourceID == result.setupTokenID)
            #expect(result.paymentToken.paymentSource?["card"]?["last_digits"] == .string("1111"))
        }
    }

    @Test("a card failing 3DS is not saved: notApproved, no payment token", arguments: CardBackend.allCases)
    func vaultFailed3DS(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: world.completingPresenter())
            let error = await #expect(throws: CardError.self) {
                try await client.vault(CardVaultRequest(card: CardFixtures.card(.authenticationFailed), customerID: "customer_2002"))
            }
            #expect(error?.code == .notApproved)
            #expect(error?.message.contains("PAYER_ACTION_REQUIRED") == true)
            #expect(await world.simulator.stats.paymentTokensCreated == 0)
        }
    }

    @Test("the payer cancels the vault challenge: threeDSecureCanceled, nothing saved", arguments: CardBackend.allCases)
    func vaultCanceled(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: world.cancelingPresenter())
            let error = await #expect(throws: CardError.self) {
                try await client.vault(CardVaultRequest(card: CardFixtures.card(.challenge)))
            }
            #expect(error?.code == .threeDSecureCanceled)
            #expect(await world.simulator.stats.paymentTokensCreated == 0)
        }
    }

    @Test("an expired card is refused before any setup token exists")
    func vaultInvalid() async throws {
        try await withCardWorld(.inProcess) { world in
            var card = CardFixtures.card()
            card.expirationYear = "2025"
            let error = await #expect(throws: CardError.self) { try await world.cardClient(presenter: nil).vault(CardVaultRequest(card: card)) }
            #expect(error?.problems.map(\.code) == [.expired])
            #expect(await world.simulator.stats.setupTokensCreated == 0)
        }
    }
}
