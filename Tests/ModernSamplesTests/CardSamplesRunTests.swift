import Foundation
import ModernClientsTestSupport
import ModernSamples
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import Testing

/// The card samples against the simulator's test cards, the 3DS challenge played by a scripted payer.
///
/// The card client sends through the rig's recorded transport (`RecordingTransport`, counted by `CallLog`).
/// No card number is ever interpolated into an expectation or an issue: leaks are checked as booleans.
extension ModernSamplesRunTests {
    @Test("checkoutWithPayment by card: approved without 3DS (create + confirm), captured COMPLETED", arguments: Backend.allCases)
    func cardCheckout(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let seen = Recorder<ThreeDSecureChallenge>()
            let card = Self.card(.approve)
            let outcome = await CardCheckoutSample.checkout(card: card, cardClient: rig.cardClient(rig.cardBuyer(seen: seen)), merchantServer: rig.server)
            guard case .success(let payKey, let status) = outcome else {
                Issue.record("expected success, got \(outcome)")
                return
            }
            #expect(status == "COMPLETED")
            #expect(try await rig.server.getOrder(id: payKey).status == .completed)
            #expect(seen.all.isEmpty)
            #expect(rig.appCalls == ["POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/confirm-payment-source"])
            try Self.expectNoLeak(of: card, in: rig)
        }
    }

    @Test("checkoutWithPayment by card: the issuer's 3DS challenge completed (SCA_WHEN_REQUIRED), then captured", arguments: Backend.allCases)
    func cardCheckoutChallenge(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let seen = Recorder<ThreeDSecureChallenge>()
            let card = Self.card(.challenge)
            let outcome = await CardCheckoutSample.checkout(card: card, cardClient: rig.cardClient(rig.cardBuyer(seen: seen)), merchantServer: rig.server)
            guard case .success(let payKey, let status) = outcome else {
                Issue.record("expected success, got \(outcome)")
                return
            }
            #expect(status == "COMPLETED")
            #expect(seen.all.map(\.kind) == [.order])
            #expect(seen.all.map(\.resourceID) == [payKey])
            #expect(seen.all.first?.url.path == "/webapps/helios")
            #expect(
                rig.appCalls == [
                    "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/confirm-payment-source", "GET /v2/checkout/orders/{id}",
                ])
            try Self.expectNoLeak(of: card, in: rig)
        }
    }

    @Test("checkoutWithPayment by card: the payer cancels the 3DS challenge → canceled, nothing captured", arguments: Backend.allCases)
    func cardCheckoutCanceled(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let seen = Recorder<ThreeDSecureChallenge>()
            let card = Self.card(.challenge)
            let outcome = await CardCheckoutSample.checkout(
                card: card, cardClient: rig.cardClient(rig.cardBuyer(completes: false, seen: seen)), merchantServer: rig.server)
            #expect(outcome == .canceled)
            let orderID = try #require(seen.all.first?.resourceID)
            #expect(try await rig.server.getOrder(id: orderID).status == .payerActionRequired)
            #expect(rig.appCalls == ["POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/confirm-payment-source"])
            try Self.expectNoLeak(of: card, in: rig)
        }
    }

    @Test("checkoutWithPayment by card: a declined capture (DECLINED, or PayPal's 422 with its debug id) → failed", arguments: Backend.allCases)
    func cardCheckoutDeclined(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let card = Self.card(.declineAtCompletion)
            let declined = await CardCheckoutSample.checkout(card: card, cardClient: rig.cardClient(rig.cardBuyer()), merchantServer: rig.server)
            guard case .failed(let correlationID, let message) = declined else {
                Issue.record("expected failed, got \(declined)")
                return
            }
            #expect(correlationID == nil)
            #expect(message.contains("DECLINED"))

            try await rig.inject(.on(.captureOrder, .status(422)))
            let refused = await CardCheckoutSample.checkout(card: Self.card(.approve), cardClient: rig.cardClient(rig.cardBuyer()), merchantServer: rig.server)
            guard case .failed(let debugID, _) = refused else {
                Issue.record("expected failed, got \(refused)")
                return
            }
            #expect(debugID != nil)
            try Self.expectNoLeak(of: card, in: rig)
        }
    }

    @Test("checkoutWithPayment by card: 3DS completed but liability stays with the merchant (NO) → failed, not captured")
    func cardCheckoutAuthenticationFailed() async throws {
        try await Rig.with(.inProcess) { rig in
            let seen = Recorder<ThreeDSecureChallenge>()
            let outcome = await CardCheckoutSample.checkout(
                card: Self.card(.authenticationFailed), cardClient: rig.cardClient(rig.cardBuyer(seen: seen)), merchantServer: rig.server)
            guard case .failed(_, let message) = outcome else {
                Issue.record("expected failed, got \(outcome)")
                return
            }
            #expect(message.contains("liability shift NO"))
            let orderID = try #require(seen.all.first?.resourceID)
            #expect(try await rig.server.getOrder(id: orderID).captures.isEmpty)
        }
    }

    @Test("a server-created order approved with a card: one confirm-payment-source, APPROVED")
    func cardServerOrder() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let result = try await CardCheckoutSample.approveServerOrder(
                orderID: order.id, card: Self.card(.approve), cardClient: rig.cardClient(rig.cardBuyer()))
            #expect(result.status == .approved)
            #expect(result.lastDigits == "1111")
            #expect(!result.didAttemptThreeDSecureAuthentication)
            #expect(rig.appCalls == ["POST /v2/checkout/orders/{id}/confirm-payment-source"])
        }
    }

    @Test("preapprovalWithKey for cards: saved without a purchase (2 calls; 3 with a 3DS challenge), listed for the customer", arguments: Backend.allCases)
    func cardSave(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            for (behaviour, challenged) in [(TestCard.approve, false), (.challenge, true)] {
                rig.log.reset()
                let seen = Recorder<ThreeDSecureChallenge>()
                let customer = challenged ? "customer_card_3ds" : "customer_card"
                let card = Self.card(behaviour)
                let (saved, methods) = try await CardCheckoutSample.saveCard(
                    card, customerID: customer, cardClient: rig.cardClient(rig.cardBuyer(seen: seen)), merchantServer: rig.server)
                #expect(saved.didAttemptThreeDSecureAuthentication == challenged)
                #expect(seen.all.map(\.kind) == (challenged ? [.setupToken] : []))
                #expect(saved.customerID == customer)
                #expect(methods.map(\.id) == [saved.paymentToken.id])
                guard case .card(let brand, let lastDigits, _)? = methods.first?.kind else {
                    Issue.record("expected a saved card")
                    continue
                }
                #expect(brand == "VISA")
                #expect(lastDigits == card.lastDigits)
                #expect(
                    rig.appCalls == ["POST /v3/vault/setup-tokens"] + (challenged ? ["GET /v3/vault/setup-tokens/{id}"] : []) + [
                        "POST /v3/vault/payment-tokens"
                    ])
                try Self.expectNoLeak(of: card, in: rig)
            }
        }
    }

    @Test("the app's card client validates the card before any call: failed, and the message names no number")
    func cardInvalid() async throws {
        try await Rig.with(.inProcess) { rig in
            let cardClient = CardCheckoutSample.makeClient(config: CoreConfig(clientID: "YOUR_CLIENT_ID", environment: .sandbox))
            let card = Card(number: "4111 1111 1111 1112", expirationMonth: "12", expirationYear: "2030", securityCode: "123")
            let outcome = await CardCheckoutSample.checkout(card: card, cardClient: cardClient, merchantServer: rig.server)
            guard case .failed(let correlationID, let message) = outcome else {
                Issue.record("expected failed, got \(outcome)")
                return
            }
            #expect(correlationID == nil)
            #expect(message.contains("nothing was sent"))
            let leaked = Self.leaks(message, card)
            #expect(!leaked, "the outcome's message contains the card number")
        }
    }

    /// A card of the simulator's test `behaviour`, expiring 12/2030.
    static func card(_ behaviour: TestCard) -> Card {
        Card(number: behaviour.rawValue, expirationMonth: "12", expirationYear: "2030", securityCode: "123", cardholderName: "Jane Smith")
    }

    /// Whether `text` holds `card`'s number (as typed or as digits).
    static func leaks(_ text: String, _ card: Card) -> Bool {
        let digits = card.number.filter(\.isNumber)
        return text.contains(card.number) || (!digits.isEmpty && text.contains(digits))
    }

    /// The sandbox's request log (sandbox backend) never holds the card number.
    static func expectNoLeak(of card: Card, in rig: Rig) throws {
        guard let requestLog = rig.requestLog else { return }
        let text = try String(contentsOf: requestLog, encoding: .utf8)
        let leaked = leaks(text, card)
        #expect(!text.isEmpty)
        #expect(!leaked, "the sandbox's request log contains the card number")
    }
}

extension Rig {
    /// A card client as the app would build it, sending through this rig's recorded transport.
    func cardClient(_ presenter: any ThreeDSecurePresenter) -> CardClient {
        CardClient(config: apiClient.config, presenter: presenter, transport: log, retryPolicy: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(5)))
    }

    /// The payer on the 3DS challenge page: notes the challenge, loads the page (sandbox), then completes it
    /// (through the simulator or the control route) or closes it.
    func cardBuyer(completes: Bool = true, seen: Recorder<ThreeDSecureChallenge> = Recorder()) -> ScriptedThreeDSecurePresenter {
        ScriptedThreeDSecurePresenter { [self] challenge in
            seen.record(challenge)
            try await visit(challenge.url)
            guard completes else { return .canceled }
            switch challenge.kind {
            case .order: try await approveOrder(challenge.resourceID)
            case .setupToken: try await approveSetupToken(challenge.resourceID)
            }
            return .completed
        }
    }

    /// The app's calls, without the OAuth token call.
    var appCalls: [String] { log.calls.filter { $0 != "POST /v1/oauth2/token" } }
}
