import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import SandboxServer
import Testing

@testable import LegacyMPL

/// Dynamic amounts the buyer sees, over HTTP against `orders-sandbox`: the round trips of each case from the server's
/// request log (`/simulator/` control routes, the buyer's browser, left out).
extension EngineSandboxTests {
    /// Checks out ``EngineDynamicAmountTests/payment()`` (13.00) on `sandbox` with dynamic amounts and `delegate`;
    /// returns the delegate's calls.
    static func dynamicCheckout(_ sandbox: Sandbox, _ delegate: ScriptedAmountDelegate) async throws -> [String] {
        sandbox.harness.library.delegate = delegate
        sandbox.harness.library.dynamicAmountUpdateEnabled = true
        sandbox.harness.library.checkoutWithPayment(EngineDynamicAmountTests.payment())
        return try await delegate.waitForExit()
    }

    /// The `user_action` of each create in the log.
    static func userActions(_ sandbox: Sandbox) throws -> [String?] {
        try sandbox.libraryEntries().filter { ($0["path"] as? String) == "/v2/checkout/orders" }.map { entry in
            let body = entry["request_body"] as? [String: Any]
            let wallet = (body?["payment_source"] as? [String: Any])?["paypal"] as? [String: Any]
            return (wallet?["experience_context"] as? [String: Any])?["user_action"] as? String
        }
    }

    @Test("a raise within 115 % over HTTP: created with CONTINUE, one read, one patch, the buyer's review, one capture")
    func reviewedRaiseOverHTTP() async throws {
        let sandbox = try await Sandbox()
        let calls = try await Self.dynamicCheckout(sandbox, EngineAmountReviewTests.adjusting())
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(
            try sandbox.libraryCalls(statuses: true) == [
                "POST /v1/oauth2/token 200", "POST /v2/checkout/orders 201", "GET /v2/checkout/orders/{id} 200",
                "PATCH /v2/checkout/orders/{id} 204", "POST /v2/checkout/orders/{id}/capture 201",
            ])
        #expect(try Self.userActions(sandbox) == ["CONTINUE"])
        let order = try await sandbox.client().getOrder(id: try successKey(calls))
        #expect(order.captures.map { $0.amount?.value } == ["13.50"])
        await sandbox.stop()
    }

    @Test("a declined review over HTTP: the read and the patch, no capture; canceled")
    func declinedReviewOverHTTP() async throws {
        let sandbox = try await Sandbox(review: .declined)
        #expect(try await Self.dynamicCheckout(sandbox, EngineAmountReviewTests.adjusting()) == ["adjust", "canceled", "exit"])
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
            ])
        #expect(await sandbox.server.simulator?.stats.captures == 0)
        await sandbox.stop()
    }

    @Test("unchanged amounts over HTTP: one read more than without dynamic amounts, no patch, no review")
    func unchangedOverHTTP() async throws {
        let sandbox = try await Sandbox(review: .declined)
        let calls = try await Self.dynamicCheckout(sandbox, ScriptedAmountDelegate(.keep))
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
            ])
        await sandbox.stop()
    }

    @Test("a raise beyond 115 % over HTTP: the patch is refused (422), a new PAY_NOW order is approved and the only one captured")
    func reapprovalOverHTTP() async throws {
        let sandbox = try await Sandbox()
        let calls = try await Self.dynamicCheckout(sandbox, EngineReapprovalTests.raising())
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success "), "\(calls)")
        #expect(
            try sandbox.libraryCalls(statuses: true) == [
                "POST /v1/oauth2/token 200", "POST /v2/checkout/orders 201", "GET /v2/checkout/orders/{id} 200",
                "PATCH /v2/checkout/orders/{id} 422", "POST /v2/checkout/orders 201", "POST /v2/checkout/orders/{id}/capture 201",
            ])
        #expect(try Self.userActions(sandbox) == ["CONTINUE", "PAY_NOW"])
        let requestIDs = try sandbox.libraryEntries().compactMap { $0["request_id"] as? String }
        #expect(requestIDs.count == 3 && requestIDs[1].hasSuffix("-reapproval-create") && requestIDs[2].hasSuffix("-reapproval-capture"), "\(requestIDs)")
        let stats = await sandbox.server.simulator?.stats
        #expect(stats?.ordersCreated == 2 && stats?.captures == 1)
        let captured = try await sandbox.client().getOrder(id: try successKey(calls))
        #expect(captured.captures.map { $0.amount?.value } == ["16.75"])
        await sandbox.stop()
    }

    @Test("a new currency over HTTP: no patch; a new order in EUR, approved and captured")
    func currencyChangeOverHTTP() async throws {
        let sandbox = try await Sandbox()
        let delegate = ScriptedAmountDelegate(.amounts(currency: "EUR", amount: "12.00", tax: nil, shipping: "1.00"))
        let calls = try await Self.dynamicCheckout(sandbox, delegate)
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls)")
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}",
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
            ])
        let captured = try await sandbox.client().getOrder(id: try successKey(calls))
        #expect(captured.captures.map { $0.amount?.description } == ["13.00 EUR"])
        #expect(await sandbox.server.simulator?.stats.captures == 1)
        await sandbox.stop()
    }

    @Test(
        "SandboxBuyerPresenter: approves both orders through the control route and confirms; declining cancels",
        arguments: [AmountReviewDecision.confirmed, .declined])
    func sandboxBuyer(review: AmountReviewDecision) async throws {
        let sandbox = try await Sandbox()
        let controlCalls = Locked<[String]>([])
        let buyer = SandboxBuyerPresenter(baseURL: sandbox.url, review: review) { path, status in
            controlCalls.withLock { $0.append("\(path.split(separator: "/").last ?? "") \(status)") }
        }
        let harness = FlowHarness(
            configuration: LegacyBackendConfiguration(
                clientID: "legacy-client", secret: "legacy-secret", baseURL: sandbox.url, approvalPresenter: buyer))
        #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        let raising = EngineReapprovalTests.raising()
        harness.library.delegate = raising
        harness.library.dynamicAmountUpdateEnabled = true
        harness.library.checkoutWithPayment(EngineDynamicAmountTests.payment())
        let calls = try await raising.waitForExit()
        #expect(calls.count == 3 && calls[1].hasPrefix("success "), "a new approval needs no review: \(calls)")
        #expect(controlCalls.current == ["approve 200", "approve 200"])

        let adjusting = EngineAmountReviewTests.adjusting()
        harness.library.delegate = adjusting
        harness.library.checkoutWithPayment(EngineDynamicAmountTests.payment())
        let reviewed = try await adjusting.waitForExit()
        #expect(review == .confirmed ? reviewed[1].hasPrefix("success ") : reviewed == ["adjust", "canceled", "exit"], "\(reviewed)")
        #expect(await sandbox.server.simulator?.stats.captures == (review == .confirmed ? 2 : 1))
        await sandbox.stop()
    }
}
