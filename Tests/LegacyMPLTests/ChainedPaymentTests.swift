import Foundation
import OrdersCore
import PaymentsTestSupport
import Testing

@testable import LegacyMPL

/// Chained payments over Orders v2: one unit paying the primary, the secondary's share as platform fee.
@Suite("Chained payments: translation, validation and an ENV_NONE checkout")
struct ChainedPaymentTests {
    private func money(_ value: String) -> String { #"{"currency_code":"USD","value":"\#(value)"}"# }

    /// The guide's example, with one secondary: the buyer pays the primary 100, who passes 90 on.
    private func chained(primary: String = "100.00", secondary: String = "90.00") -> PayPalAdvancedPayment {
        Fixtures.advancedPayment([
            Fixtures.receiver("agent@example.com", subTotal: primary, primary: true),
            Fixtures.receiver("artist@example.com", subTotal: secondary),
        ])
    }

    @Test func oneSecondaryBecomesThePrimaryUnitsPlatformFee() throws {
        let plan = try chained().orderPlan(options: LegacyTranslationOptions(feePayer: FEEPAYER_PRIMARYRECEIVER))
        let expected = """
            {"intent":"CAPTURE","purchase_units":[{
              "amount":{"currency_code":"USD","value":"100.00","breakdown":{"item_total":\(money("100.00"))}},
              "payee":{"email_address":"agent@example.com"},
              "payment_instruction":{"disbursement_mode":"INSTANT",
                "platform_fees":[{"amount":\(money("90.00")),"payee":{"email_address":"artist@example.com"}}]}}],
             "payment_source":{"paypal":{"experience_context":{"shipping_preference":"GET_FROM_FILE","user_action":"PAY_NOW"}}}}
            """
        let text = try JSON.text(of: plan)
        #expect(try JSON.value(of: plan) == JSON.value(expected), "\(text)")
        #expect(plan.kind == .chained)
        #expect(plan.units == [LegacyPlannedUnit(referenceId: "default", receiverIndex: 0, recipient: "agent@example.com")])
        // FEEPAYER_PRIMARYRECEIVER is what Orders v2 does: no fee-payer note.
        #expect(plan.noteCodes == [.chainedSecondaryAsPlatformFee])
        #expect(plan.notes[0].path == "receiverPaymentDetails[1].isPrimary")
        #expect(plan.notes[0].message.contains("90.00 USD"))
    }

    @Test func primaryMayComeAfterTheSecondaryAndCarriesItsBreakdown() throws {
        let primary = Fixtures.receiver("agent@example.com", subTotal: "20.00", primary: true)
        primary.invoiceData = Fixtures.invoice(tax: "1.00", shipping: "2.00")
        primary.customId = "order-7"
        let secondary = Fixtures.receiver("artist@example.com", subTotal: "5.00")
        secondary.invoiceData = Fixtures.invoice(tax: "0.50")
        let plan = try Fixtures.advancedPayment([secondary, primary]).orderPlan()
        let unit = try #require(plan.request.purchaseUnits.first)
        #expect(plan.request.purchaseUnits.count == 1)
        #expect(unit.amount.total.value == "23.00" && unit.customId == "order-7" && unit.referenceId == nil)
        // The secondary's share is its total: subTotal + tax + shipping.
        #expect(unit.paymentInstruction?.platformFees?.first?.amount.value == "5.50")
        #expect(plan.units.first?.receiverIndex == 1)
    }

    @Test func everyFeePayerHasADocumentedBehaviour() throws {
        for feePayer in [FEEPAYER_SENDER, FEEPAYER_EACHRECEIVER, FEEPAYER_SECONDARYONLY] {
            let plan = try chained().orderPlan(options: LegacyTranslationOptions(feePayer: feePayer))
            let note = try #require(plan.notes.first { $0.code == .feePayerNotApplied })
            #expect(note.message.contains("primary receiver (the payee) pays PayPal's fees on the whole amount"))
        }
        // Parallel and simple payments honour FEEPAYER_EACHRECEIVER only.
        let parallel = try Fixtures.advancedPayment(Fixtures.receivers(2)).orderPlan(options: LegacyTranslationOptions(feePayer: FEEPAYER_PRIMARYRECEIVER))
        #expect(parallel.noteCodes == [.feePayerNotApplied])
        #expect(parallel.notes[0].message.contains("applies to chained payments only"))
        #expect(try Fixtures.advancedPayment(Fixtures.receivers(2)).orderPlan().notes.isEmpty)
    }

    @Test func secondaryDetailsAreReportedNotDropped() throws {
        let payment = chained()
        let secondary = try #require(payment.receiverPaymentDetails[1] as? PayPalReceiverPaymentDetails)
        secondary.paymentType = TYPE_SERVICE
        secondary.paymentSubType = SUBTYPE_AFFILIATE_PAYMENTS
        secondary.description = "Artwork"
        secondary.customId = "art-1"
        secondary.merchantName = "Artist"
        secondary.invoiceData = Fixtures.invoice(items: [Fixtures.item("Print", price: "90.00", count: 1, total: "90.00")])
        payment.ipnUrl = "https://example.com/ipn"
        payment.memo = "Thanks"
        payment.merchantName = "Agency"
        let plan = try payment.orderPlan()
        let dropped = plan.notes.filter { $0.code == .secondaryDetailNotSent }.map(\.path)
        #expect(
            dropped
                == ["invoiceData.invoiceItems", "description", "customId", "paymentType", "paymentSubType", "merchantName"]
                .map { "receiverPaymentDetails[1].\($0)" })
        #expect(plan.noteCodes.contains(.ipnUrlNotSent) && plan.noteCodes.contains(.memoNotSent))
        #expect(plan.request.paymentSource?.paypal?.experienceContext?.brandName == "Agency")
        #expect(plan.request.purchaseUnits[0].items == nil)
    }

    /// The guide's example: the sender pays the primary $100; the primary keeps $10 and passes $90 to two
    /// secondaries.
    static func guideExample() -> PayPalAdvancedPayment {
        let primary = Fixtures.receiver("agent@example.com", subTotal: "92.00", primary: true)
        primary.invoiceData = PayPalInvoiceData()
        primary.invoiceData.totalTax = NSDecimalNumber(string: "5.00")
        primary.invoiceData.totalShipping = NSDecimalNumber(string: "3.00")
        primary.description = "Concert tickets"
        primary.customId = "ORDER-7"
        return Fixtures.advancedPayment([
            primary,
            Fixtures.receiver("band@example.com", subTotal: "50.00"),
            Fixtures.receiver("venue@example.com", subTotal: "40.00"),
        ])
    }

    @Test("2 to 5 secondaries: one unit per receiver, the primary's holding what it keeps; the buyer pays the primary's total")
    func severalSecondariesSplitIntoUnits() throws {
        let plan = try Self.guideExample().orderPlan()
        let units = plan.request.purchaseUnits
        #expect(units.map(\.referenceId) == ["receiver-0", "receiver-1", "receiver-2"])
        #expect(units.map(\.payee?.emailAddress) == ["agent@example.com", "band@example.com", "venue@example.com"])
        #expect(units.map(\.amount.total.value) == ["10.00", "50.00", "40.00"])
        #expect(units.reduce(Decimal(0)) { $0 + $1.amount.total.amount } == 100, "the buyer pays the primary's total, to the cent")
        // The primary keeps 10.00: its tax and shipping fit, its items total is what remains.
        let kept = try #require(units[0].amount.breakdown)
        #expect(kept.itemTotal?.value == "2.00" && kept.taxTotal?.value == "5.00" && kept.shipping?.value == "3.00")
        #expect(units[0].description == "Concert tickets" && units[0].customId == "ORDER-7")
        #expect(units.allSatisfy { $0.paymentInstruction == nil }, "no platform fee")
        #expect(plan.units.map(\.receiverIndex) == [0, 1, 2])
        #expect(plan.notes.contains { $0.code == .chainedAsSplitUnits && $0.message.contains("100") && $0.message.contains("10") })
        #expect(!plan.notes.contains { $0.code == .feePayerNotApplied }, "each payee pays its own fees: FEEPAYER_EACHRECEIVER, the default")
    }

    @Test("a primary that keeps less than its tax and shipping: its unit is the kept amount alone; its items are not sent")
    func primaryKeepingLittle() throws {
        let payment = Self.guideExample()
        let primary = try #require(payment.receiverPaymentDetails[0] as? PayPalReceiverPaymentDetails)
        primary.subTotal = NSDecimalNumber(string: "86.00")  // total 94.00, keeps 4.00 < tax + shipping
        let plan = try payment.orderPlan()
        let kept = try #require(plan.request.purchaseUnits[0].amount.breakdown)
        #expect(plan.request.purchaseUnits[0].amount.total.value == "4.00")
        #expect(kept.itemTotal?.value == "4.00" && kept.taxTotal == nil && kept.shipping == nil)
        #expect(plan.request.purchaseUnits[0].items == nil)
    }

    @Test("a primary that keeps nothing gets no unit of its own")
    func primaryKeepingNothing() throws {
        let payment = Fixtures.advancedPayment([
            Fixtures.receiver("agent@example.com", subTotal: "90.00", primary: true),
            Fixtures.receiver("band@example.com", subTotal: "50.00"),
            Fixtures.receiver("venue@example.com", subTotal: "40.00"),
        ])
        let plan = try payment.orderPlan()
        #expect(plan.request.purchaseUnits.map(\.amount.total.value) == ["50.00", "40.00"])
    }

    @Test("several secondaries with dynamic amounts are refused with a fix (the delegate could not see the 2011 total)")
    func severalSecondariesWithDynamicAmounts() throws {
        let error = try #require(
            validationError {
                _ = try Self.guideExample().orderPlan(options: LegacyTranslationOptions(dynamicAmountUpdateEnabled: true))
            })
        #expect(error.pairs == ["CHAINED_PAYMENT_NOT_SUPPORTED receiverPaymentDetails"])
        #expect(error.problems[0].fix.contains("dynamicAmountUpdateEnabled"))
    }

    @Test func secondariesMayNotGetMoreThanThePrimaryTotal() throws {
        try chained(primary: "90.00", secondary: "90.00").validate()  // the whole payment passed on is allowed
        let error = try #require(validationError { try chained(primary: "10.00", secondary: "90.00").validate() })
        #expect(error.pairs == ["SECONDARY_AMOUNTS_EXCEED_PRIMARY receiverPaymentDetails[0].subTotal"])
        #expect(error.problems[0].message.contains("90.00") || error.problems[0].message.contains("90"))
        // Parallel payments have no such rule.
        try Fixtures.advancedPayment([Fixtures.receiver("a@example.com", subTotal: "1.00"), Fixtures.receiver("b@example.com", subTotal: "90.00")]).validate()
    }

    @Test func oneCurrencyForAllReceiversOfAChainedPayment() throws {
        let payment = chained(primary: "100", secondary: "90.5")
        payment.paymentCurrency = "JPY"
        let error = try #require(validationError { try payment.validate() })
        #expect(error.pairs == ["TOO_MANY_DECIMALS receiverPaymentDetails[1].subTotal"])
    }

    @Test func chainedCheckoutSucceedsInEnvNone() async throws {
        let recorder = RequestRecorder()
        let harness = FlowHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        harness.library.feePayer = FEEPAYER_PRIMARYRECEIVER
        harness.library.advancedCheckoutWithPayment(chained())
        let calls = try await harness.waitForExit(after: 0)
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true, "\(calls)")
        #expect(
            recorder.requests.map { "\($0.method) \($0.url.path.hasSuffix("/capture") ? "capture" : $0.url.path)" }
                == ["POST /v2/checkout/orders", "POST capture"])
        let body = try #require(recorder.requests.first?.body)
        let sent = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let unit = try #require((sent?["purchase_units"] as? [[String: Any]])?.first)
        let fees = (unit["payment_instruction"] as? [String: Any])?["platform_fees"] as? [[String: Any]]
        #expect(((fees?.first?["payee"]) as? [String: Any])?["email_address"] as? String == "artist@example.com")
        let stats = await harness.simulator.stats
        #expect(stats.ordersCreated == 1 && stats.captures == 1)
    }
}
