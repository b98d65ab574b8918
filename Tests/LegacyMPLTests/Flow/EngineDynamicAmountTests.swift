import Foundation
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// Dynamic amount calculation in `ENV_NONE`: after the demo buyer approves with the demo address the
/// engine reads the order once, asks the delegate, patches at most once and captures the adjusted total.
@Suite("Orders v2 engine: dynamic amounts (ENV_NONE)")
struct EngineDynamicAmountTests {
    /// A harness whose delegate is `delegate`, dynamic amounts and shipping set as given.
    static func harness(
        _ delegate: ScriptedAmountDelegate, dynamic: Bool = true, shipping: Bool = true, recorder: RequestRecorder
    ) -> FlowHarness {
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.library.delegate = delegate
        harness.library.dynamicAmountUpdateEnabled = dynamic
        harness.library.shippingEnabled = shipping
        #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS)
        return harness
    }

    static func paths(_ recorder: RequestRecorder) -> [String] {
        recorder.requests.map { request in
            let parts = request.url.path.split(separator: "/").map(String.init)
            let shaped = parts.count > 3 ? parts.enumerated().map { $0.offset == 3 ? "{id}" : $0.element } : parts
            return "\(request.method) /" + shaped.joined(separator: "/")
        }
    }

    /// The captured amount of order `id`, read from the simulator.
    static func captured(_ harness: FlowHarness, _ id: String) async throws -> String? {
        let client = OrdersClient(
            config: CoreConfig(clientID: LegacyBackend.demoClientID, environment: .sandbox),
            transport: SimulatorTransport(simulator: harness.simulator))
        return try await client.getOrder(id: id).captures.first?.amount?.value
    }

    static func payment() -> PayPalPayment {
        let payment = Fixtures.simplePayment(subTotal: "10.00")
        payment.invoiceData = Fixtures.invoice(tax: "1.00", shipping: "2.00")
        return payment
    }

    /// The guide's `DynamicAmountViewController : PaymentViewController` in Swift: the adjust method only the
    /// subclass adds is not seen (the protocol's default was bound to the base class, which Swift cannot change
    /// without the Objective-C runtime); the amounts stay, the payment succeeds, and a warning says why.
    @Test func aDelegateWithoutAdjustMethodGetsAWarning() async throws {
        let lines = Locked<[String]>([])
        let token = LegacyLog.capture { line in lines.withLock { $0.append(line) } }
        defer { LegacyLog.stopCapture(token) }
        let harness = FlowHarness()
        harness.library.delegate = harness.delegate
        harness.library.dynamicAmountUpdateEnabled = true
        #expect(harness.initialize() == STATUS_COMPLETED_SUCCESS)
        let calls = try await harness.checkout(Self.payment())
        #expect(calls.first?.hasPrefix("success ") == true)
        #expect(lines.current.contains { $0.contains("warning: dynamicAmountUpdateEnabled is on but the delegate implements no adjustAmountsForAddress") })
    }

    @Test func simpleDelegateAdjustsAndTheBuyerPaysTheNewTotal() async throws {
        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "10.00", tax: "1.50", shipping: "2.00"))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success ") && calls[2] == "exit")
        #expect(delegate.simpleArguments == ["10", "1", "2", "USD"])
        let address = try #require(delegate.addresses.first)
        #expect(address.countrycode != nil && address.street1 != nil && address.city != nil)
        #expect(
            Self.paths(recorder) == [
                "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "PATCH /v2/checkout/orders/{id}",
                "POST /v2/checkout/orders/{id}/capture",
            ])
        let patch = try #require(recorder.requests.first { $0.method == "PATCH" })
        let operations = try JSONDecoder().decode([PatchOperation].self, from: try #require(patch.body))
        #expect(operations.count == 1)
        #expect(operations.first?.path == "/purchase_units/@reference_id=='default'/amount")
        let orderID = try successKey(calls)
        #expect(try await Self.captured(harness, orderID) == "13.50")
    }

    @Test func deprecatedSimpleFormIsHonoured() async throws {
        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "8.00", tax: nil, shipping: nil), deprecatedOnly: true)
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        let calls = try await delegate.waitForExit()
        #expect(calls.first == "adjust" && calls.dropFirst().first?.hasPrefix("success ") == true)
        let orderID = try successKey(calls)
        #expect(try await Self.captured(harness, orderID) == "8.00")
    }

    @Test func itemsStayAndALowerAmountBecomesADiscount() async throws {
        let delegate = ScriptedAmountDelegate(.amounts(currency: "USD", amount: "15.00", tax: nil, shipping: "3.00"))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        let payment = Fixtures.simplePayment(subTotal: "20.00")
        payment.invoiceData = Fixtures.invoice(items: [Fixtures.item("Mug", price: "10.00", count: 2, total: "20.00")])
        harness.library.checkoutWithPayment(payment)
        let calls = try await delegate.waitForExit()
        #expect(calls.dropFirst().first?.hasPrefix("success ") == true, "\(calls) \(harness.library.responseMessage ?? [:])")
        let patch = try #require(recorder.requests.first { $0.method == "PATCH" })
        let text = String(decoding: try #require(patch.body), as: UTF8.self)
        #expect(text.contains("\"discount\"") && text.contains("\"item_total\""))
        let orderID = try successKey(calls)
        #expect(try await Self.captured(harness, orderID) == "18.00")
    }

    @Test func advancedDelegateAdjustsEachReceiverInOnePatch() async throws {
        let delegate = ScriptedAmountDelegate(
            .receivers { array in
                for case let entry as PayPalReceiverAmounts in array {
                    entry.amounts.shipping = NSDecimalNumber(string: entry.recipient == "r0@example.com" ? "0.50" : "0.75")
                }
                return array
            })
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(2)))
        let calls = try await delegate.waitForExit()
        #expect(calls.first == "adjust" && calls.dropFirst().first?.hasPrefix("success ") == true, "\(calls)")
        #expect(Self.paths(recorder).filter { $0.hasPrefix("GET") || $0.hasPrefix("PATCH") }.count == 2)
        let patch = try #require(recorder.requests.first { $0.method == "PATCH" })
        let operations = try JSONDecoder().decode([PatchOperation].self, from: try #require(patch.body))
        #expect(operations.count == 2)
        let stats = await harness.simulator.stats
        #expect(stats.captures >= 1 && stats.ordersCreated == 1)
    }

    @Test func cancelTxnCancelsWithoutCapture() async throws {
        let delegate = ScriptedAmountDelegate(.code(AMOUNT_CANCEL_TXN))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        #expect(try await delegate.waitForExit() == ["adjust", "canceled", "exit"])
        #expect(await harness.simulator.stats.captures == 0)
    }

    @Test(arguments: [(AMOUNT_ERROR_SERVER, "AMOUNT_ERROR_SERVER"), (AMOUNT_ERROR_OTHER, "AMOUNT_ERROR_OTHER")])
    func errorCodesFailClearly(code: PayPalAmountErrorCode, errorId: String) async throws {
        let delegate = ScriptedAmountDelegate(.code(code))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        #expect(try await delegate.waitForExit() == ["adjust", "failed", "exit"])
        #expect(harness.message("errorId") == errorId)
        #expect(harness.message("message")?.contains("not charged") == true)
        #expect(await harness.simulator.stats.captures == 0)
    }

    @Test(
        arguments: [
            ("XYZ", "10.00", "currency XYZ is not one PayPal accepts"),
            ("USD", "-1.00", "payment_amount -1"),
            ("USD", "10.001", "payment_amount 10.001"),
            ("USD", nil, "payment_amount is nil"),
        ] as [(String, String?, String)])
    func invalidAdjustedAmountsFailAndNothingIsCaptured(currency: String, amount: String?, expected: String) async throws {
        let delegate = ScriptedAmountDelegate(.amounts(currency: currency, amount: amount, tax: nil, shipping: nil))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        #expect(try await delegate.waitForExit() == ["adjust", "failed", "exit"])
        #expect(harness.message("errorId") == "INVALID_ADJUSTED_AMOUNTS")
        #expect(harness.message("message")?.contains(expected) == true, "\(harness.message("message") ?? "")")
        #expect(!Self.paths(recorder).contains { $0.hasPrefix("PATCH") })
        #expect(await harness.simulator.stats.captures == 0)
    }

    @Test func jpyAmountsWithDecimalsAreRefused() async throws {
        let delegate = ScriptedAmountDelegate(.amounts(currency: "JPY", amount: "1000.5", tax: nil, shipping: nil))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.checkoutWithPayment(Fixtures.simplePayment(subTotal: "1000", currency: "JPY"))
        #expect(try await delegate.waitForExit() == ["adjust", "failed", "exit"])
        #expect(harness.message("message")?.contains("1000.5") == true)
    }

    @Test func advancedReceiversMustMatch() async throws {
        let delegate = ScriptedAmountDelegate(
            .receivers { array in
                (array.firstObject as? PayPalReceiverAmounts)?.recipient = "stranger@example.com"
                return array
            })
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(2)))
        #expect(try await delegate.waitForExit() == ["adjust", "failed", "exit"])
        #expect(harness.message("message")?.contains("stranger@example.com") == true)
    }

    /// Every receiver's shipping set to `shipping`.
    private static func rewriteReceivers(shipping: String) -> ScriptedAmountDelegate.Answer {
        .receivers { array in
            for case let entry as PayPalReceiverAmounts in array { entry.amounts.shipping = NSDecimalNumber(string: shipping) }
            return array
        }
    }

    @Test func deprecatedAdvancedFormIsHonoured() async throws {
        let delegate = ScriptedAmountDelegate(Self.rewriteReceivers(shipping: "0.75"), deprecatedOnly: true)
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, recorder: recorder)
        harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(3)))
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 3 && calls[0] == "adjust" && calls[1].hasPrefix("success ") && calls[2] == "exit", "\(calls)")
        let patch = try #require(recorder.requests.first { $0.method == "PATCH" })
        let operations = try JSONDecoder().decode([PatchOperation].self, from: try #require(patch.body))
        #expect(operations.count == 3)
        let text = String(decoding: try #require(patch.body), as: UTF8.self)
        #expect(text.components(separatedBy: "\"5.75\"").count - 1 == 3, "each receiver pays 5.00 + 0.75 shipping: \(text)")
        #expect(Self.paths(recorder).filter { $0.hasPrefix("PATCH") }.count == 1)
    }

    @Test(
        arguments: [
            (AMOUNT_CANCEL_TXN, "canceled", nil),
            (AMOUNT_ERROR_SERVER, "failed", "AMOUNT_ERROR_SERVER"),
            (AMOUNT_ERROR_OTHER, "failed", "AMOUNT_ERROR_OTHER"),
        ] as [(PayPalAmountErrorCode, String, String?)])
    func advancedErrorCodesEndTheCheckout(code: PayPalAmountErrorCode, ending: String, errorId: String?) async throws {
        for deprecatedOnly in [false, true] {
            let delegate = ScriptedAmountDelegate(.code(code), deprecatedOnly: deprecatedOnly)
            let recorder = RequestRecorder()
            let harness = Self.harness(delegate, recorder: recorder)
            harness.library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(2)))
            let calls = try await delegate.waitForExit()
            if deprecatedOnly {
                // The deprecated form has no error code: nil keeps the amounts and the buyer pays them.
                #expect(calls.count == 3 && calls[1].hasPrefix("success "), "\(calls) \(harness.library.responseMessage ?? [:])")
                continue
            }
            #expect(calls == ["adjust", ending, "exit"])
            if let errorId { #expect(harness.message("errorId") == errorId) }
            #expect(!Self.paths(recorder).contains { $0.hasPrefix("PATCH") })
            #expect(await harness.simulator.stats.captures == 0)
        }
    }

    @Test func unchangedOrUnimplementedMeansNoPatch() async throws {
        for answer in [ScriptedAmountDelegate.Answer.keep, .amounts(currency: "USD", amount: "10", tax: "1", shipping: "2")] {
            let delegate = ScriptedAmountDelegate(answer)
            let recorder = RequestRecorder()
            let harness = Self.harness(delegate, recorder: recorder)
            harness.library.checkoutWithPayment(Self.payment())
            let calls = try await delegate.waitForExit()
            #expect(calls.first == "adjust" && calls.dropFirst().first?.hasPrefix("success ") == true)
            #expect(
                Self.paths(recorder) == [
                    "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}", "POST /v2/checkout/orders/{id}/capture",
                ])
        }
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.library.dynamicAmountUpdateEnabled = true
        harness.initialize()
        #expect(try await harness.checkout().first?.hasPrefix("success ") == true)
        #expect(Self.paths(recorder).count == 3, "a delegate without the callbacks: one read, no patch")
    }

    @Test func shippingDisabledNeverAsksTheDelegate() async throws {
        let delegate = ScriptedAmountDelegate(.code(AMOUNT_CANCEL_TXN))
        let recorder = RequestRecorder()
        let harness = Self.harness(delegate, shipping: false, recorder: recorder)
        harness.library.checkoutWithPayment(Self.payment())
        let calls = try await delegate.waitForExit()
        #expect(calls.count == 2 && calls[0].hasPrefix("success "))
        #expect(Self.paths(recorder) == ["POST /v2/checkout/orders", "POST /v2/checkout/orders/{id}/capture"])
    }
}
