import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Idempotency (PayPal-Request-Id)")
struct IdempotencyTests {
    @Test("the same id on create replays 200 with the same order and creates one order")
    func createReplay() async {
        let harness = SimulatorHarness()
        let first = await harness.create(requestID: "create-1")
        let second = await harness.create(requestID: "create-1")
        #expect(first.status == 201)
        #expect(second.status == 200)
        #expect(second.body == first.body)
        #expect(await harness.simulator.stats.ordersCreated == 1)
        #expect(await harness.simulator.stats.idempotentReplays == 1)
    }

    @Test("a different body under the same id still replays (PayPal does not compare bodies)")
    func differentBodyReplays() async {
        let harness = SimulatorHarness()
        let first = await harness.create(requestID: "same")
        let second = await harness.create(Orders.amount(Orders.money("99.00")), requestID: "same")
        #expect(second.status == 200)
        #expect(second.json["id"] == first.json["id"])
        #expect(await harness.simulator.stats.ordersCreated == 1)
    }

    @Test("different ids create two orders; no id creates each time")
    func differentIDs() async {
        let harness = SimulatorHarness()
        let a = await harness.create(requestID: "a")
        let b = await harness.create(requestID: "b")
        await harness.create()
        await harness.create()
        #expect(a.json["id"] != b.json["id"])
        #expect(await harness.simulator.stats.ordersCreated == 4)
    }

    @Test("the same id on capture replays 200 with the same capture and captures once")
    func captureReplay() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        let first = await harness.capture(id, requestID: "cap-1")
        let second = await harness.capture(id, requestID: "cap-1")
        #expect(first.status == 201)
        #expect(second.status == 200)
        let captureIDs = [first, second].map { try? JSONDecoder().decode(Order.self, from: $0.body).captures.first?.id }
        #expect(captureIDs[0] != nil && captureIDs[0] == captureIDs[1])
        #expect(await harness.simulator.stats.captures == 1)
        let third = await harness.capture(id, requestID: "cap-2")
        #expect(third.issues == ["ORDER_ALREADY_CAPTURED"])
    }

    @Test("keys are scoped per route: a create's id does not replay on capture")
    func scopedKeys() async throws {
        let harness = SimulatorHarness()
        let created = await harness.create(requestID: "shared")
        let id = created.json["id"]?.stringValue ?? ""
        try await harness.simulator.approveOrder(id: id)
        let capture = await harness.capture(id, requestID: "shared")
        #expect(capture.status == 201)
        #expect(capture.json["status"]?.stringValue == "COMPLETED")
    }

    @Test("a failed request is not stored: the retry after approval succeeds")
    func failuresNotStored() async throws {
        let harness = SimulatorHarness()
        let id = await harness.createdID()
        #expect((await harness.capture(id, requestID: "retry")).status == 422)
        try await harness.simulator.approveOrder(id: id)
        #expect((await harness.capture(id, requestID: "retry")).status == 201)
    }

    @Test("the same id on authorize replays 200")
    func authorizeReplay() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID(Orders.authorize)
        #expect((await harness.authorize(id, requestID: "auth")).status == 201)
        #expect((await harness.authorize(id, requestID: "auth")).status == 200)
        #expect(await harness.simulator.stats.authorizations == 1)
    }
}
