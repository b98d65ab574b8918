import AdaptivePayments
import Foundation
import LegacyMPL
import OrdersCore
import Testing

@Suite("Pay: read and checked as Adaptive Payments did, translated by LegacyMPL's translation")
struct PayRequestTests {
    /// A valid Pay request's NV fields, with `changes` applied (`nil` removes a field).
    static func fields(_ changes: [String: String?] = [:], receivers: Int = 1) -> AdaptiveFields {
        var fields = AdaptiveFields([
            ("requestEnvelope.errorLanguage", "en_US"), ("actionType", "PAY"), ("currencyCode", "USD"),
            ("returnUrl", "https://shop.example/return"), ("cancelUrl", "https://shop.example/cancel"),
        ])
        for index in 0..<receivers {
            fields["receiverList.receiver(\(index)).email"] = "seller\(index)@shop.example"
            fields["receiverList.receiver(\(index)).amount"] = "10.00"
        }
        for (key, value) in changes { fields[key] = value }
        return fields
    }

    /// The errorIds and parameters a request fails with.
    static func failure(_ fields: AdaptiveFields) -> [String] {
        do {
            _ = try PayRequest(fields)
            return []
        } catch {
            return error.errors.map { "\($0.id) \($0.parameter ?? "")" }
        }
    }

    @Test("a simple payment reads with its defaults")
    func simple() throws {
        let pay = try PayRequest(Self.fields(["memo": "Two mugs", "trackingId": "T-1"]))
        #expect(pay.actionType == .pay && pay.currency.code == "USD" && pay.feesPayer == .eachReceiver)
        #expect(pay.receivers.map(\.amount.value) == ["10.00"])
        #expect(pay.memo == "Two mugs" && pay.trackingID == "T-1" && !pay.isChained)
    }

    @Test(
        "bad requests: every problem at once, with PayPal's errorId and the parameter",
        arguments: [
            (["actionType": nil], ["580029 actionType"]),
            (["actionType": "PAY_LATER"], ["580001 actionType"]),
            (["currencyCode": nil], ["580029 currencyCode"]),
            (["currencyCode": "XYZ"], ["580001 currencyCode"]),
            (["returnUrl": nil, "cancelUrl": "ftp://x"], ["580029 returnUrl", "580001 cancelUrl"]),
            (["requestEnvelope.errorLanguage": nil], ["580029 requestEnvelope.errorLanguage"]),
            (["receiverList.receiver(0).email": nil], ["580029 receiverList.receiver(0).email"]),
            (["receiverList.receiver(0).email": "not-an-email"], ["580001 receiverList.receiver(0).email"]),
            (["receiverList.receiver(0).amount": "-1.00"], ["580001 receiverList.receiver(0).amount"]),
            (["receiverList.receiver(0).amount": "0"], ["580001 receiverList.receiver(0).amount"]),
            (["receiverList.receiver(0).amount": "1.005"], ["580001 receiverList.receiver(0).amount"]),
            (["receiverList.receiver(0).amount": "1e3"], ["580001 receiverList.receiver(0).amount"]),
            (["receiverList.receiver(0).primary": "yes"], ["580001 receiverList.receiver(0).primary"]),
            (["receiverList.receiver(0).primary": "true"], ["580001 receiverList.receiver"]),
            (["feesPayer": "NOBODY"], ["580001 feesPayer"]),
            (["reverseAllParallelPaymentsOnError": "maybe"], ["580001 reverseAllParallelPaymentsOnError"]),
            (["actionType": "PAY_PRIMARY"], ["580001 actionType"]),
            (["memo": String(repeating: "m", count: 1001)], ["580001 memo"]),
        ] as [([String: String?], [String])])
    func badRequests(_ changes: [String: String?], _ expected: [String]) {
        #expect(Self.failure(Self.fields(changes)) == expected)
    }

    @Test("receivers: none, seven, two primaries, a primary below its secondaries, a phone number, the same one twice")
    func receivers() {
        var none = Self.fields()
        none["receiverList.receiver(0).email"] = nil
        none["receiverList.receiver(0).amount"] = nil
        #expect(Self.failure(none) == ["580029 receiverList.receiver"])
        #expect(Self.failure(Self.fields(receivers: 7)) == ["579007 receiverList.receiver"])
        let twoPrimaries = Self.fields(["receiverList.receiver(0).primary": "true", "receiverList.receiver(1).primary": "1"], receivers: 3)
        #expect(Self.failure(twoPrimaries) == ["580001 receiverList.receiver.primary"])
        let small = Self.fields(["receiverList.receiver(0).primary": "true", "receiverList.receiver(0).amount": "15.00"], receivers: 3)
        #expect(Self.failure(small) == ["579017 receiverList.receiver.amount"])
        var phone = Self.fields()
        phone["receiverList.receiver(0).email"] = nil
        phone["receiverList.receiver(0).phone.phoneNumber"] = "4085551234"
        #expect(Self.failure(phone) == ["560027 receiverList.receiver(0).phone"])
        #expect(Self.failure(Self.fields(["receiverList.receiver(1).email": "seller0@shop.example"], receivers: 2)) == ["580001 receiverList.receiver.email"])
    }

    @Test("amounts in any decimal notation the SDKs wrote, with the currency's exponent")
    func amounts() throws {
        #expect(try PayRequest(Self.fields(["receiverList.receiver(0).amount": "10.0"])).receivers[0].amount.value == "10.00")
        #expect(try PayRequest(Self.fields(["receiverList.receiver(0).amount": "10"])).receivers[0].amount.value == "10.00")
        #expect(try PayRequest(Self.fields(["currencyCode": "JPY", "receiverList.receiver(0).amount": "1000"])).receivers[0].amount.value == "1000")
        #expect(Self.failure(Self.fields(["currencyCode": "JPY", "receiverList.receiver(0).amount": "1000.50"])) == ["580001 receiverList.receiver(0).amount"])
    }

    @Test("one translation: a Pay becomes exactly the order LegacyMPL makes of the same advanced payment")
    func sameTranslation() throws {
        let pay = try PayRequest(
            Self.fields(
                [
                    "receiverList.receiver(0).amount": "30.00", "receiverList.receiver(0).primary": "true", "receiverList.receiver(1).amount": "5.00",
                    "memo": "Agent sale",
                ],
                receivers: 2))
        let plan = try pay.orderPlan()
        let app = PayPalAdvancedPayment()
        app.paymentCurrency = "USD"
        app.memo = "Agent sale"
        for (email, amount, primary) in [("seller0@shop.example", "30.00", true), ("seller1@shop.example", "5.00", false)] {
            let receiver = PayPalReceiverPaymentDetails()
            receiver.recipient = email
            receiver.subTotal = NSDecimalNumber(string: amount)
            receiver.isPrimary = primary
            app.receiverPaymentDetails.add(receiver)
        }
        let direct = try app.orderPlan(options: LegacyTranslationOptions(shippingEnabled: false))
        #expect(plan == direct)
        #expect(plan.kind == .chained)
        #expect(plan.request.purchaseUnits.first?.paymentInstruction?.platformFees?.first?.amount.value == "5.00")
    }

    @Test("parallel receivers become units with their invoice ids; a simple payment's trackingId its custom_id")
    func parallel() throws {
        let pay = try PayRequest(Self.fields(["receiverList.receiver(1).invoiceId": "INV-2"], receivers: 3))
        let plan = try pay.orderPlan()
        #expect(plan.kind == .parallel)
        #expect(plan.request.purchaseUnits.map(\.payee?.emailAddress) == ["seller0@shop.example", "seller1@shop.example", "seller2@shop.example"])
        #expect(plan.request.purchaseUnits.map(\.invoiceId) == [nil, "INV-2", nil])
        let simple = try PayRequest(Self.fields(["trackingId": "TRACK-9"])).orderPlan()
        #expect(simple.request.purchaseUnits.first?.customId == "TRACK-9")
    }

    @Test("a JSON Pay reads as its NV twin")
    func jsonTwin() throws {
        let json =
            #"{"requestEnvelope":{"errorLanguage":"en_US"},"actionType":"PAY","currencyCode":"USD","returnUrl":"https://shop.example/return","cancelUrl":"https://shop.example/cancel","receiverList":{"receiver":[{"email":"seller0@shop.example","amount":"10.00"}]}}"#
        #expect(try PayRequest(JSONFlattening.read(Data(json.utf8))) == PayRequest(Self.fields()))
    }
}
