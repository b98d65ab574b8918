import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// `patchOrderReconciling`: after a PATCH whose outcome is unknown, the order read back decides — it shows the new
/// values (done), or the old ones and is sent again (a replace is idempotent), or the order can no longer be patched.
@Suite("OrdersClient: reconciled patch")
struct OrdersClientPatchReconciliationTests {
    /// The replace of the default unit's amount by 21.70 USD (19.20 + 2.50 shipping: within the 115 % PayPal lets an approved order grow by).
    func newAmount() throws -> PatchOperation {
        let breakdown = AmountBreakdown(itemTotal: try Money(value: "19.20", currency: .usd), shipping: try Money(value: "2.50", currency: .usd))
        return try .replace(PatchOperation.purchaseUnitPath("default", "amount"), with: try AmountWithBreakdown(breakdown: breakdown, currency: .usd))
    }

    /// The error of a reconciled patch of `order` that must fail.
    func failure(_ rig: ReconciliationRig, _ order: Order, _ operations: [PatchOperation], rounds: Int = 4) async -> PaymentsError? {
        do {
            try await rig.client().patchOrderReconciling(id: order.id, operations: operations, budget: ReconciliationRig.budget(rounds))
            Issue.record("the patch of \(operations.map(\.path)) was expected to fail")
            return nil
        } catch {
            return error
        }
    }

    /// The default unit's amount now.
    func amount(_ rig: ReconciliationRig, _ order: Order) async throws -> String? {
        try await rig.client().getOrder(id: order.id).purchaseUnits?.first?.amount.total.value
    }

    @Test("a PATCH lost after it was applied: the order shows the new amount, so it is not sent again")
    func lostAfterApplied() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        await rig.simulator.inject(.on(.patchOrder, .lostResponse))
        try await rig.client().patchOrderReconciling(id: order.id, operations: [try newAmount()], budget: ReconciliationRig.budget())
        #expect(rig.requests("PATCH").count == 1 && rig.requests("GET").count == 1)
        #expect(try await amount(rig, order) == "21.70")
    }

    @Test("a 5xx storm: PATCH is never retried by the client, so each round that reads the old amount sends it again")
    func stormLongerThanTheRetries() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        await rig.simulator.inject(.on(.patchOrder, .status(503), count: 3))
        try await rig.client().patchOrderReconciling(id: order.id, operations: [try newAmount()], budget: ReconciliationRig.budget())
        #expect(rig.requests("PATCH").count == 4)
        #expect(try await amount(rig, order) == "21.70")
    }

    @Test("only the operations the order does not show are sent again")
    func onlyWhatIsMissing() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        let description = PatchOperation(op: .add, path: PatchOperation.purchaseUnitPath("default", "description"), value: .string("Mugs"))
        try await rig.client().patchOrder(id: order.id, operations: [description])
        await rig.simulator.inject(.on(.patchOrder, .status(500)))
        try await rig.client().patchOrderReconciling(id: order.id, operations: [description, try newAmount()], budget: ReconciliationRig.budget())
        let resent = try #require(rig.requests("PATCH").last?.body.flatMap { try? JSONValue(parsing: $0) }?.arrayValue)
        #expect(resent.map { $0["path"]?.stringValue } == [PatchOperation.purchaseUnitPath("default", "amount")], "an add of a present member would be refused")
        #expect(try await amount(rig, order) == "21.70")
    }

    @Test("the budget runs out: still unknown, and the message says to read the order before capturing")
    func budgetExhausted() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        await rig.simulator.inject(.on(.patchOrder, .status(503), count: 100))
        let error = try #require(await failure(rig, order, [try newAmount()], rounds: 3))
        #expect(error.outcomeUnknown)
        #expect(error.message.contains("may or may not have been applied") && error.message.contains("Do not capture or authorize it before reading the order"))
        #expect(rig.requests("PATCH").count == 4)
        #expect(try await amount(rig, order) == "19.20")
    }

    @Test("a definite refusal is PayPal's error, not reconciled")
    func definiteRefusal() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        let unknownUnit = PatchOperation(op: .replace, path: PatchOperation.purchaseUnitPath("nope", "description"), value: .string("x"))
        let error = try #require(await failure(rig, order, [unknownUnit]))
        #expect(error.hasIssue("REFERENCE_ID_NOT_FOUND") && !error.outcomeUnknown)
        #expect(rig.requests("GET").isEmpty)
    }

    @Test("an order captured meanwhile cannot show the patch: ORDER_NOT_PATCHED, definite")
    func completedMeanwhile() async throws {
        let rig = ReconciliationRig()
        let order = try await rig.order()
        _ = try await rig.client().captureOrder(id: order.id)
        await rig.simulator.inject(.on(.patchOrder, .status(503)))
        let error = try #require(await failure(rig, order, [try newAmount()]))
        #expect(error.name == "ORDER_NOT_PATCHED" && !error.outcomeUnknown && error.message.contains("is COMPLETED"))
    }

    @Test("operations a read cannot confirm are refused before anything is sent")
    func unverifiableOperations() async throws {
        let rig = ReconciliationRig()
        let order = Order(id: "5O190127TN364715T", status: .approved)
        let move = PatchOperation(
            op: .move, path: "/purchase_units/@reference_id=='default'/description", from: "/purchase_units/@reference_id=='default'/custom_id")
        let append = PatchOperation(op: .add, path: "/purchase_units/@reference_id=='default'/items/-", value: .object([:]))
        for operation in [move, append] {
            #expect(await failure(rig, order, [operation])?.kind == .configuration)
        }
        #expect(rig.log.requests.isEmpty)
    }
}
