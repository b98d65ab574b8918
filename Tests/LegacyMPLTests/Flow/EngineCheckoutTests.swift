import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// The Orders v2 engine in `ENV_NONE`: the in-process simulator, no network. Each test owns its library
/// instance and simulator (no singleton), so the suite runs in parallel.
@Suite("Orders v2 engine: ENV_NONE checkout, exact callback sequences")
struct EngineCheckoutTests {
    @Test func successMakesTwoInProcessCallsAndOneSuccess() async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS)
        #expect(recorder.requests.isEmpty, "initialization makes no call")
        let calls = try await harness.checkout()
        let orderID = try #require(calls.first?.split(separator: " ").dropFirst().first.map(String.init))
        #expect(calls == ["success \(orderID) \(STATUS_COMPLETED.rawValue)", "exit"])
        let stats = await harness.simulator.stats
        #expect(stats.requests == 2)
        #expect(stats.tokensIssued == 0)
        #expect(stats.ordersCreated == 1)
        #expect(stats.captures == 1)
        #expect(
            recorder.requests.map { "\($0.method) \($0.url.path)" } == [
                "POST /v2/checkout/orders", "POST /v2/checkout/orders/\(orderID)/capture",
            ])
        #expect(recorder.requests.allSatisfy { $0.url.host == "api-m.sandbox.paypal.com" })
    }

    @Test("what Orders v2 cannot carry is logged when the checkout starts, and the checkout still completes")
    func untranslatableFieldsAreLoggedAtCheckout() async throws {
        let marker = "https://shop.example.com/ipn/\(UUID().uuidString)"
        let lines = Locked<[String]>([])
        let token = LegacyLog.capture { line in if line.contains(marker) { lines.withLock { $0.append(line) } } }
        defer { LegacyLog.stopCapture(token) }
        let harness = FlowHarness()
        harness.initialize()
        let payment = Fixtures.advancedPayment(Fixtures.receivers(2))
        payment.ipnUrl = marker
        payment.memo = "memo-\(marker)"
        harness.library.advancedCheckoutWithPayment(payment)
        let calls = Array(try await harness.waitForExit(after: 0))
        #expect(calls.count == 2 && calls[0].hasPrefix("success "), "\(calls)")
        let logged = lines.current
        #expect(logged.count == 2, "\(logged)")
        #expect(logged.contains { $0.hasPrefix("LegacyMPL: parallel payment, IPN_URL_NOT_SENT ipnUrl: ") && $0.contains("webhook") })
        #expect(logged.contains { $0.hasPrefix("LegacyMPL: parallel payment, MEMO_NOT_SENT memo: ") })
    }

    @Test func requestIDsComeFromTheFlowSessionAndSurviveRetries() async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .lostResponse))
        let calls = try await harness.checkout()
        #expect(calls.first?.hasPrefix("success ") == true)
        let ids = recorder.requests.compactMap { $0.header("PayPal-Request-Id") }
        #expect(ids.count == 3)
        let prefix = try #require(ids.first?.dropLast("-create".count))
        #expect(ids == ["\(prefix)-create", "\(prefix)-capture", "\(prefix)-capture"])
    }

    @Test func buyerCancelEndsCanceledWithoutCapture() async throws {
        let simulator = OrdersSimulator()
        let presenter = ScriptedApprovalPresenter { _, orderID in
            _ = try await simulator.cancelOrder(id: orderID)
            return .canceled
        }
        let harness = FlowHarness(configuration: LegacyBackendConfiguration(approvalPresenter: presenter), simulator: simulator)
        harness.initialize()
        #expect(try await harness.checkout() == ["canceled", "exit"])
        let stats = await simulator.stats
        #expect(stats.ordersCreated == 1 && stats.captures == 0)
    }

    @Test func declinedCaptureFailsWithPayPalsDebugID() async throws {
        let harness = FlowHarness { MockErrorTransport(base: $0, code: "INSTRUMENT_DECLINED") }
        harness.initialize()
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.last == "exit")
        let failure = try #require(calls.first)
        #expect(failure.hasPrefix("failed "))
        #expect(failure != "failed " && failure != "failed nil", "the correlation id is PayPal's debug id")
        #expect(harness.message("errorId") == "INSTRUMENT_DECLINED")
        #expect(harness.message("category") == "Application")
        #expect(harness.message("severity") == "Error")
        #expect(harness.message("message")?.contains("INSTRUMENT_DECLINED") == true)
        #expect(await harness.simulator.stats.captures == 0)
    }

    @Test func a503StormShorterThanTheBudgetEndsCapturedOnce() async throws {
        let harness = FlowHarness()
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .status(503), count: 3))
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(await harness.simulator.stats.captures == 1)
    }

    /// The case: the capture ran but its answer was lost, and both retries failed. The server says
    /// COMPLETED, so the app hears success — never "failed" for a buyer who was charged.
    @Test func aLostCaptureWhoseRetriesFailIsReadBackAsSuccess() async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .lostResponse))
        await harness.simulator.inject(.on(.captureOrder, .status(503), count: 2))
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        #expect(await harness.simulator.stats.captures == 1)
        #expect(recorder.requests.last?.method == "GET", "the order was read back after the capture failed")
        #expect(harness.library.payPalContext == nil)
    }

    /// Beyond the budget the engine cannot know: a failure that says so, the context kept; setting the context
    /// again establishes the outcome without a second charge.
    @Test func anUnknownOutcomeKeepsTheContextAndAResumeEndsIt() async throws {
        let harness = FlowHarness()
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .status(503), count: 15))
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("failed ") == true, "\(calls)")
        #expect(harness.message("errorId") == "PAYMENT_OUTCOME_UNKNOWN")
        #expect(harness.message("message")?.contains("Do not start a new payment") == true)
        let context = try #require(harness.library.payPalContext, "the context stays for a resume")
        #expect(await harness.simulator.stats.captures == 0)
        let before = harness.delegate.calls.count
        harness.library.payPalContext = context
        let resumed = Array(try await harness.waitForExit(after: before))
        #expect(resumed.count == 2 && resumed.first?.hasPrefix("success ") == true, "\(resumed)")
        let stats = await harness.simulator.stats
        #expect(stats.captures == 1 && stats.ordersCreated == 1)
    }

    /// A resume while PayPal still cannot be read must not turn "unknown" into "failed": the money may have moved.
    @Test func aResumeThatCannotReadTheOrderStaysUnknownAndKeepsTheContext() async throws {
        let harness = FlowHarness()
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .lostResponse))
        await harness.simulator.inject(.on(.captureOrder, .status(503), count: 14))
        await harness.simulator.inject(.on(.getOrder, .status(500), count: 100))
        let calls = try await harness.checkout()
        #expect(calls.first?.hasPrefix("failed ") == true && harness.message("errorId") == "PAYMENT_OUTCOME_UNKNOWN", "\(calls)")
        let context = try #require(harness.library.payPalContext)
        let before = harness.delegate.calls.count
        harness.library.payPalContext = context
        let resumed = Array(try await harness.waitForExit(after: before))
        #expect(resumed.first?.hasPrefix("failed ") == true && harness.message("errorId") == "PAYMENT_OUTCOME_UNKNOWN", "\(resumed)")
        let kept = try #require(harness.library.payPalContext, "still kept: the capture ran")
        await harness.simulator.clearFaults()
        let last = harness.delegate.calls.count
        harness.library.payPalContext = kept
        let ended = Array(try await harness.waitForExit(after: last))
        #expect(ended.first?.hasPrefix("success ") == true, "\(ended)")
        #expect(await harness.simulator.stats.captures == 1)
    }

    @Test func lostCaptureResponseChargesOnceAndSucceedsOnce() async throws {
        let harness = FlowHarness()
        harness.initialize()
        await harness.simulator.inject(.on(.captureOrder, .lostResponse))
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true && calls.last == "exit")
        let stats = await harness.simulator.stats
        #expect(stats.captures == 1)
        #expect(stats.idempotentReplays == 1)
    }

    @Test func anUntrustedRedirectIsRefusedByTheCapture() async throws {
        let liar = ScriptedApprovalPresenter { _, _ in .approved }
        let harness = FlowHarness(configuration: LegacyBackendConfiguration(approvalPresenter: liar))
        harness.initialize()
        let calls = try await harness.checkout()
        #expect(calls.count == 2 && calls.first?.hasPrefix("failed ") == true)
        #expect(harness.message("errorId") == "ORDER_NOT_APPROVED")
        #expect(await harness.simulator.stats.captures == 0)
    }

    @Test func aPresenterErrorFailsThePayment() async throws {
        struct Closed: Error {}
        let harness = FlowHarness(configuration: LegacyBackendConfiguration(approvalPresenter: ScriptedApprovalPresenter { _, _ in throw Closed() }))
        harness.initialize()
        #expect(try await harness.checkout() == ["failed ", "exit"])
        #expect(harness.message("errorId") == "APPROVAL_FAILED")
    }

    @Test func parallelPaymentIsOneOrderAndOneCapture() async throws {
        let harness = FlowHarness()
        harness.initialize()
        harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(3)))
        let calls = try await harness.waitForExit(after: 0)
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true)
        let stats = await harness.simulator.stats
        #expect(stats.ordersCreated == 1 && stats.requests == 2)
    }

    @Test func checkoutBeforeInitializationFails() async throws {
        let harness = FlowHarness()
        #expect(try await harness.checkout() == ["failed ", "exit"])
        #expect(harness.message("errorId") == "NOT_INITIALIZED")
    }

    @Test func preapprovalWithAnUnknownSetupTokenFails() async throws {
        let harness = FlowHarness()
        harness.initialize()
        harness.library.preapprovalWithKey("PA-1", andMerchantName: "Shop")
        let calls = try await harness.waitForExit(after: 0)
        #expect(calls.count == 2 && calls.first?.hasPrefix("failed") == true && calls.last == "exit")
        #expect(harness.message("errorId") != "PREAPPROVAL_NOT_SUPPORTED")
    }

    @Test func consecutiveCheckoutsEachEndOnce() async throws {
        let harness = FlowHarness()
        harness.initialize()
        for _ in 0..<3 { #expect(try await harness.checkout().count == 2) }
        let stats = await harness.simulator.stats
        #expect(stats.requests == 6 && stats.captures == 3)
    }
}
