import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

/// The client end to end against the in-process simulator: real JSON both ways, no network.
@Suite("OrdersClient against the simulator")
struct OrdersClientSimulatorTests {
    let simulator = OrdersSimulator()

    func client(authentication: ClientAuthentication = .clientCredentials(secret: "secret"), retryPolicy: RetryPolicy = RetryPolicy(initialDelay: .zero))
        -> OrdersClient
    {
        OrdersClient(
            config: CoreConfig(clientID: "client-id", environment: .sandbox),
            authentication: authentication,
            transport: RecordingTransport(wrapping: SimulatorTransport(simulator: simulator)),
            retryPolicy: retryPolicy)
    }

    func usd(_ value: String) throws -> Money { try Money(value: value, currency: .usd) }

    func mugOrder() throws -> OrderRequest {
        let items = [Item(name: "Mug", unitAmount: try usd("7.50"), quantity: 2, category: .physicalGoods)]
        let breakdown = AmountBreakdown(itemTotal: try usd("15.00"), shipping: try usd("4.00"), taxTotal: try usd("1.20"), discount: try usd("1.00"))
        return OrderRequest(
            intent: .capture,
            purchaseUnits: [
                PurchaseUnit(amount: try AmountWithBreakdown(breakdown: breakdown, currency: .usd), description: "Two mugs", items: items)
            ])
    }

    @Test("create → approve → capture completes with one capture of the full amount")
    func happyPath() async throws {
        let client = client()
        let created = try await client.createOrder(try mugOrder())
        #expect(created.status == .created)
        #expect(created.approvalURL != nil)
        _ = try await simulator.approveOrder(id: created.id)
        #expect(try await client.getOrder(id: created.id).status == .approved)
        let captured = try await client.captureOrder(id: created.id)
        #expect(captured.status == .completed)
        #expect(captured.captures.count == 1)
        #expect(captured.captures.first?.status == .completed)
        #expect(captured.captures.first?.amount == (try usd("19.20")))
        #expect(captured.payer?.payerId != nil)
    }

    @Test("An experience context asks for payer action; approval then capture")
    func payerAction() async throws {
        var request = try mugOrder()
        request.paymentSource = PaymentSource(
            paypal: PayPalWallet(
                experienceContext: ExperienceContext(
                    brandName: "Mug Shop", locale: "en-US", shippingPreference: .noShipping, userAction: .payNow,
                    returnUrl: "https://example.com/return", cancelUrl: "https://example.com/cancel")))
        let client = client()
        let created = try await client.createOrder(request)
        #expect(created.status == .payerActionRequired)
        #expect(created.link("payer-action") != nil)
        _ = try await simulator.approveOrder(id: created.id)
        #expect(try await client.captureOrder(id: created.id).status == .completed)
    }

    @Test("Intent AUTHORIZE: approve then authorize holds the money")
    func authorize() async throws {
        var request = try mugOrder()
        request.intent = .authorize
        let client = client()
        let created = try await client.createOrder(request)
        _ = try await simulator.approveOrder(id: created.id)
        let authorized = try await client.authorizeOrder(id: created.id)
        #expect(authorized.status == .completed)
        #expect(authorized.authorizations.map(\.status) == [.created])
    }

    @Test("PATCH changes the amount before capture")
    func patchAmount() async throws {
        let client = client()
        let created = try await client.createOrder(
            OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try usd("10.00")))]))
        let newAmount = try AmountWithBreakdown(breakdown: AmountBreakdown(itemTotal: try usd("10.00"), shipping: try usd("2.50")), currency: .usd)
        try await client.patchOrder(id: created.id, operations: [try .replace(PatchOperation.purchaseUnitPath("default", "amount"), with: newAmount)])
        _ = try await simulator.approveOrder(id: created.id)
        let captured = try await client.captureOrder(id: created.id)
        #expect(captured.captures.first?.amount == (try usd("12.50")))
    }

    @Test("Capturing before approval fails with ORDER_NOT_APPROVED and a debug id")
    func notApproved() async throws {
        let client = client()
        let created = try await client.createOrder(try mugOrder())
        do {
            _ = try await client.captureOrder(id: created.id)
            Issue.record("expected ORDER_NOT_APPROVED")
        } catch {
            #expect(error.statusCode == 422 && error.name == "UNPROCESSABLE_ENTITY")
            #expect(error.hasIssue("ORDER_NOT_APPROVED"))
            #expect(error.debugID?.isEmpty == false)
        }
    }

    @Test("PayPal's validation errors reach the caller with field pointers")
    func validationError() async throws {
        let bad = OrderRequest(
            intent: .capture,
            purchaseUnits: [
                PurchaseUnit(
                    amount: AmountWithBreakdown(total: try usd("10.00"), breakdown: AmountBreakdown(itemTotal: try usd("9.00"))))
            ])
        do {
            _ = try await client().createOrder(bad)
            Issue.record("expected AMOUNT_MISMATCH")
        } catch {
            #expect(error.hasIssue("AMOUNT_MISMATCH"))
            #expect(error.details.first?.field?.contains("amount") == true)
            #expect(await simulator.stats.ordersCreated == 0)
        }
    }

    @Test("N orders cost one token call")
    func oneTokenForManyOrders() async throws {
        let client = client()
        for _ in 0..<25 { _ = try await client.createOrder(try mugOrder()) }
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 25)
        #expect(stats.tokensIssued == 1)
    }

    @Test("An expired token is replaced once, transparently")
    func expiredToken() async throws {
        let client = client()
        _ = try await client.createOrder(try mugOrder())
        await simulator.expireAllTokens()
        _ = try await client.createOrder(try mugOrder())
        #expect(await simulator.stats.tokensIssued == 2)
    }

    @Test("Client-id-only authentication works for client-side calls and asks for no token")
    func clientIDOnly() async throws {
        let client = client(authentication: .clientID)
        let created = try await client.createOrder(try mugOrder())
        _ = try await simulator.approveOrder(id: created.id)
        #expect(try await client.captureOrder(id: created.id).status == .completed)
        #expect(await simulator.stats.tokensIssued == 0)
    }

    @Test("A capture whose response is lost is retried and captures exactly once")
    func lostCaptureResponse() async throws {
        let client = client()
        let created = try await client.createOrder(try mugOrder())
        _ = try await simulator.approveOrder(id: created.id)
        await simulator.inject(.on(.captureOrder, .lostResponse))
        let captured = try await client.captureOrder(id: created.id)
        #expect(captured.status == .completed)
        #expect(captured.captures.count == 1)
        let stats = await simulator.stats
        #expect(stats.captures == 1)
        #expect(stats.idempotentReplays == 1)
    }

    @Test("A create hit by 503 twice is retried with the same request id: one order")
    func serviceUnavailable() async throws {
        await simulator.inject(.on(.createOrder, .status(503), count: 2))
        let created = try await client().createOrder(try mugOrder(), requestID: "create-1")
        #expect(created.status == .created)
        #expect(await simulator.stats.ordersCreated == 1)
    }

    @Test("Without retries, a lost capture response is a transport error; repeating with the same id replays the capture")
    func lostThenRepeated() async throws {
        let client = client(retryPolicy: .never)
        let created = try await client.createOrder(try mugOrder())
        _ = try await simulator.approveOrder(id: created.id)
        await simulator.inject(.on(.captureOrder, .lostResponse))
        await #expect(throws: PaymentsError.self) { try await client.captureOrder(id: created.id, requestID: "capture-A") }
        let again = try await client.captureOrder(id: created.id, requestID: "capture-A")
        #expect(again.captures.count == 1)
        #expect(await simulator.stats.captures == 1)
        await #expect(throws: PaymentsError.self) { try await client.captureOrder(id: created.id, requestID: "capture-B") }
    }

    @Test("Vault v3: setup token → payer approval → payment token → listed for the customer")
    func vault() async throws {
        let client = client()
        let setup = try await client.createSetupToken(
            SetupTokenRequest(
                paymentSource: VaultPaymentSource(
                    paypal: VaultPayPalWallet(
                        description: "Coffee subscription",
                        experienceContext: VaultExperienceContext(
                            brandName: "Coffee", returnUrl: "https://example.com/return", cancelUrl: "https://example.com/cancel")))))
        #expect(setup.status == .payerActionRequired)
        #expect(setup.approvalURL != nil)
        _ = try await simulator.approveSetupToken(id: setup.id)
        #expect(try await client.getSetupToken(id: setup.id).status == .approved)
        let token = try await client.createPaymentToken(PaymentTokenRequest(setupTokenID: setup.id))
        let customerID = try #require(token.customer?.id)
        let list = try await client.listPaymentTokens(customerID: customerID)
        #expect(list.paymentTokens.map(\.id) == [token.id])
    }
}
