import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import Testing

/// `CardClient.approveOrder` through the simulator in-process and over `orders-sandbox`.
@Suite("CardClient: approve an order with a card")
struct CardClientApproveTests {
    @Test("no 3DS needed: one confirm, APPROVED, brand and last digits, no challenge; the capture completes", arguments: CardBackend.allCases)
    func approveWithout3DS(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let log = ChallengeLog()
            let client = world.cardClient(presenter: world.completingPresenter(log))
            let orderID = try await world.createOrder()
            let result = try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card()))
            #expect(result.orderID == orderID)
            #expect(result.status == .approved)
            #expect(!result.didAttemptThreeDSecureAuthentication)
            #expect(result.authenticationResult == nil)
            #expect(result.brand == "VISA")
            #expect(result.lastDigits == "1111")
            #expect(await log.challenges.isEmpty)
            let captured = try await world.orders.captureOrder(id: orderID)
            #expect(captured.captures.first?.status == .completed)
        }
    }

    @Test(
        "SCA_ALWAYS: the helios challenge is presented, the delegate hears will-launch and did-finish, the order is read for the result",
        arguments: CardBackend.allCases)
    func scaAlways(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let log = ChallengeLog()
            let client = world.cardClient(presenter: world.completingPresenter(log))
            let delegate = RecordingChallengeDelegate()
            client.threeDSecureChallengeDelegate = delegate
            let orderID = try await world.createOrder()
            let result = try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card(), sca: .scaAlways))
            #expect(result.status == .approved)
            #expect(result.didAttemptThreeDSecureAuthentication)
            #expect(
                result.authenticationResult == ThreeDSecureAuthenticationResult(liabilityShift: "POSSIBLE", enrollmentStatus: "Y", authenticationStatus: "Y"))
            #expect(result.authenticationResult?.recommendation == .continueWithAuthorization)
            let challenges = await log.challenges
            #expect(challenges.count == 1)
            #expect(challenges.first?.kind == .order)
            #expect(challenges.first?.resourceID == orderID)
            #expect(challenges.first?.url.path == "/webapps/helios")
            #expect(await delegate.events == ["willLaunch", "didFinish"])
            #expect(try await world.orders.captureOrder(id: orderID).status == .completed)
        }
    }

    @Test(
        "the outcome of each test card with SCA_WHEN_REQUIRED", arguments: CardBackend.allCases,
        [
            (TestCard.challenge, true, "POSSIBLE", ThreeDSecureRecommendation.continueWithAuthorization),
            (.frictionless, false, "POSSIBLE", .continueWithAuthorization),
            (.authenticationFailed, true, "NO", .doNotContinue),
            (.authenticationUnavailable, false, "UNKNOWN", .askPayerToRetry),
        ])
    func outcomes(backend: CardBackend, card: (TestCard, Bool, String, ThreeDSecureRecommendation)) async throws {
        let (behaviour, challenged, liability, recommendation) = card
        try await withCardWorld(backend) { world in
            let log = ChallengeLog()
            let client = world.cardClient(presenter: world.completingPresenter(log))
            let result = try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: CardFixtures.card(behaviour)))
            #expect(result.didAttemptThreeDSecureAuthentication == challenged)
            #expect(await log.challenges.count == (challenged ? 1 : 0))
            #expect(result.authenticationResult?.liabilityShift == liability)
            #expect(result.authenticationResult?.recommendation == recommendation)
        }
    }

    @Test("the payer cancels the challenge: threeDSecureCanceled, did-cancel, and the order is still waiting for payer action", arguments: CardBackend.allCases)
    func canceled(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: world.cancelingPresenter())
            let delegate = RecordingChallengeDelegate()
            client.threeDSecureChallengeDelegate = delegate
            let orderID = try await world.createOrder()
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card(.challenge)))
            }
            #expect(error?.code == .threeDSecureCanceled)
            #expect(error.map(CardError.isThreeDSecureCanceled) == true)
            #expect(error?.resourceID == orderID)
            #expect(await delegate.events == ["willLaunch", "didCancel"])
            #expect(try await world.orders.getOrder(id: orderID).status == .payerActionRequired)
        }
    }

    @Test(
        "a lost confirm response: the retry meets PAYMENT_ALREADY_APPROVED, the order read shows this card approved, and that is the result",
        arguments: CardBackend.allCases)
    func lostConfirm(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = CardClient(
                config: world.config, presenter: nil, transport: world.transport, retryPolicy: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(1)),
                now: CardFixtures.clock)
            let orderID = try await world.createOrder()
            await world.simulator.inject(.on(.confirmPaymentSource, .lostResponse))
            let result = try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card()))
            #expect(result.status == .approved)
            #expect(result.lastDigits == "1111")

            let other = try await world.createOrder()
            _ = try await client.approveOrder(request: CardRequest(orderID: other, card: CardFixtures.card("5555555555554444")))
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: other, card: CardFixtures.card()))
            }
            #expect(error?.paymentsError?.hasIssue("PAYMENT_ALREADY_APPROVED") == true)
        }
    }

    @Test(
        "a confirm that ran but whose answer was lost and whose retry hit a 503: the order read decides (approved with this card)",
        arguments: CardBackend.allCases)
    func confirmWithUnknownOutcome(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = CardClient(
                config: world.config, presenter: nil, transport: world.transport, retryPolicy: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(1)),
                now: CardFixtures.clock)
            let orderID = try await world.createOrder()
            await world.simulator.inject(.on(.confirmPaymentSource, .lostResponse))
            await world.simulator.inject(.on(.confirmPaymentSource, .status(503)))
            let result = try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card()))
            #expect(result.status == .approved && result.lastDigits == "1111")

            // A 503 storm before anything ran: the order is read, not confirmed, and PayPal's error is the answer.
            let untouched = try await world.createOrder()
            await world.simulator.inject(.on(.confirmPaymentSource, .status(503), count: 2))
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: untouched, card: CardFixtures.card()))
            }
            #expect(error?.paymentsError?.statusCode == 503 && error?.paymentsError?.outcomeUnknown == true)
        }
    }

    @Test("a merchant implements only the delegate methods it needs; the others do nothing")
    func partialDelegate() async throws {
        @MainActor final class SpinnerOnly: ThreeDSecureChallengePresentationDelegate {
            var launches = 0
            func threeDSecureWillLaunch(_ cardClient: CardClient) { launches += 1 }
        }
        try await withCardWorld(.inProcess) { world in
            let client = world.cardClient(presenter: world.cancelingPresenter())
            let delegate = SpinnerOnly()
            client.threeDSecureChallengeDelegate = delegate
            await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: CardFixtures.card(.challenge)))
            }
            #expect(await delegate.launches == 1)
            #expect(client.threeDSecureChallengeDelegate != nil)
        }
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let client = CardClient(config: CoreConfig(clientID: "card-tests", environment: .sandbox), presenter: nil)
        do {
            let delegate = RecordingChallengeDelegate()
            client.threeDSecureChallengeDelegate = delegate
            #expect(client.threeDSecureChallengeDelegate != nil)
        }
        #expect(client.threeDSecureChallengeDelegate == nil)
    }

    @Test("the presenter's 'completed' is only a hint: if PayPal still waits for the payer, notApproved", arguments: CardBackend.allCases)
    func redirectIsOnlyAHint(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: ScriptedThreeDSecurePresenter { _ in .completed })
            let orderID = try await world.createOrder()
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card(.challenge)))
            }
            #expect(error?.code == .notApproved)
            #expect(error?.message.contains("PAYER_ACTION_REQUIRED") == true)
            #expect(error?.resourceID == orderID)
        }
    }

    @Test("a declining card approves; the merchant's capture comes back DECLINED", arguments: CardBackend.allCases)
    func declinedAtCapture(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: nil)
            let orderID = try await world.createOrder()
            #expect(try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card(.declineAtCompletion))).status == .approved)
            #expect(try await world.orders.captureOrder(id: orderID).captures.first?.status == .declined)
        }
    }

    @Test("a challenge without a presenter fails clearly, and the delegate hears nothing", arguments: CardBackend.allCases)
    func noPresenter(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: nil)
            let delegate = RecordingChallengeDelegate()
            client.threeDSecureChallengeDelegate = delegate
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: CardFixtures.card(.challenge)))
            }
            #expect(error?.code == .threeDSecurePresenterMissing)
            #expect(error?.recoverySuggestion?.contains("ThreeDSecurePresenter") == true)
            #expect(await delegate.events.isEmpty)
        }
    }

    @Test("a presenter that cannot show the page: threeDSecurePresentationFailed and did-cancel")
    func presenterThrows() async throws {
        struct NoWindow: Error, LocalizedError { var errorDescription: String? { "no window to present from" } }
        try await withCardWorld(.inProcess) { world in
            let client = world.cardClient(presenter: ScriptedThreeDSecurePresenter { _ in throw NoWindow() })
            let delegate = RecordingChallengeDelegate()
            client.threeDSecureChallengeDelegate = delegate
            let error = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: CardFixtures.card(), sca: .scaAlways))
            }
            #expect(error?.code == .threeDSecurePresentationFailed)
            #expect(error?.message.contains("no window to present from") == true)
            #expect(await delegate.events == ["willLaunch", "didCancel"])
        }
    }

    @Test("an invalid card or order id sends nothing", arguments: CardBackend.allCases)
    func nothingSent(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: nil)
            let before = await world.simulator.stats.requests
            let badCard = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: "5O190127TN364715T", card: CardFixtures.card("4111111111111112")))
            }
            #expect(badCard?.code == .invalidCard)
            #expect(badCard?.problems.map(\.code) == [.numberChecksum])
            let badID = await #expect(throws: CardError.self) {
                try await client.approveOrder(request: CardRequest(orderID: "not an id!", card: CardFixtures.card()))
            }
            #expect(badID?.problems.map(\.code) == [.orderIDInvalid])
            #expect(await world.simulator.stats.requests == before)
        }
    }

    @Test("an unknown order: paypalRefused with PayPal's 404, issue and debug id", arguments: CardBackend.allCases)
    func unknownOrder(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let error = await #expect(throws: CardError.self) {
                try await world.cardClient(presenter: nil).approveOrder(request: CardRequest(orderID: "5O190127TN364715T", card: CardFixtures.card()))
            }
            #expect(error?.code == .paypalRefused)
            #expect(error?.paymentsError?.statusCode == 404)
            #expect(error?.paymentsError?.hasIssue("INVALID_RESOURCE_ID") == true)
            #expect(error?.paymentsError?.debugID != nil)
            #expect(error?.resourceID == "5O190127TN364715T")
        }
    }

    @Test("createAndApproveOrder creates the order client-side, then approves it; an invalid card creates nothing", arguments: CardBackend.allCases)
    func createAndApprove(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: world.completingPresenter())
            let result = try await client.createAndApproveOrder(orderRequest: CardFixtures.orderRequest(), card: CardFixtures.card(), sca: .scaAlways)
            #expect(result.status == .approved)
            #expect(result.didAttemptThreeDSecureAuthentication)
            #expect(await world.simulator.stats.ordersCreated == 1)
            let error = await #expect(throws: CardError.self) {
                try await client.createAndApproveOrder(orderRequest: CardFixtures.orderRequest(), card: CardFixtures.card(cvv: "12"))
            }
            #expect(error?.problems.map(\.code) == [.securityCodeInvalid])
            #expect(await world.simulator.stats.ordersCreated == 1)
        }
    }

    @Test("vault with purchase: attributes.vault on confirm; after the capture the card is a payment token of the customer", arguments: CardBackend.allCases)
    func vaultWithPurchase(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let client = world.cardClient(presenter: nil)
            let orderID = try await world.createOrder()
            let request = CardRequest(orderID: orderID, card: CardFixtures.card(), vault: CardVaultInstruction(customerID: "customer_1001"))
            _ = try await client.approveOrder(request: request)
            let captured = try await world.orders.captureOrder(id: orderID)
            let vaultID = try #require(captured.paymentSource?["card"]?["attributes"]?["vault"]?["id"]?.stringValue)
            let tokens = try await world.orders.listPaymentTokens(customerID: "customer_1001")
            #expect(tokens.paymentTokens.map(\.id) == [vaultID])
            #expect(tokens.paymentTokens.first?.paymentSource?["card"]?["last_digits"] == .string("1111"))
        }
    }
}
