import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// `captureOrderReconciling` and `authorizeOrderReconciling`: an unknown outcome is decided by the order's state,
/// a resend keeps the request id, a definite answer says no money moved, a budget that runs out says "unknown".
@Suite("OrdersClient: reconciled capture and authorize")
struct OrdersClientCompletionReconciliationTests {
    /// Captures or authorizes, reconciled, as the order's intent asks.
    func complete(_ client: OrdersClient, _ order: Order, requestID: String = "complete-1", rounds: Int = 4) async throws(PaymentsError) -> Order {
        order.intent == .authorize
            ? try await client.authorizeOrderReconciling(id: order.id, requestID: requestID, budget: ReconciliationRig.budget(rounds))
            : try await client.captureOrderReconciling(id: order.id, requestID: requestID, budget: ReconciliationRig.budget(rounds))
    }

    /// The payments the order holds for its intent.
    func payments(_ order: Order) -> Int { order.intent == .authorize ? order.authorizations.count : order.captures.count }

    /// The simulator's count of captures or authorizations.
    func made(_ rig: ReconciliationRig, _ intent: OrderIntent) async -> Int {
        let stats = await rig.simulator.stats
        return intent == .authorize ? stats.authorizations : stats.captures
    }

    static let intents: [OrderIntent] = [.capture, .authorize]

    @Test("a lost response after the server acted: the order read back is the result, nothing sent twice", arguments: intents)
    func lostResponseAfterTheServerActed(intent: OrderIntent) async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order(intent: intent)
        await rig.simulator.inject(.on(intent == .authorize ? .authorizeOrder : .captureOrder, .lostResponse))
        let result = try await complete(rig.client(retryPolicy: .never), order)
        #expect(result.status == .completed && payments(result) == 1)
        #expect(await made(rig, intent) == 1)
        #expect(rig.requests("POST", endingWith: "/\(intent == .authorize ? "authorize" : "capture")").count == 1, "the order showed it done: no resend")
        #expect(rig.requests("GET").count == 1)
    }

    /// The control of the test above: without reconciliation, the same fault is an error whose outcome is unknown, so
    /// this suite fails if the reconciling calls stop reading the order.
    @Test("without reconciliation the same lost capture is only an unknown outcome")
    func withoutReconciliationTheOutcomeIsUnknown() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        await rig.simulator.inject(.on(.captureOrder, .lostResponse))
        do {
            _ = try await rig.client(retryPolicy: .never).captureOrder(id: order.id, requestID: "complete-1")
            Issue.record("a lost response must not look like an answer")
        } catch {
            #expect(error.outcomeUnknown)
        }
        #expect(await rig.simulator.stats.captures == 1, "the money moved although the caller got an error")
    }

    @Test("a 5xx storm longer than the retry policy: resent with the same request id until it runs, done once", arguments: intents)
    func stormLongerThanTheRetries(intent: OrderIntent) async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order(intent: intent)
        await rig.simulator.inject(.on(intent == .authorize ? .authorizeOrder : .captureOrder, .status(503), count: 7))
        let result = try await complete(rig.client(), order, requestID: "storm-1")
        #expect(result.status == .completed && payments(result) == 1)
        #expect(await made(rig, intent) == 1)
        let sends = rig.requests("POST", endingWith: intent == .authorize ? "/authorize" : "/capture")
        #expect(sends.count == 8, "3 attempts, 3 more after the first read, 2 after the second")
        #expect(Set(sends.map { $0.header("PayPal-Request-Id") }) == ["storm-1"])
    }

    @Test("failing reads are ridden out: the next round reads the order")
    func failingReads() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        await rig.simulator.inject(.on(.captureOrder, .lostResponse))
        await rig.simulator.inject(.on(.getOrder, .status(500), count: 2))
        let result = try await complete(rig.client(retryPolicy: .never), order)
        #expect(result.captures.count == 1 && rig.requests("GET").count == 3)
        #expect(await rig.simulator.stats.captures == 1)
    }

    @Test("the budget runs out: an error still marked unknown that says to read the order later; the same id then ends it", arguments: intents)
    func budgetExhausted(intent: OrderIntent) async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order(intent: intent)
        await rig.simulator.inject(.on(intent == .authorize ? .authorizeOrder : .captureOrder, .status(503), count: 100))
        do {
            _ = try await complete(rig.client(), order, requestID: "exhausted-1", rounds: 2)
            Issue.record("expected an unknown outcome")
        } catch {
            #expect(error.outcomeUnknown && error.statusCode == 503)
            #expect(error.message.contains("still unknown after 2 reads"))
            #expect(error.message.contains("read the order later (GET /v2/checkout/orders/\(order.id))"))
            #expect(error.message.contains("same PayPal-Request-Id (exhausted-1)"))
        }
        #expect(rig.requests("GET").count == 2)
        #expect(await made(rig, intent) == 0)
        await rig.simulator.clearFaults()
        let resumed = try await complete(rig.client(), order, requestID: "exhausted-1")
        #expect(payments(resumed) == 1)
        #expect(await made(rig, intent) == 1)
    }

    @Test("an order the payer has not approved: the read says no money moved", arguments: intents)
    func notApprovedAfterAnUnknownOutcome(intent: OrderIntent) async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order(intent: intent, approved: false)
        await rig.simulator.inject(.on(intent == .authorize ? .authorizeOrder : .captureOrder, .status(503)))
        do {
            _ = try await complete(rig.client(retryPolicy: .never), order)
            Issue.record("expected a definite failure")
        } catch {
            #expect(!error.outcomeUnknown && !error.isTransient)
            #expect(error.name == (intent == .authorize ? "ORDER_NOT_AUTHORIZED" : "ORDER_NOT_CAPTURED"))
            #expect(error.message.contains("is CREATED") && error.message.contains("no money moved"))
        }
        #expect(rig.requests("POST", endingWith: intent == .authorize ? "/authorize" : "/capture").count == 1, "never sent again")
    }

    @Test("a voided order after an unknown outcome: definite, no money moved")
    func voidedAfterAnUnknownOutcome() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        _ = try await rig.simulator.voidOrder(id: order.id)
        await rig.simulator.inject(.on(.captureOrder, .lostResponse))
        do {
            _ = try await complete(rig.client(retryPolicy: .never), order)
            Issue.record("expected a definite failure")
        } catch {
            #expect(error.name == "ORDER_NOT_CAPTURED" && !error.outcomeUnknown && error.message.contains("is VOIDED"))
        }
        #expect(await rig.simulator.stats.captures == 0)
    }

    @Test("a definite refusal is not reconciled: PayPal's error as it came, no read")
    func definiteRefusal() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order(approved: false)
        do {
            _ = try await complete(rig.client(), order)
            Issue.record("expected ORDER_NOT_APPROVED")
        } catch {
            #expect(error.hasIssue("ORDER_NOT_APPROVED") && !error.outcomeUnknown)
        }
        #expect(rig.requests("GET").isEmpty)
    }

    @Test("the budget: rounds at least 0, pauses doubling")
    func budgetArithmetic() {
        #expect(ReconciliationBudget.default.longestPause == .milliseconds(1_400))
        #expect(ReconciliationBudget(rounds: 1).longestPause == .zero)
        #expect(ReconciliationBudget(rounds: -3).rounds == 0)
    }
}
