import Foundation
import Testing

@testable import LegacyMPL

@Suite("Value classes: legacy properties, computed totals, copies")
struct ValueClassTests {
    @Test func paymentDefaultsFollowTheGuide() {
        let payment = PayPalPayment()
        #expect(payment.paymentCurrency == "USD")
        #expect(payment.paymentType == TYPE_NOT_SET)
        #expect(payment.paymentSubType == SUBTYPE_NOT_SET)
        #expect(payment.subTotal == nil)
        #expect(payment.recipient == nil)
    }

    @Test func descriptionIsASettablePaymentNote() {
        let payment = PayPalPayment()
        #expect(payment.description == "")
        #expect(payment.paymentNote == nil)
        payment.description = "Two tickets"
        #expect(payment.description == "Two tickets")
        #expect("\(payment)" == "Two tickets")
        let receiver = PayPalReceiverPaymentDetails()
        receiver.description = "Share"
        #expect(receiver.paymentNote == "Share")
    }

    @Test func receiverTotalAddsTaxAndShipping() {
        let receiver = Fixtures.receiver("a@example.com", subTotal: "10.00")
        #expect(receiver.total == Fixtures.decimal("10"))
        receiver.invoiceData = Fixtures.invoice(tax: "0.80", shipping: "2.50")
        #expect(receiver.total == Fixtures.decimal("13.30"))
    }

    @Test func advancedPaymentSumsOverReceivers() {
        let first = Fixtures.receiver("a@example.com", subTotal: "10.00")
        first.invoiceData = Fixtures.invoice(tax: "1.00", shipping: "2.00")
        let second = Fixtures.receiver("b@example.com", subTotal: "5.50")
        second.invoiceData = Fixtures.invoice(tax: "0.25")
        let payment = Fixtures.advancedPayment([first, second])
        #expect(payment.subtotal == Fixtures.decimal("15.50"))
        #expect(payment.tax == Fixtures.decimal("1.25"))
        #expect(payment.shipping == Fixtures.decimal("2"))
        #expect(payment.total == Fixtures.decimal("18.75"))
    }

    @Test func singleReceiverIsThePrimaryOrTheOnlyOne() {
        let receivers = Fixtures.receivers(3, primaryAt: [1])
        #expect(Fixtures.advancedPayment(receivers).singleReceiver === receivers[1])
        let parallel = Fixtures.receivers(3)
        #expect(Fixtures.advancedPayment(parallel).singleReceiver == nil)
        let only = Fixtures.receivers(1)
        #expect(Fixtures.advancedPayment(only).singleReceiver === only[0])
    }

    @Test func isPersonalWhenAnyReceiverIsPersonal() {
        let receivers = Fixtures.receivers(2)
        let payment = Fixtures.advancedPayment(receivers)
        #expect(!payment.isPersonal)
        receivers[1].paymentType = TYPE_PERSONAL
        #expect(payment.isPersonal)
    }

    @Test func h1ReceiverNameIsTheSameClass() {
        let details: PPReceiverPaymentDetails = PPReceiverPaymentDetails()
        details.recipient = "a@example.com"
        let payment = PayPalAdvancedPayment()
        payment.receiverPaymentDetails.add(details)
        let single: PayPalReceiverPaymentDetails = payment.singleReceiver
        #expect(single === details)
        #expect(payment.getMerchantName() == nil)
    }

    @Test func copiesAreDeep() throws {
        let receiver = Fixtures.receiver("a@example.com", subTotal: "10.00")
        receiver.invoiceData = Fixtures.invoice(tax: "1.00", items: [Fixtures.item("Cap", price: "5", count: 2, total: "10")])
        receiver.description = "note"
        let payment = Fixtures.advancedPayment([receiver])
        let copy = try #require(payment.copy() as? PayPalAdvancedPayment)
        let copiedReceiver = try #require(copy.receiverPaymentDetails[0] as? PayPalReceiverPaymentDetails)
        #expect(copiedReceiver !== receiver)
        #expect(copiedReceiver.description == "note")
        let copiedItem = try #require(copiedReceiver.invoiceData.invoiceItems[0] as? PayPalInvoiceItem)
        copiedItem.name = "Changed"
        #expect((receiver.invoiceData.invoiceItems[0] as? PayPalInvoiceItem)?.name == "Cap")
    }

    @Test func addressIsReadOnlyAndAmountsDefaultToUSD() {
        let address = PayPalAddress(name: "Ann", street1: "1 Main St", city: "San Jose", state: "CA", postalcode: "95131", countrycode: "US")
        #expect(address.state == "CA")
        #expect(address.street2 == nil)
        #expect(PayPalAmounts().currency == "USD")
        let receiverAmounts = PayPalReceiverAmounts()
        receiverAmounts.amounts = PayPalAmounts()
        receiverAmounts.amounts.payment_amount = Fixtures.decimal("3")
        #expect(receiverAmounts.amounts.payment_amount == Fixtures.decimal("3"))
    }

    @Test func contextSerializesAndDeserializes() throws {
        let context = PayPalContext()
        context.sessionToken = "5O190127TN364715T"
        context.amount = "10.00"
        context.currencyCode = "USD"
        context.shippable = true
        context.environment = ENV_SANDBOX
        context.enableDynamicAmountUpdate = true
        let data = try #require(context.serialize())
        let restored = PayPalContext()
        #expect(restored.deserialize(data))
        #expect(restored.sessionToken == "5O190127TN364715T")
        #expect(restored.amount == "10.00")
        #expect(restored.shippable)
        #expect(restored.environment == ENV_SANDBOX)
        #expect(restored.enableDynamicAmountUpdate)
        #expect(!restored.recipientPaysFee)
        #expect(!restored.deserialize(["amount": 10]))
        #expect(restored.amount == "10.00")
    }

    @Test func preapprovalDetailsDefaults() {
        let details = PayPalPreapprovalDetails()
        #expect(details.paymentPeriod == PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED)
        #expect(details.dayOfWeek == PP_DAYOFWEEK_NO_DAY_SPECIFIED)
        #expect(details.maxNumPayments == 0)
        #expect(!details.approved)
    }
}
