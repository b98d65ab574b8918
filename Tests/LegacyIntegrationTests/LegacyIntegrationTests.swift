import Foundation
import LegacyMPL
import PaymentsTestSupport
import Testing

/// The seed 001 sample compiles unchanged against LegacyMPL and its payments validate and translate.
/// Serialized: the sample uses the library's singleton.
@Suite("Legacy integration: seed 001's PaymentViewController", .serialized, .legacySingleton)
struct LegacyIntegrationTests {
    @Test func initializationAsTheGuideWritesIt() {
        PayPal.initializeWithAppID("APP-80W284485P519543T", forEnvironment: ENV_NONE)
        let status = PayPal.initializationStatus()
        #expect(status == STATUS_COMPLETED_SUCCESS || status == STATUS_INPROGRESS)
        #expect(PayPal.getPayPalInst().environment == ENV_NONE)
        #expect(PayPal.getPayPalInst() === PayPal.getInstance())
    }

    @Test func viewDidLoadGetsTheLargeButton() throws {
        let controller = PaymentViewController()
        controller.viewDidLoad()
        let descriptor = try #require(PayPal.getPayPalInst().payButtonDescriptor(buttonType: BUTTON_278x43, actionName: "payWithPayPal"))
        #expect(descriptor.width == 278 && descriptor.height == 43)
        #expect(controller.paymentButton != nil)
        #expect(PayPal.getPayPalInst().delegate as AnyObject === controller)
        #expect(PayPal.getPayPalInst().buttonText == BUTTON_TEXT_PAY)
        controller.viewDidLoadWithText()
        #expect(controller.paymentButton != nil)
    }

    @Test func advancedPaymentOfTheSampleValidatesAndTranslates() throws {
        let payment = PaymentViewController().makeAdvancedPayment()!
        try payment.validate()
        #expect(payment.total == NSDecimalNumber(string: "41.80"))
        let plan = try payment.orderPlan(options: LegacyTranslationOptions(shippingEnabled: true, dynamicAmountUpdateEnabled: true))
        #expect(plan.kind == .parallel)
        #expect(plan.request.purchaseUnits.map { $0.payee?.emailAddress } == ["recipient1@email.com", "recipient2@email.com", "recipient3@email.com"])
        #expect(plan.request.purchaseUnits.map(\.amount.total.value) == ["12.80", "23.60", "5.40"])
        #expect(plan.request.purchaseUnits.map(\.description) == Array(repeating: "Order from the sample store", count: 3))
        #expect(Set(plan.request.purchaseUnits.compactMap(\.referenceId)).count == 3)
    }

    @Test func simplePaymentOfTheSampleValidatesAndTranslates() throws {
        let payment = PaymentViewController().makeSimplePayment()!
        try payment.validate()
        let plan = try payment.orderPlan()
        let unit = try #require(plan.request.purchaseUnits.first)
        #expect(unit.amount.total.value == "29.00")
        #expect(unit.items?.first?.sku == "TEDDY-1")
        #expect(unit.items?.first?.category?.rawValue == "PHYSICAL_GOODS")
        #expect(plan.request.paymentSource?.paypal?.experienceContext?.brandName == "Sample Store")
        #expect(plan.notes.isEmpty)
    }

    @Test func dynamicAmountsOfTheSample() {
        let controller = PaymentViewController()
        var code = AMOUNT_ERROR_NONE
        let california = PayPalAddress(name: "Ann", street1: "2211 North First Street", city: "San Jose", state: "CA", postalcode: "95131", countrycode: "US")
        let amounts = controller.adjustAmountsForAddress(
            california, andCurrency: "USD", andAmount: NSDecimalNumber(string: "25.00"), andTax: NSDecimalNumber(string: "2.00"),
            andShipping: NSDecimalNumber(string: "2.00"), andErrorCode: &code)!
        #expect(amounts.tax == NSDecimalNumber(string: "2.50"))
        #expect(code == AMOUNT_ERROR_NONE)
        let receiverAmounts = PayPalReceiverAmounts()
        receiverAmounts.recipient = "recipient1@email.com"
        receiverAmounts.amounts = PayPalAmounts()
        receiverAmounts.amounts.payment_amount = NSDecimalNumber(string: "10.00")
        let nevada = PayPalAddress(state: "NV")
        let adjusted = controller.adjustAmountsAdvancedForAddress(nevada, andCurrency: "USD", andReceiverAmounts: NSMutableArray(object: receiverAmounts), andErrorCode: &code)!
        #expect((adjusted[0] as? PayPalReceiverAmounts)?.amounts.tax == NSDecimalNumber(string: "0.80"))
    }

    @Test func checkoutEndsWithOneOutcomeThenExit() async throws {
        PayPal.initializeWithAppID("APP-80W284485P519543T", forEnvironment: ENV_NONE)
        let controller = PaymentViewController()
        controller.viewDidLoad()
        controller.payWithPayPal()
        _ = try await waitUntil { controller.callbacks.contains("paymentLibraryExit") }
        // ENV_NONE: the in-process simulator's demo buyer approves and the capture completes.
        #expect(controller.callbacks == ["paymentSuccessWithKey", "paymentLibraryExit"], "\(controller.callbacks)")
        #expect(controller.status == "completed")
    }

    @Test func invalidSimplePaymentFailsWithTheProblemsListed() async throws {
        let controller = PaymentViewController()
        PayPal.getPayPalInst().delegate = controller
        let payment = controller.makeSimplePayment()!
        payment.subTotal = NSDecimalNumber(string: "30.00")
        PayPal.getPayPalInst().checkoutWithPayment(payment)
        _ = try await waitUntil { controller.callbacks.contains("paymentLibraryExit") }
        #expect(controller.callbacks == ["paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:", "paymentLibraryExit"])
        #expect(controller.status == "failed: LEGACY_VALIDATION_FAILED")
        let message = PayPal.getPayPalInst().responseMessage["message"] as? String
        #expect(message?.contains("invoiceData.invoiceItems: The items' totalPrice values add up to 25, but subTotal is 30") == true)
    }
}

/// A Swift 3+ app (bridged names) keeps compiling and gets its callbacks in its own spellings.
@Suite("Legacy integration: the Swift 3+ importer spellings", .serialized, .legacySingleton)
struct Swift3SpellingTests {
    private func waitForExit(_ controller: Swift3PaymentViewController, after count: Int) async throws -> [String] {
        _ = try await waitUntil { controller.callbacks.dropFirst(count).contains("paymentLibraryExit") }
        return Array(controller.callbacks.dropFirst(count))
    }

    @Test func checkoutWithDynamicAmountsInSwift3Spellings() async throws {
        let controller = Swift3PaymentViewController()
        controller.viewDidLoad()
        #expect(PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS)
        PayPal.getPayPalInst().shippingEnabled = true
        PayPal.getPayPalInst().dynamicAmountUpdateEnabled = true
        defer { PayPal.getPayPalInst().dynamicAmountUpdateEnabled = false }
        controller.payWithPayPal()
        let calls = try await waitForExit(controller, after: 0)
        #expect(controller.callbacksInsideTheStartingCall.isEmpty, "callbacks never arrive inside checkout(with:)")
        #expect(calls == [
            "adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:andErrorCode:) USD 10",
            "paymentSuccess(withKey:andStatus:) 0", "paymentLibraryExit",
        ])
    }

    @Test func invalidPaymentReachesTheSwift3FailureSpelling() async throws {
        let controller = Swift3PaymentViewController()
        controller.viewDidLoad()
        controller.payWithPayPal(subTotal: "-1")
        let calls = try await waitForExit(controller, after: 0)
        #expect(controller.callbacksInsideTheStartingCall.isEmpty, "never inside checkout(with:), validation failures included")
        #expect(calls == ["paymentFailed(withCorrelationID:) LEGACY_VALIDATION_FAILED", "paymentLibraryExit"])
    }
}
