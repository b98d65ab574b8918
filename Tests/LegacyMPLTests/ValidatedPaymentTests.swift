import Foundation
import OrdersCore
import Testing

@testable import LegacyMPL

/// The one validated value the translator reads: amounts become `Money` once, in the validator.
@Suite("Validated payment: amounts checked once, as Money in the currency's exponent")
struct ValidatedPaymentTests {
    @Test func aSimplePaymentBecomesOneReceiverWithMoney() throws {
        let payment = Fixtures.simplePayment(subTotal: "1200", currency: "JPY")
        payment.invoiceData = Fixtures.invoice(
            tax: "96", shipping: "0",
            items: [Fixtures.item("Tea", price: "500", count: 2, total: "1000"), Fixtures.item("Cup", price: "250", count: 1, total: "200")])
        let validated = try LegacyValidator.validated(LegacyPaymentSnapshot(payment))
        #expect(validated.currency.code == "JPY")
        let receiver = try #require(validated.receivers.first)
        #expect(validated.receivers.count == 1 && receiver.index == 0)
        #expect(receiver.subTotal == (try Money(1200, currency: .jpy)))
        #expect(receiver.tax?.value == "96" && receiver.shipping?.isZero == true)
        #expect(receiver.items.map(\.quantity) == [2, 1])
        #expect(receiver.items.map(\.price.value) == ["500", "250"])
        #expect(receiver.items.map(\.totalPrice.value) == ["1000", "200"])
        #expect(try receiver.total().value == "1296")
    }

    @Test func theTranslatorSendsTheValidatedMoney() throws {
        let payment = Fixtures.simplePayment(subTotal: "1200", currency: "JPY")
        payment.invoiceData = Fixtures.invoice(
            tax: "96", items: [Fixtures.item("Tea", price: "500", count: 2, total: "1000"), Fixtures.item("Cup", price: "250", count: 1, total: "200")])
        let unit = try #require(try payment.orderPlan().request.purchaseUnits.first)
        #expect(unit.amount.total.value == "1296")
        #expect(unit.amount.breakdown?.itemTotal?.value == "1250")
        #expect(unit.amount.breakdown?.discount?.value == "50")
        #expect(unit.items?.map(\.unitAmount.value) == ["500", "250"])
    }

    @Test func anyProblemMeansNoValidatedValue() {
        let payment = Fixtures.simplePayment(subTotal: "12.5", currency: "JPY")
        #expect(throws: LegacyValidationError.self) { try LegacyValidator.validated(LegacyPaymentSnapshot(payment)) }
        let problems = LegacyValidator.problems(in: LegacyPaymentSnapshot(payment))
        #expect(problems.map(\.code) == [.tooManyDecimals], "the precision is checked once, in the validator")
    }

    @Test func aNegativeAmountWithTooManyDecimalsNamesTheAppsValue() {
        let payment = Fixtures.simplePayment(subTotal: "-1.005")
        let problems = LegacyValidator.problems(in: LegacyPaymentSnapshot(payment))
        #expect(problems.map(\.code) == [.amountNotPositive, .tooManyDecimals])
        #expect(problems.last?.message.contains("-1.005") == true)
    }
}
