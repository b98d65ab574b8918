import Foundation
import Testing

@testable import LegacyMPL

@Suite("Validation: every rule, every problem listed")
struct ValidationTests {
    @Test func validPaymentPasses() throws {
        let payment = Fixtures.simplePayment()
        payment.invoiceData = Fixtures.invoice(tax: "0.80", shipping: "1.00", items: [Fixtures.item("Cap", price: "5.00", count: 2, total: "10.00")])
        try payment.validate()
        #expect(payment.validationProblems.isEmpty)
    }

    @Test func missingRequiredFieldsAreAllListed() throws {
        let payment = PayPalPayment()
        payment.paymentCurrency = ""
        let error = try #require(validationError { try payment.validate() })
        #expect(
            error.pairs == [
                "MISSING_REQUIRED_FIELD paymentCurrency", "MISSING_REQUIRED_FIELD recipient", "MISSING_REQUIRED_FIELD subTotal",
            ])
        let subTotal = try #require(error.problem(at: "subTotal"))
        #expect(subTotal.message.contains("required but nil"))
        #expect(subTotal.fix.contains("NSDecimalNumber"))
        #expect(error.errorDescription?.contains("3 problems") == true)
    }

    @Test func nilCurrencyMeansUSD() throws {
        try Fixtures.simplePayment(currency: nil).validate()
    }

    @Test func recipientMustBeEmailOrPhone() throws {
        let error = try #require(validationError { try Fixtures.simplePayment(recipient: "not a recipient").validate() })
        #expect(error.pairs == ["INVALID_RECIPIENT recipient"])
        #expect(error.problems[0].message.contains("neither an email address nor a phone number"))
        for bad in ["a@b", "@example.com", "a@@example.com", "a b@example.com", "12345"] {
            #expect(validationError { try Fixtures.simplePayment(recipient: bad).validate() }?.codes == [.invalidRecipient], "\(bad)")
        }
    }

    @Test func recipientIsAtMost255Characters() throws {
        let long = String(repeating: "a", count: 250) + "@example.com"
        let error = try #require(validationError { try Fixtures.simplePayment(recipient: long).validate() })
        #expect(error.pairs == ["RECIPIENT_TOO_LONG recipient"])
        #expect(error.problems[0].message.contains("262 characters; the limit is 255"))
    }

    @Test func phoneRecipientIsValidLegacyButNotForOrdersV2() throws {
        #expect(LegacyValidator.recipientKind("+14029352050") == .phone)
        #expect(LegacyValidator.recipientKind("+1 (402) 935-2050") == .phone)
        let error = try #require(validationError { try Fixtures.simplePayment(recipient: "+14029352050").validate() })
        #expect(error.pairs == ["PHONE_RECIPIENT_NOT_MAPPED recipient"])
        #expect(error.problems[0].isOrdersV2Limitation)
        #expect(error.problems[0].fix.contains("email address"))
    }

    @Test func currencyMustBeInAppendixA() throws {
        let error = try #require(validationError { try Fixtures.simplePayment(currency: "XYZ").validate() })
        #expect(error.pairs == ["UNSUPPORTED_CURRENCY paymentCurrency"])
        #expect(error.problems[0].fix.contains("AUD, BRL, CAD"))
        // PayPal accepts RUB today, but MPL's Appendix A never listed it.
        let rub = try #require(validationError { try Fixtures.simplePayment(currency: "RUB").validate() })
        #expect(rub.problems[0].message.contains("MPL never did"))
        try Fixtures.simplePayment(currency: "usd").validate()  // upper-cased by the translator, with a note
        for code in LegacyValidator.appendixACurrencyCodes {
            let whole = ["HUF", "JPY", "TWD"].contains(code)
            try Fixtures.simplePayment(subTotal: whole ? "100" : "10.00", currency: code).validate()
        }
    }

    @Test func decimalsFollowTheCurrency() throws {
        let yen = try #require(validationError { try Fixtures.simplePayment(subTotal: "1000.5", currency: "JPY").validate() })
        #expect(yen.pairs == ["TOO_MANY_DECIMALS subTotal"])
        #expect(yen.problems[0].message.contains("JPY takes no decimals"))
        let dollars = try #require(validationError { try Fixtures.simplePayment(subTotal: "10.005").validate() })
        #expect(dollars.problems[0].fix == "Round it to 2 decimals.")
        let payment = Fixtures.simplePayment(subTotal: "1000", currency: "HUF")
        payment.invoiceData = Fixtures.invoice(tax: "12.5")
        #expect(validationError { try payment.validate() }?.pairs == ["TOO_MANY_DECIMALS invoiceData.totalTax"])
    }

    @Test func subTotalMustBePositiveAndTaxShippingNonNegative() throws {
        let payment = Fixtures.simplePayment(subTotal: "0")
        payment.invoiceData = Fixtures.invoice(tax: "-1.00", shipping: "-0.50")
        let error = try #require(validationError { try payment.validate() })
        #expect(
            error.pairs == [
                "AMOUNT_NOT_POSITIVE subTotal", "NEGATIVE_AMOUNT invoiceData.totalTax", "NEGATIVE_AMOUNT invoiceData.totalShipping",
            ])
        let nan = Fixtures.simplePayment()
        nan.subTotal = NSDecimalNumber.notANumber
        #expect(validationError { try nan.validate() }?.pairs == ["INVALID_AMOUNT subTotal"])
    }

    @Test func itemTotalsMustAddUpToSubTotal() throws {
        let payment = Fixtures.simplePayment(subTotal: "25.00")
        payment.invoiceData = Fixtures.invoice(items: [
            Fixtures.item("Cap", price: "10.00", count: 2, total: "20.00"),
            Fixtures.item("Pin", price: "2.50", count: 4, total: "10.00"),
        ])
        let error = try #require(validationError { try payment.validate() })
        #expect(error.pairs == ["INVOICE_TOTAL_MISMATCH invoiceData.invoiceItems"])
        #expect(error.problems[0].message.contains("add up to 30, but subTotal is 25"))
        #expect(error.problems[0].fix.contains("Set subTotal to 30"))
    }

    @Test func itemPriceCutIsAllowedButIncreaseRefused() throws {
        let cut = Fixtures.simplePayment(subTotal: "18.00")
        cut.invoiceData = Fixtures.invoice(items: [Fixtures.item("Cap", price: "10.00", count: 2, total: "18.00")])
        try cut.validate()
        let increase = Fixtures.simplePayment(subTotal: "25.00")
        increase.invoiceData = Fixtures.invoice(items: [Fixtures.item("Cap", price: "10.00", count: 2, total: "25.00")])
        let error = try #require(validationError { try increase.validate() })
        #expect(error.pairs == ["ITEM_TOTAL_ABOVE_PRICE_TIMES_COUNT invoiceData.invoiceItems[0].totalPrice"])
        #expect(error.problems[0].message.contains("above itemPrice 10 × itemCount 2 = 20"))
        #expect(error.problems[0].fix.contains("at most 20"))
    }

    @Test func itemFieldsAreRequiredAndCountWhole() throws {
        let item = PayPalInvoiceItem()
        item.itemCount = NSNumber(value: 1.5)
        let payment = Fixtures.simplePayment()
        payment.invoiceData = Fixtures.invoice(items: [item])
        let error = try #require(validationError { try payment.validate() })
        #expect(
            error.pairs == [
                "MISSING_REQUIRED_FIELD invoiceData.invoiceItems[0].name",
                "MISSING_REQUIRED_FIELD invoiceData.invoiceItems[0].totalPrice",
                "MISSING_REQUIRED_FIELD invoiceData.invoiceItems[0].itemPrice",
                "INVALID_ITEM_COUNT invoiceData.invoiceItems[0].itemCount",
            ])
    }

    @Test func invoiceItemsMustBeInvoiceItems() throws {
        let payment = Fixtures.simplePayment()
        payment.invoiceData = Fixtures.invoice()
        payment.invoiceData.invoiceItems.add("Cap")
        #expect(validationError { try payment.validate() }?.pairs == ["WRONG_ELEMENT_TYPE invoiceData.invoiceItems[0]"])
    }

    @Test func aCustomIdLongerThanOrdersV2AllowsIsRefusedOtherTextsAreNot() throws {
        let payment = Fixtures.simplePayment()
        payment.description = String(repeating: "x", count: 128)
        payment.customId = String(repeating: "y", count: 200)
        payment.merchantName = String(repeating: "z", count: 130)
        let error = try #require(validationError { try payment.validate() })
        #expect(error.pairs == ["TEXT_TOO_LONG customId"])
        #expect(error.problems.allSatisfy { $0.isOrdersV2Limitation })
        #expect(error.problems[0].message.contains("reconcile"))
    }

    @Test func parallelPaymentTakesTwoToSixReceivers() throws {
        try Fixtures.advancedPayment(Fixtures.receivers(2)).validate()
        try Fixtures.advancedPayment(Fixtures.receivers(6)).validate()
        let error = try #require(validationError { try Fixtures.advancedPayment(Fixtures.receivers(7)).validate() })
        #expect(error.pairs == ["INVALID_RECEIVER_COUNT receiverPaymentDetails"])
        #expect(error.problems[0].message.contains("2 to 6 receivers; this one has 7"))
    }

    @Test func chainedPaymentTakesOnePrimaryAndOneToFiveSecondaries() throws {
        try Fixtures.advancedPayment(Fixtures.receivers(2, primaryAt: [0])).validate()
        let five = Fixtures.receivers(6, primaryAt: [3])
        five[3].subTotal = Fixtures.decimal("25.00")  // the primary's total covers the five secondaries' shares
        try Fixtures.advancedPayment(five).validate()
        let alone = try #require(validationError { try Fixtures.advancedPayment(Fixtures.receivers(1, primaryAt: [0])).validate() })
        #expect(alone.pairs == ["INVALID_RECEIVER_COUNT receiverPaymentDetails"])
        #expect(alone.problems[0].message.contains("0 secondary receivers"))
        let tooMany = try #require(validationError { try Fixtures.advancedPayment(Fixtures.receivers(7, primaryAt: [0])).validate() })
        #expect(tooMany.problems[0].message.contains("6 secondary receivers"))
    }

    @Test func neverMoreThanOnePrimary() throws {
        let error = try #require(validationError { try Fixtures.advancedPayment(Fixtures.receivers(4, primaryAt: [0, 2])).validate() })
        #expect(error.pairs == ["MULTIPLE_PRIMARY_RECEIVERS receiverPaymentDetails"])
        #expect(error.problems[0].message.contains("receiverPaymentDetails[0], receiverPaymentDetails[2]"))
    }

    @Test func advancedPaymentNeedsReceivers() throws {
        let payment = PayPalAdvancedPayment()
        #expect(validationError { try payment.validate() }?.pairs == ["MISSING_REQUIRED_FIELD receiverPaymentDetails"])
        payment.receiverPaymentDetails = nil
        #expect(validationError { try payment.validate() }?.problems[0].message.contains("is nil") == true)
        let mixed = Fixtures.advancedPayment(Fixtures.receivers(2))
        mixed.receiverPaymentDetails.add(PayPalPayment())
        #expect(validationError { try mixed.validate() }?.pairs == ["WRONG_ELEMENT_TYPE receiverPaymentDetails[2]"])
    }

    @Test func oneCurrencyForAllReceiversChecksEveryReceiverAgainstIt() throws {
        // The advanced payment has one currency; every receiver's amounts are checked against it.
        let receivers = Fixtures.receivers(3)
        receivers[2].subTotal = Fixtures.decimal("5.5")
        try Fixtures.advancedPayment(receivers, currency: "EUR").validate()
        let yen = try #require(validationError { try Fixtures.advancedPayment(receivers, currency: "JPY").validate() })
        // 5.00 is a whole number of yen; 5.5 is not.
        #expect(yen.pairs == ["TOO_MANY_DECIMALS receiverPaymentDetails[2].subTotal"])
    }

    @Test func receiverProblemsCarryTheirPath() throws {
        let receivers = Fixtures.receivers(3)
        receivers[2].subTotal = Fixtures.decimal("-3")
        receivers[1].recipient = nil
        receivers[2].invoiceData = Fixtures.invoice(items: [Fixtures.item("Cap", price: "1", count: 1, total: "1")])
        let error = try #require(validationError { try Fixtures.advancedPayment(receivers).validate() })
        #expect(
            error.pairs == [
                "MISSING_REQUIRED_FIELD receiverPaymentDetails[1].recipient",
                "AMOUNT_NOT_POSITIVE receiverPaymentDetails[2].subTotal",
            ])
    }

    @Test func responseMessageHasTheFourLegacyKeys() throws {
        let error = try #require(validationError { try PayPalPayment().validate() })
        let message = error.responseMessage
        #expect(Set(message.keys) == ["severity", "category", "errorId", "message"])
        #expect(message["severity"] == "Error")
        #expect(message["category"] == "Application")
        #expect(message["errorId"] == "LEGACY_VALIDATION_FAILED")
        #expect(message["message"]?.contains("recipient: recipient is required but nil.") == true)
    }
}
