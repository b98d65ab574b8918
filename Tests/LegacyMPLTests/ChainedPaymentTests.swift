import CorePayments
import Foundation
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
        #expect(dropped == ["invoiceData.invoiceItems", "description", "customId", "paymentType", "paymentSubType", "merchantName"]
            .map { "receiverPaymentDetails[1].\($0)" })
        #expect(plan.noteCodes.contains(.ipnUrlNotSent) && plan.noteCodes.contains(.memoNotSent))
        #expect(plan.request.paymentSource?.paypal?.experienceContext?.brandName == "Agency")
        #expect(plan.request.purchaseUnits[0].items == nil)
    }

    @Test func moreThanOneSecondaryIsRefusedWithAFix() throws {
        let payment = Fixtures.advancedPayment([
            Fixtures.receiver("agent@example.com", subTotal: "100.00", primary: true),
            Fixtures.receiver("a@example.com", subTotal: "40.00"),
            Fixtures.receiver("b@example.com", subTotal: "50.00"),
        ])
        try payment.validate()  // valid in 2011: 1 to 5 secondaries
        let error = try #require(validationError { _ = try payment.orderPlan() })
        #expect(error.pairs == ["CHAINED_PAYMENT_NOT_SUPPORTED receiverPaymentDetails"])
        #expect(error.problems[0].isOrdersV2Limitation)
        #expect(error.problems[0].fix.contains("parallel payment"))
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
        let harness = EngineHarness(wrapTransport: recorder.wrap)
        harness.initialize()
        harness.library.feePayer = FEEPAYER_PRIMARYRECEIVER
        harness.library.advancedCheckoutWithPayment(chained())
        let calls = try await harness.waitForExit(after: 0)
        #expect(calls.count == 2 && calls.first?.hasPrefix("success ") == true, "\(calls)")
        #expect(recorder.requests.map { "\($0.method) \($0.url.path.hasSuffix("/capture") ? "capture" : $0.url.path)" }
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
