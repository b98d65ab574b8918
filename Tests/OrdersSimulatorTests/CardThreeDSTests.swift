import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@Suite("Cards: 3DS payer action")
struct CardThreeDSTests {
    private func confirmed(_ harness: SimulatorHarness, _ card: TestCard, method: String) async -> (String, HTTPResponse) {
        let id = await harness.createdID()
        return (id, await harness.confirm(id, Cards.confirm(Cards.card(card.rawValue), method: method)))
    }

    @Test("SCA_ALWAYS: PAYER_ACTION_REQUIRED with a helios payer-action link; capture refused until the payer completes the challenge")
    func scaAlways() async throws {
        let harness = SimulatorHarness()
        let (id, response) = await confirmed(harness, .approve, method: "SCA_ALWAYS")
        #expect(response.json["status"] == .string("PAYER_ACTION_REQUIRED"))
        let link = response.json["links"]?.arrayValue?.first { $0["rel"] == .string("payer-action") }?["href"]?.stringValue ?? ""
        #expect(link == "\(SimulatorHarness.base)/webapps/helios?action=verify&flow=3ds&cart_id=\(id)")
        #expect((await harness.capture(id)).issues == ["PAYER_ACTION_REQUIRED"])

        let approved = await harness.send("POST", "/simulator/orders/\(id)/approve", auth: nil)
        #expect(approved.json["status"] == .string("APPROVED"))
        let result = (await harness.order(id))["payment_source"]?["card"]?["authentication_result"]
        #expect(result?["liability_shift"] == .string("POSSIBLE"))
        #expect(result?["three_d_secure"]?["authentication_status"] == .string("Y"))
        #expect(result?["three_d_secure"]?["enrollment_status"] == .string("Y"))
        #expect((await harness.order(id))["payer"] == nil)
        #expect((await harness.capture(id, requestID: "cap-3ds")).json["status"] == .string("COMPLETED"))
    }

    @Test(
        "outcome per test card and method",
        arguments: [
            (TestCard.approve, "SCA_WHEN_REQUIRED", "APPROVED", nil as String?, nil as String?),
            (.challenge, "SCA_WHEN_REQUIRED", "PAYER_ACTION_REQUIRED", "POSSIBLE", "Y"),
            (.frictionless, "SCA_WHEN_REQUIRED", "APPROVED", "POSSIBLE", "Y"),
            (.frictionless, "SCA_ALWAYS", "APPROVED", "POSSIBLE", "Y"),
            (.authenticationFailed, "SCA_WHEN_REQUIRED", "PAYER_ACTION_REQUIRED", "NO", "N"),
            (.authenticationUnavailable, "SCA_ALWAYS", "APPROVED", "UNKNOWN", nil),
            (.declineAtCompletion, "SCA_ALWAYS", "PAYER_ACTION_REQUIRED", "POSSIBLE", "Y"),
        ])
    func outcomes(card: TestCard, method: String, status: String, liability: String?, authentication: String?) async throws {
        let harness = SimulatorHarness()
        let (id, response) = await confirmed(harness, card, method: method)
        #expect(response.json["status"] == .string(status))
        if status == "PAYER_ACTION_REQUIRED" {
            #expect(response.json["payment_source"]?["card"]?["authentication_result"] == nil)
            try await harness.simulator.approveOrder(id: id)
        }
        let result = (await harness.order(id))["payment_source"]?["card"]?["authentication_result"]
        #expect(result?["liability_shift"]?.stringValue == liability)
        #expect(result?["three_d_secure"]?["authentication_status"]?.stringValue == authentication)
        #expect((await harness.order(id))["status"] == .string("APPROVED"))
    }

    @Test("the payer cancels the challenge: the order stays PAYER_ACTION_REQUIRED with no result, and can be completed later")
    func cancel() async throws {
        let harness = SimulatorHarness()
        let (id, _) = await confirmed(harness, .challenge, method: "SCA_WHEN_REQUIRED")
        let canceled = await harness.send("POST", "/simulator/orders/\(id)/cancel", auth: nil)
        #expect(canceled.json["status"] == .string("PAYER_ACTION_REQUIRED"))
        #expect(await harness.simulator.payerCanceled(orderID: id) == true)
        #expect((await harness.order(id))["payment_source"]?["card"]?["authentication_result"] == nil)
        #expect(try await harness.simulator.approveOrder(id: id).status == .approved)
    }

    @Test("confirming an approved card order again is PAYMENT_ALREADY_APPROVED")
    func confirmTwice() async {
        let harness = SimulatorHarness()
        let (id, _) = await confirmed(harness, .approve, method: "SCA_WHEN_REQUIRED")
        #expect((await harness.confirm(id, Cards.confirm())).issues == ["PAYMENT_ALREADY_APPROVED"])
    }
}
