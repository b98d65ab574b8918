import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

/// Card numbers and security codes never appear in descriptions, dumps, errors or the sandbox's log.
@Suite("Card data stays out of logs, errors and descriptions")
struct CardRedactionTests {
    private static let number = "4111111111111111"
    private static let cvv = "987"
    private static let card = Card(number: number, expirationMonth: "12", expirationYear: "2030", securityCode: cvv, cardholderName: "Jane Smith")

    private static func everyRendering(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test("Card, CardRequest and CardVaultRequest describe, reflect and dump themselves masked")
    func descriptions() {
        let values: [Any] = [
            Self.card, CardRequest(orderID: "5O190127TN364715T", card: Self.card), CardVaultRequest(card: Self.card), [Self.card], Optional(Self.card) as Any,
        ]
        for value in values {
            for text in Self.everyRendering(value) {
                #expect(!text.contains(Self.number), "number in \(text)")
                #expect(!text.contains(Self.cvv), "security code in \(text)")
                #expect(text.contains("1111"))
            }
        }
        #expect(Self.card.description == "Card(VISA •••• 1111, expires 2030-12)")
    }

    @Test("validation errors name the field, never the number or the code")
    func validationErrors() {
        let bad = Card(number: "4111111111111112", expirationMonth: "12", expirationYear: "2030", securityCode: "98765")
        let error = #expect(throws: CardError.self) { try bad.validate(now: CardFixtures.now) }
        let text = (error?.errorDescription ?? "") + String(reflecting: error as Any)
        #expect(!text.contains("4111111111111112"))
        #expect(!text.contains("98765"))
    }

    @Test("a server echoing the number and code in its error: the CardError shows neither")
    func echoedByServer() async throws {
        let simulator = OrdersSimulator()
        let echoing = RewritingTransport(base: RecordingTransport(wrapping: SimulatorTransport(simulator: simulator))) { request, response in
            guard request.url.path.hasSuffix("/confirm-payment-source") else { return response }
            let body = APIErrorBody(
                name: "UNPROCESSABLE_ENTITY", message: "Card \(Self.number) was refused", debugId: "abc123",
                details: [
                    APIErrorDetail(field: "/payment_source/card/number", value: Self.number, issue: "INSTRUMENT_DECLINED"),
                    APIErrorDetail(field: "/payment_source/card/security_code", value: Self.cvv, issue: "CVV_FAILURE", description: "code \(Self.number)"),
                ])
            return HTTPResponse(status: 422, headers: ["Content-Type": "application/json"], body: try! JSONEncoder().encode(body))
        }
        let config = CoreConfig(clientID: "card-tests", environment: .sandbox)
        let orderID = try await OrdersClient(config: config, transport: echoing).createOrder(CardFixtures.orderRequest()).id
        let client = CardClient(config: config, presenter: nil, transport: echoing, retryPolicy: .never, now: CardFixtures.clock)
        let error = await #expect(throws: CardError.self) { try await client.approveOrder(request: CardRequest(orderID: orderID, card: Self.card)) }
        let text = (error?.errorDescription ?? "") + String(reflecting: error as Any)
        #expect(!text.contains(Self.number))
        #expect(!text.contains("\"\(Self.cvv)\""))
        #expect(text.contains("•••• 1111"))
        #expect(error?.paymentsError?.hasIssue("INSTRUMENT_DECLINED") == true)
        #expect(error?.recoverySuggestion == "The card was declined: ask the payer for another card.")
    }

    @Test(
        "the number (spaced, dashed, plain) and the code inside a server's messages and descriptions are hidden as whole tokens; longer digit runs and the debug id are kept",
        arguments: CardBackend.allCases)
    func echoedInsideText(backend: CardBackend) async throws {
        let kept = ["9870412", "41111111111111119", "order 24111111111111111", "x987y"]
        let echoed = try await withCardWorld(backend) { world in
            // The backend answers confirm-payment-source; the answer is then rewritten into an error that
            // echoes the card inside free text, as a careless server might.
            let echoing = RewritingTransport(base: world.transport) { request, response in
                guard request.url.path.hasSuffix("/confirm-payment-source") else { return response }
                let body = APIErrorBody(
                    name: "UNPROCESSABLE_ENTITY",
                    message: "Card 4111-1111-1111-1111 refused: CVV 987 failed (ref \(kept[0]), trace \(kept[1]))",
                    debugId: "f987a0412c9e1",
                    details: [
                        APIErrorDetail(
                            field: "/payment_source/card/security_code", value: "987", issue: "CVV_FAILURE",
                            description: "security code '987' does not match card 4111 1111 1111 1111; \(kept[2])"),
                        APIErrorDetail(
                            field: "/payment_source/card/number", value: "card=4111111111111111,cvv=987", issue: "INSTRUMENT_DECLINED",
                            description: "token \(kept[3]) kept"),
                    ])
                return HTTPResponse(status: 422, headers: ["Content-Type": "application/json"], body: try! JSONEncoder().encode(body))
            }
            let orderID = try await world.createOrder()
            let client = CardClient(config: world.config, presenter: nil, transport: echoing, retryPolicy: .never, now: CardFixtures.clock)
            let card = Card(number: "4111 1111 1111 1111", expirationMonth: "12", expirationYear: "2030", securityCode: Self.cvv)
            return await #expect(throws: CardError.self) { try await client.approveOrder(request: CardRequest(orderID: orderID, card: card)) }
        }
        let error = try #require(echoed?.paymentsError)
        let texts = [error.message] + error.details.flatMap { [$0.value ?? "", $0.description ?? ""] }
        for text in texts + [echoed?.errorDescription ?? "", String(reflecting: echoed as Any)] {
            #expect(text.range(of: "(?<![0-9A-Za-z])987(?![0-9A-Za-z])", options: .regularExpression) == nil, "security code in \(text)")
            for form in ["4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111"] {
                #expect(text.range(of: "(?<![0-9])\(form)(?![0-9])", options: .regularExpression) == nil, "number in \(text)")
            }
        }
        #expect(error.message == "Card •••• 1111 refused: CVV ••• failed (ref 9870412, trace 41111111111111119)")
        #expect(error.details.map(\.value) == ["•••", "card=•••• 1111,cvv=•••"])
        #expect(
            error.details.map(\.description) == [
                "security code '•••' does not match card •••• 1111; order 24111111111111111", "token x987y kept",
            ])
        #expect(error.debugID == "f987a0412c9e1")
        #expect(error.details.map(\.field) == ["/payment_source/card/security_code", "/payment_source/card/number"])
    }

    @Test("a payer-action link that is not PayPal's 3DS page is refused, and never opened")
    func foreignChallengeLink() async throws {
        let simulator = OrdersSimulator()
        let rewriting = RewritingTransport(base: RecordingTransport(wrapping: SimulatorTransport(simulator: simulator))) { _, response in
            let text = String(decoding: response.body, as: UTF8.self).replacingOccurrences(
                of: "https://api-m.sandbox.paypal.com/webapps/helios", with: "https://evil.example.com/pay")
            return HTTPResponse(status: response.status, headers: response.headers, body: Data(text.utf8))
        }
        let config = CoreConfig(clientID: "card-tests", environment: .sandbox)
        let orderID = try await OrdersClient(config: config, transport: rewriting).createOrder(CardFixtures.orderRequest()).id
        let log = ChallengeLog()
        let presenter = ScriptedThreeDSecurePresenter { challenge in
            await log.append(challenge)
            return .completed
        }
        let client = CardClient(config: config, presenter: presenter, transport: rewriting, retryPolicy: .never, now: CardFixtures.clock)
        let error = await #expect(throws: CardError.self) {
            try await client.approveOrder(request: CardRequest(orderID: orderID, card: CardFixtures.card(), sca: .scaAlways))
        }
        #expect(error?.code == .threeDSecureURLInvalid)
        #expect(await log.challenges.isEmpty)
    }

    @Test("the sandbox request log masks every card; a payment costs 1 call without 3DS and 2 with a challenge")
    func sandboxLog() async throws {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("card-log-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: logURL) }
        let (plain, challenged) = try await withCardWorld(.sandbox, requestLog: logURL) { world in
            let client = world.cardClient(presenter: world.completingPresenter())
            let first = try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: Self.card))
            let second = try await client.approveOrder(request: CardRequest(orderID: try await world.createOrder(), card: Self.card, sca: .scaAlways))
            _ = try await client.vault(CardVaultRequest(card: Self.card, sca: .scaAlways))
            return (first.orderID, second.orderID)
        }
        let text = try String(contentsOf: logURL, encoding: .utf8)
        #expect(!text.contains(Self.number))
        #expect(!text.contains("\"\(Self.cvv)\""))
        #expect(text.contains("************1111"))
        let lines = text.split(separator: "\n").map { try? JSONValue(parsing: Data($0.utf8)) }
        func clientCalls(_ orderID: String) -> [String] {
            lines.compactMap { line in
                guard let path = line?["path"]?.stringValue, path.contains(orderID), path.hasPrefix("/v2/"), !path.hasSuffix("/capture") else { return nil }
                return (line?["method"]?.stringValue ?? "") + " " + path
            }
        }
        #expect(clientCalls(plain) == ["POST /v2/checkout/orders/\(plain)/confirm-payment-source"])
        #expect(clientCalls(challenged) == ["POST /v2/checkout/orders/\(challenged)/confirm-payment-source", "GET /v2/checkout/orders/\(challenged)"])
        let vaultCalls = lines.compactMap { $0?["path"]?.stringValue }.filter { $0.hasPrefix("/v3/") }
        #expect(vaultCalls.count == 3)
    }
}
