import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import SandboxServer
import Testing

@testable import LegacyMPL

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The engine over real HTTP against `orders-sandbox` on loopback, configured through
/// `configureOrdersV2(clientID:secret:baseURL:)`, the buyer approving through the control route.
/// Round trips are counted from the server's request log, excluding `/simulator/` control routes
/// (they stand in for the buyer's browser, not for the library).
@Suite("Orders v2 engine: over orders-sandbox on loopback")
struct EngineSandboxTests {
    /// A started server, its request log and a library configured for it.
    struct Sandbox {
        let server: SandboxServer
        let url: URL
        let log: URL
        let harness: FlowHarness

        init(
            wrapTransport: (@Sendable (any HTTPTransport) -> any HTTPTransport)? = nil, cancel: Bool = false,
            review: AmountReviewDecision = .confirmed
        ) async throws {
            log = FileManager.default.temporaryDirectory.appendingPathComponent("engine-sandbox-\(UUID().uuidString).jsonl")
            server = try SandboxServer(configuration: .init(port: 0, requestLog: log))
            let url = try await server.start()
            self.url = url
            let presenter = ScriptedApprovalPresenter(review: { _ in review }) { _, orderID in
                try await Self.control(url, "/simulator/orders/\(orderID)/\(cancel ? "cancel" : "approve")")
                return cancel ? .canceled : .approved
            }
            harness = FlowHarness(
                configuration: LegacyBackendConfiguration(clientID: "legacy-client", secret: "legacy-secret", baseURL: url, approvalPresenter: presenter),
                wrapTransport: wrapTransport)
            #expect(harness.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        }

        /// `POST` to a control route, as the buyer's browser would.
        static func control(_ base: URL, _ path: String) async throws {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("{}".utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }

        /// The library's calls in the log: `METHOD path` (with `statuses`: `METHOD path STATUS`), control routes excluded.
        func libraryCalls(statuses: Bool = false) throws -> [String] {
            try libraryEntries().map { entry in
                let call = "\(entry["method"] as? String ?? "?") \(Self.shape(entry["path"] as? String ?? "?"))"
                return statuses ? "\(call) \((entry["status"] as? NSNumber)?.intValue ?? 0)" : call
            }
        }

        /// The log's entries of the library's calls (control routes excluded), as JSON objects.
        func libraryEntries() throws -> [[String: Any]] {
            let text = try String(contentsOf: log, encoding: .utf8)
            return try text.split(separator: "\n").compactMap { line in
                let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                guard let path = entry?["path"] as? String, !path.hasPrefix("/simulator/") else { return nil }
                return entry
            }
        }

        /// `/v2/checkout/orders/ID/capture` → `/v2/checkout/orders/{id}/capture`.
        private static func shape(_ path: String) -> String {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > 4, parts[1] == "v2", parts[3] == "orders" else { return path }
            var shaped = parts.map(String.init)
            shaped[4] = "{id}"
            return shaped.joined(separator: "/")
        }

        /// A merchant-server client of the same sandbox (its calls appear in the log too).
        func client() throws -> OrdersClient {
            OrdersClient(
                config: CoreConfig(clientID: "legacy-client", environment: try Environment.custom(baseURL: url)),
                authentication: .clientCredentials(secret: "legacy-secret"), transport: URLSessionTransport())
        }

        func stop() async {
            await server.stop()
            try? FileManager.default.removeItem(at: log)
        }
    }

    @Test func firstCheckoutCostsThreeCallsEachLaterOneTwo() async throws {
        let sandbox = try await Sandbox()
        var counts: [Int] = []
        var total = 0
        for _ in 0..<3 {
            let calls = try await sandbox.harness.checkout()
            #expect(calls.count == 2 && calls.first?.hasSuffix(" \(STATUS_COMPLETED.rawValue)") == true && calls.last == "exit", "\(calls)")
            let now = try sandbox.libraryCalls().count
            counts.append(now - total)
            total = now
        }
        #expect(counts == [3, 2, 2])
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token",
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture",
            ])
        await sandbox.stop()
    }

    @Test func buyerCancel() async throws {
        let sandbox = try await Sandbox(cancel: true)
        #expect(try await sandbox.harness.checkout() == ["canceled", "exit"])
        #expect(try sandbox.libraryCalls() == ["POST /v1/oauth2/token", "POST /v2/checkout/orders"])
        await sandbox.stop()
    }

    @Test func declinedCapture() async throws {
        let sandbox = try await Sandbox { MockErrorTransport(base: $0, code: "INSTRUMENT_DECLINED") }
        let calls = try await sandbox.harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("failed ") == true && calls.first != "failed " && calls.last == "exit")
        #expect(sandbox.harness.message("errorId") == "INSTRUMENT_DECLINED")
        await sandbox.stop()
    }

    @Test func networkFailureMidFlowIsReconciledOverHTTP() async throws {
        let sandbox = try await Sandbox()
        // The capture's answer is lost after the server acted, and both retries hit a 503: the order is read back.
        await sandbox.server.simulator?.inject(.on(.captureOrder, .lostResponse))
        await sandbox.server.simulator?.inject(.on(.captureOrder, .status(503), count: 2))
        let calls = try await sandbox.harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(await sandbox.server.simulator?.stats.captures == 1)
        let library = try sandbox.libraryCalls()
        #expect(
            library.suffix(4) == [
                "POST /v2/checkout/orders/{id}/capture", "POST /v2/checkout/orders/{id}/capture", "POST /v2/checkout/orders/{id}/capture",
                "GET /v2/checkout/orders/{id}",
            ], "\(library)")
        await sandbox.stop()
    }

    @Test func lostCaptureResponse() async throws {
        let sandbox = try await Sandbox()
        await sandbox.server.simulator?.inject(.on(.captureOrder, .lostResponse))
        let calls = try await sandbox.harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(await sandbox.server.simulator?.stats.captures == 1)
        await sandbox.stop()
    }

    @Test func dynamicAmountCheckoutAddsOneReadAndOnePatch() async throws {
        let sandbox = try await Sandbox()
        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "0.80", shipping: "0.70"))
        sandbox.harness.library.delegate = delegate
        sandbox.harness.library.dynamicAmountUpdateEnabled = true
        sandbox.harness.library.checkoutWithPayment(Fixtures.simplePayment())
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success "), "\(calls)")
        let libraryCalls = try sandbox.libraryCalls()
        #expect(
            libraryCalls == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}",
                "PATCH /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
            ])
        await sandbox.stop()
    }

    @Test("a parallel payment with dynamic amounts adds one read and one patch for all its receivers")
    func parallelDynamicAmountsAddOneReadAndOnePatch() async throws {
        let sandbox = try await Sandbox()
        let delegate = ScriptedAmountDelegate(
            .receivers { array in
                for case let entry as PayPalReceiverAmounts in array { entry.amounts.shipping = NSDecimalNumber(string: "0.50") }
                return array
            })
        sandbox.harness.library.delegate = delegate
        sandbox.harness.library.dynamicAmountUpdateEnabled = true
        sandbox.harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(4)))
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success "), "\(calls)")
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}",
                "PATCH /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
            ])
        let orderID = try successKey(calls)
        let order = try await sandbox.client().getOrder(id: orderID)
        #expect(order.purchaseUnits?.map(\.amount.total.value) == ["5.50", "5.50", "5.50", "5.50"])
        await sandbox.stop()
    }

    @Test("AMOUNT_CANCEL_TXN over HTTP: the read, no patch, no capture; the buyer's payment is canceled")
    func dynamicAmountCancelSendsNoCapture() async throws {
        let sandbox = try await Sandbox()
        let delegate = ScriptedAmountDelegate(.code(AMOUNT_CANCEL_TXN))
        sandbox.harness.library.delegate = delegate
        sandbox.harness.library.dynamicAmountUpdateEnabled = true
        sandbox.harness.library.checkoutWithPayment(Fixtures.simplePayment())
        #expect(try await delegate.waitForExit() == ["adjust", "canceled", "exit"])
        #expect(try sandbox.libraryCalls() == ["POST /v1/oauth2/token", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}"])
        #expect(await sandbox.server.simulator?.stats.captures == 0)
        await sandbox.stop()
    }

    @Test(
        "preapproval over HTTP: approved costs two setup-token reads and returns the key; canceled costs one and ends canceled",
        arguments: [true, false])
    func preapprovalOverHTTP(buyerApproves: Bool) async throws {
        let sandbox = try await Sandbox()
        let token = try await sandbox.client().createSetupToken(SetupTokenRequest(paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet())))
        let before = try sandbox.libraryCalls().count
        let approving = FlowHarness(
            configuration: LegacyBackendConfiguration(
                clientID: "legacy-client", secret: "legacy-secret", baseURL: sandbox.url,
                approvalPresenter: ScriptedApprovalPresenter { _, key in
                    guard buyerApproves else { return .canceled }
                    try await Sandbox.control(sandbox.url, "/simulator/setup-tokens/\(key)/approve")
                    return .approved
                }))
        #expect(approving.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        approving.library.preapprovalWithKey(token.id, andMerchantName: "Shop")
        let read = "GET /v3/vault/setup-tokens/\(token.id)"
        if buyerApproves {
            #expect(try await approving.waitForExit(after: 0) == ["success \(token.id) \(STATUS_COMPLETED.rawValue)", "exit"])
            #expect(Array(try sandbox.libraryCalls().dropFirst(before)) == ["POST /v1/oauth2/token", read, read])
            #expect(approving.library.preapprovalDetails?.approved == true)
        } else {
            #expect(try await approving.waitForExit(after: 0) == ["canceled", "exit"])
            #expect(Array(try sandbox.libraryCalls().dropFirst(before)) == ["POST /v1/oauth2/token", read])
            #expect(approving.library.preapprovalDetails?.approved != true)
        }
        await sandbox.stop()
    }

    @Test("a parallel payment with N receivers is one create and one capture in the sandbox log, whatever N", arguments: [2, 3, 6])
    func parallelPaymentCostsTwoCalls(receivers: Int) async throws {
        let sandbox = try await Sandbox()
        _ = try await sandbox.harness.checkout()  // the first checkout also fetches the token
        let before = try sandbox.libraryCalls().count
        sandbox.harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(receivers)))
        let calls = try await sandbox.harness.waitForExit(after: 2)
        #expect(calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(Array(try sandbox.libraryCalls().dropFirst(before)) == ["POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture"])
        await sandbox.stop()
    }

    @Test("a chained payment is one create and one capture in the sandbox log")
    func chainedPaymentCostsTwoCalls() async throws {
        let sandbox = try await Sandbox()
        sandbox.harness.library.advancedCheckoutWithPayment(
            Fixtures.advancedPayment([
                Fixtures.receiver("primary@example.com", subTotal: "30.00", primary: true),
                Fixtures.receiver("secondary@example.com", subTotal: "5.00"),
            ]))
        let calls = try await sandbox.harness.waitForExit(after: 0)
        #expect(calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(try sandbox.libraryCalls() == ["POST /v1/oauth2/token", "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture"])
        await sandbox.stop()
    }

    @Test("the guide's chained example (one primary, two secondaries) over HTTP: one create, one capture, every cent where 2011 put it")
    func guideChainedExampleReconciledToTheCent() async throws {
        let sandbox = try await Sandbox()
        sandbox.harness.library.advancedCheckoutWithPayment(ChainedPaymentTests.guideExample())
        let calls = try await sandbox.harness.waitForExit(after: 0)
        #expect(calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(try sandbox.libraryCalls() == ["POST /v1/oauth2/token", "POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture"])
        // The create request in the sandbox's log: the buyer pays 100.00, split as the chain did.
        let lines = try String(contentsOf: sandbox.log, encoding: .utf8).split(separator: "\n")
        let create = try #require(
            try lines.lazy.map { try JSONValue(parsing: Data($0.utf8)) }
                .first { $0["method"]?.stringValue == "POST" && $0["path"]?.stringValue == "/v2/checkout/orders" })
        let units = try #require(create["request_body"]?["purchase_units"]?.arrayValue)
        #expect(units.map { $0["amount"]?["value"]?.stringValue } == ["10.00", "50.00", "40.00"])
        #expect(units.map { $0["payee"]?["email_address"]?.stringValue } == ["agent@example.com", "band@example.com", "venue@example.com"])
        // What each receiver was paid, read back from the server.
        let orderID = try #require(calls.first.map { String($0.split(separator: " ")[1]) })
        let order = try await sandbox.client().getOrder(id: orderID)
        let paid = (order.purchaseUnits ?? []).map { unit in (unit.payee?.emailAddress, unit.payments?.captures?.map { $0.amount?.value }) }
        #expect(paid.map(\.0) == ["agent@example.com", "band@example.com", "venue@example.com"])
        #expect(paid.map(\.1) == [["10.00"], ["50.00"], ["40.00"]])
        await sandbox.stop()
    }

    @Test("payPalContext over HTTP: a restarted app (new library, new token) resumes the same order; one create in the log")
    func resumeAfterRestart() async throws {
        let sandbox = try await Sandbox()
        let shown = EngineResumeTests.Flag()
        let killed = FlowHarness(
            configuration: LegacyBackendConfiguration(
                clientID: "legacy-client", secret: "legacy-secret", baseURL: sandbox.url,
                approvalPresenter: ScriptedApprovalPresenter { _, _ in
                    shown.set()
                    try await EngineResumeTests.hang()
                }))
        #expect(killed.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        killed.library.checkoutWithPayment(Fixtures.simplePayment())
        try await shown.wait()
        let saved = try EngineResumeTests.stored(killed.library)
        let orderID = try #require(saved["sessionToken"] as? String)

        let context = PayPalContext()
        #expect(context.deserialize(saved))
        context.environment = ENV_SANDBOX
        sandbox.harness.library.payPalContext = context
        #expect(try await sandbox.harness.waitForExit(after: 0) == ["success \(orderID) \(STATUS_COMPLETED.rawValue)", "exit"])
        #expect(
            try sandbox.libraryCalls() == [
                "POST /v1/oauth2/token", "POST /v2/checkout/orders",
                "POST /v1/oauth2/token", "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
            ])
        #expect(await sandbox.server.simulator?.stats.ordersCreated == 1)
        #expect(await sandbox.server.simulator?.stats.captures == 1)
        await sandbox.stop()
    }

    @Test("every call the library makes passes through the configuration's transport wrapper (what mpl-demo prints)")
    func transportWrapperSeesEveryCall() async throws {
        let recorder = RequestRecorder()
        let sandbox = try await Sandbox()
        let observed = FlowHarness(
            configuration: LegacyBackendConfiguration(
                clientID: "legacy-client", secret: "legacy-secret", baseURL: sandbox.url,
                approvalPresenter: ScriptedApprovalPresenter { _, orderID in
                    try await Sandbox.control(sandbox.url, "/simulator/orders/\(orderID)/approve")
                    return .approved
                },
                wrapTransport: recorder.wrap))
        #expect(observed.initialize(ENV_SANDBOX) == STATUS_COMPLETED_SUCCESS)
        #expect(try await observed.checkout().first?.hasPrefix("success ") == true)
        #expect(recorder.requests.map { "\($0.method) \($0.url.path)" }.count == (try sandbox.libraryCalls().count))
        #expect(recorder.requests.map(\.method) == ["POST", "POST", "POST"])
        await sandbox.stop()
    }
}
