import Foundation
import OrdersCore
import Testing

@testable import LegacyMPL

@Suite("Translation to the Orders v2 request, network-free")
struct TranslationTests {
    private func money(_ value: String, _ currency: String = "USD") -> String {
        #"{"currency_code":"\#(currency)","value":"\#(value)"}"#
    }

    @Test func simplePaymentWithItemsTaxAndShipping() throws {
        let payment = Fixtures.simplePayment(subTotal: "20.00")
        payment.paymentType = TYPE_GOODS
        payment.description = "Order 1"
        payment.customId = "c-1"
        payment.merchantName = "Shop"
        payment.invoiceData = Fixtures.invoice(
            tax: "1.60", shipping: "5.00", items: [Fixtures.item("Cap", price: "10.00", count: 2, total: "20.00", id: "SKU-1")])
        let plan = try payment.orderPlan(options: LegacyTranslationOptions(lang: "de_DE"))
        let expected = """
            {"intent":"CAPTURE","purchase_units":[{
              "amount":{"currency_code":"USD","value":"26.60","breakdown":{
                "item_total":\(money("20.00")),"tax_total":\(money("1.60")),"shipping":\(money("5.00"))}},
              "payee":{"email_address":"merchant@example.com"},
              "description":"Order 1","custom_id":"c-1",
              "items":[{"name":"Cap","unit_amount":\(money("10.00")),"quantity":"2","sku":"SKU-1","category":"PHYSICAL_GOODS"}]}],
             "payment_source":{"paypal":{"experience_context":{
               "brand_name":"Shop","locale":"de-DE","shipping_preference":"GET_FROM_FILE","user_action":"PAY_NOW"}}}}
            """
        let text = try JSON.text(of: plan)
        #expect(try JSON.value(of: plan) == JSON.value(expected), "\(text)")
        #expect(plan.kind == .simple)
        #expect(plan.notes.isEmpty)
        #expect(plan.units == [LegacyPlannedUnit(referenceId: "default", receiverIndex: 0, recipient: "merchant@example.com")])
    }

    @Test func priceCutBecomesDiscount() throws {
        let payment = Fixtures.simplePayment(subTotal: "28.00")
        payment.invoiceData = Fixtures.invoice(items: [
            Fixtures.item("Cap", price: "10.00", count: 2, total: "18.00"),
            Fixtures.item("Pin", price: "2.50", count: 4, total: "10.00"),
        ])
        let plan = try payment.orderPlan()
        let unit = try JSON.value(of: plan)["purchase_units"]
        let expected = try JSON.value(
            """
            [{"amount":{"currency_code":"USD","value":"28.00","breakdown":{"item_total":\(money("30.00")),"discount":\(money("2.00"))}},
              "payee":{"email_address":"merchant@example.com"},
              "items":[{"name":"Cap","unit_amount":\(money("10.00")),"quantity":"2"},
                       {"name":"Pin","unit_amount":\(money("2.50")),"quantity":"4"}]}]
            """)
        #expect(unit == expected)
        #expect(plan.noteCodes == [.priceCutAsDiscount])
        #expect(plan.notes[0].path == "invoiceData.invoiceItems[0].totalPrice")
        #expect(plan.notes[0].message.contains("2 was added to breakdown.discount"))
    }

    @Test func yenHasNoDecimals() throws {
        let payment = Fixtures.simplePayment(subTotal: "1000", currency: "JPY")
        payment.invoiceData = Fixtures.invoice(tax: "80", shipping: "500", items: [Fixtures.item("Tea", price: "500", count: 2, total: "1000")])
        let amount = try JSON.value(of: payment.orderPlan())["purchase_units"]
        let expected = try JSON.value(
            """
            [{"amount":{"currency_code":"JPY","value":"1580","breakdown":{"item_total":\(money("1000", "JPY")),"tax_total":\(money("80", "JPY")),"shipping":\(money("500", "JPY"))}},
              "payee":{"email_address":"merchant@example.com"},
              "items":[{"name":"Tea","unit_amount":\(money("500", "JPY")),"quantity":"2"}]}]
            """)
        #expect(amount == expected)
    }

    @Test func breakdownAlwaysReconciles() throws {
        let payment = Fixtures.simplePayment(subTotal: "28.00")
        payment.invoiceData = Fixtures.invoice(
            tax: "2.24", shipping: "3.99",
            items: [
                Fixtures.item("Cap", price: "10.00", count: 2, total: "18.00"), Fixtures.item("Pin", price: "2.50", count: 4, total: "10.00"),
            ])
        let amount = try payment.orderPlan().request.purchaseUnits[0].amount
        let breakdown = try #require(amount.breakdown)
        #expect(try breakdown.total(in: .usd) == amount.total)
        #expect(amount.total.value == "34.23")
    }

    @Test func donateButtonMakesItemsDonations() throws {
        let payment = Fixtures.simplePayment(subTotal: "25.00")
        payment.paymentType = TYPE_SERVICE
        payment.invoiceData = Fixtures.invoice(items: [Fixtures.item("Gift", price: "25.00", count: 1, total: "25.00")])
        let plan = try payment.orderPlan(options: LegacyTranslationOptions(buttonText: BUTTON_TEXT_DONATE))
        #expect(plan.request.purchaseUnits[0].items?.map(\.category) == [.donation])
        // Without items the category has nowhere to go: reported, not dropped.
        let bare = try Fixtures.simplePayment().orderPlan(options: LegacyTranslationOptions(buttonText: BUTTON_TEXT_DONATE))
        #expect(bare.noteCodes == [.categoryNotSent])
        #expect(bare.notes[0].message.contains("DONATION (from the DONATE button)"))
    }

    @Test func paymentTypeBecomesItemCategory() throws {
        let expectations: [(PayPalPaymentType, ItemCategory?)] = [
            (TYPE_GOODS, .physicalGoods), (TYPE_SERVICE, .digitalGoods), (TYPE_PERSONAL, nil), (TYPE_NOT_SET, nil),
        ]
        for (type, category) in expectations {
            let payment = Fixtures.simplePayment()
            payment.paymentType = type
            payment.invoiceData = Fixtures.invoice(items: [Fixtures.item("Thing", price: "10.00", count: 1, total: "10.00")])
            let plan = try payment.orderPlan()
            #expect(plan.request.purchaseUnits[0].items?[0].category == category, "\(type)")
            #expect(plan.noteCodes == (type == TYPE_PERSONAL ? [.personalPaymentAsPurchase] : []))
        }
    }

    @Test func shippingPreferenceFollowsShippingEnabled() throws {
        let payment = Fixtures.simplePayment()
        let on = try payment.orderPlan(options: LegacyTranslationOptions(shippingEnabled: true))
        let off = try payment.orderPlan(options: LegacyTranslationOptions(shippingEnabled: false))
        #expect(on.request.paymentSource?.paypal?.experienceContext?.shippingPreference == .getFromFile)
        #expect(off.request.paymentSource?.paypal?.experienceContext?.shippingPreference == .noShipping)
        let json = try JSON.value(of: off)["payment_source"]?["paypal"]?["experience_context"]
        #expect(json == (try JSON.value(#"{"shipping_preference":"NO_SHIPPING","user_action":"PAY_NOW"}"#)))
    }

    @Test func ipnUrlIsReportedNeverDropped() throws {
        let payment = Fixtures.simplePayment()
        payment.ipnUrl = "https://shop.example.com/ipn"
        let plan = try payment.orderPlan()
        #expect(plan.noteCodes == [.ipnUrlNotSent])
        #expect(plan.notes[0].path == "ipnUrl")
        #expect(plan.notes[0].message.contains("https://shop.example.com/ipn"))
        #expect(plan.notes[0].message.contains("webhook"))
        #expect(!(String(decoding: try plan.requestJSON(), as: UTF8.self)).contains("shop.example.com"))
    }

    @Test func everyFieldWithoutAHomeIsReported() throws {
        let payment = Fixtures.simplePayment(currency: nil)
        payment.description = "Note"
        payment.memo = "Memo"
        payment.paymentSubType = SUBTYPE_RENT
        let options = LegacyTranslationOptions(shippingEnabled: false, dynamicAmountUpdateEnabled: true, feePayer: FEEPAYER_SENDER, lang: "english")
        let plan = try payment.orderPlan(options: options)
        #expect(
            plan.noteCodes == [
                .currencyDefaulted, .feePayerNotApplied, .dynamicAmountsIgnored, .paymentSubTypeNotSent, .memoNotSent, .localeNotSent,
            ])
        #expect(plan.request.purchaseUnits[0].amount.total.currency == .usd)
        #expect(plan.request.purchaseUnits[0].description == "Note")
        #expect(plan.notes.first { $0.code == .feePayerNotApplied }?.message.contains("FEEPAYER_SENDER") == true)
    }

    @Test func memoFillsAnEmptyDescription() throws {
        let payment = Fixtures.simplePayment()
        payment.memo = "Thanks!"
        let plan = try payment.orderPlan()
        #expect(plan.request.purchaseUnits[0].description == "Thanks!")
        #expect(plan.noteCodes == [.memoSentAsDescription])
    }

    @Test func langBecomesBCP47Locale() {
        #expect(LegacyLocale.bcp47("en_US") == "en-US")
        #expect(LegacyLocale.bcp47("zh_hk") == "zh-HK")
        #expect(LegacyLocale.bcp47("fr") == "fr")
        #expect(LegacyLocale.bcp47("en-GB") == "en-GB")
        #expect(LegacyLocale.bcp47("english") == nil)
        #expect(LegacyLocale.bcp47("en_") == nil)
    }

    @Test func parallelPaymentHasOneUnitPerReceiver() throws {
        let receivers = Fixtures.receivers(3)
        receivers[1].invoiceData = Fixtures.invoice(tax: "0.50")
        receivers[2].customId = "third"
        receivers[2].merchantName = "Third Shop"
        let payment = Fixtures.advancedPayment(receivers)
        payment.merchantName = "Marketplace"
        let plan = try payment.orderPlan()
        #expect(plan.kind == .parallel)
        let units = plan.request.purchaseUnits
        #expect(units.map(\.referenceId) == ["receiver-0", "receiver-1", "receiver-2"])
        #expect(units.map { $0.payee?.emailAddress } == ["r0@example.com", "r1@example.com", "r2@example.com"])
        #expect(units.map(\.amount.total.value) == ["5.00", "5.50", "5.00"])
        #expect(units[2].customId == "third")
        #expect(plan.units.map(\.receiverIndex) == [0, 1, 2])
        #expect(plan.noteCodes == [.receiverMerchantNameNotSent])
        #expect(plan.notes[0].path == "receiverPaymentDetails[2].merchantName")
        #expect(plan.request.paymentSource?.paypal?.experienceContext?.brandName == "Marketplace")
    }

    @Test func singleReceiverAdvancedPaymentIsSimple() throws {
        let plan = try Fixtures.advancedPayment(Fixtures.receivers(1)).orderPlan()
        #expect(plan.kind == .simple)
        #expect(plan.request.purchaseUnits.count == 1)
        #expect(plan.request.purchaseUnits[0].referenceId == nil)
        #expect(plan.noteCodes == [.singleReceiverAsSimple])
    }

    @Test func chainedPaymentIsOneUnitPayingThePrimary() throws {
        let payment = Fixtures.advancedPayment(Fixtures.receivers(2, primaryAt: [1]))
        let plan = try payment.orderPlan()
        #expect(plan.kind == .chained && LegacyOrderTranslator.kind(of: LegacyPaymentSnapshot(payment)) == .chained)
        #expect(plan.request.purchaseUnits.map(\.payee?.emailAddress) == ["r1@example.com"])
    }

    @Test func phoneRecipientCannotBeTranslated() throws {
        let error = try #require(validationError { _ = try Fixtures.simplePayment(recipient: "+14029352050").orderPlan() })
        #expect(error.codes == [.phoneRecipientNotMapped])
    }

    @Test func invalidPaymentIsNotTranslated() throws {
        let payment = Fixtures.simplePayment(subTotal: "-1")
        payment.recipient = nil
        let error = try #require(validationError { _ = try payment.orderPlan() })
        #expect(error.pairs == ["MISSING_REQUIRED_FIELD recipient", "AMOUNT_NOT_POSITIVE subTotal"])
    }
}
