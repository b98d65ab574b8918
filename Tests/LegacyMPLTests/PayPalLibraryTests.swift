import Foundation
import Testing

@testable import LegacyMPL

@Suite("PayPal: properties, initialization seam, validation before any network call, callback order")
struct PayPalLibraryTests {
    private func library(_ engine: SpyEngine) -> PayPal {
        let library = PayPal()
        library.install(runner: engine)
        return library
    }

    /// Waits until every callback delivered so far has run (they run later, on the delivery queue).
    private func delivered(_ library: PayPal) async {
        await library.callbackDelivery.drain()
    }

    @Test func defaultsFollowTheGuide() {
        let library = PayPal()
        #expect(library.shippingEnabled)
        #expect(!library.dynamicAmountUpdateEnabled)
        #expect(library.feePayer == FEEPAYER_EACHRECEIVER)
        #expect(library.environment == ENV_LIVE)
        #expect(library.buttonText == BUTTON_TEXT_PAY)
        #expect(library.lang == nil)
        #expect(!library.paymentsEnabled)
        #expect(library.payButtons.count == 0)
        #expect(PayPal.buildVersion().contains("Orders v2"))
        #expect(PayPal.getPayPalInst() === PayPal.getInstance())
    }

    @Test func initializationGoesThroughTheEngine() {
        let library = library(SpyEngine())
        library.initialize(appID: "APP-80W284485P519543T", environment: ENV_NONE)
        #expect(library.appID == "APP-80W284485P519543T")
        #expect(library.environment == ENV_NONE)
        #expect(library.paymentsEnabled)
        library.initialize(appID: "", environment: ENV_SANDBOX)
        #expect(!library.paymentsEnabled)
    }

    @Test func invalidPaymentFailsBeforeTheEngineThenExits() async throws {
        let engine = SpyEngine()
        let library = library(engine)
        let delegate = RecordingDelegate()
        library.delegate = delegate
        delegate.startingCall.run { library.checkoutWithPayment(Fixtures.simplePayment(subTotal: "-5")) }
        #expect(engine.checkouts.isEmpty)
        await delivered(library)
        #expect(delegate.startingCall.callbacksInside.isEmpty, "never inside the starting call, also for validation failures")
        #expect(delegate.calls == ["failedH2 ", "exit"])
        let message = try #require(library.responseMessage)
        #expect(message["errorId"] as? String == "LEGACY_VALIDATION_FAILED")
        #expect(message["category"] as? String == "Application")
        #expect((message["message"] as? String)?.contains("subTotal: subTotal is -5, but it must be above zero.") == true)
    }

    @Test func h1DelegateGetsTheErrorInArguments() async {
        let library = library(SpyEngine())
        let delegate = H1Delegate()
        library.delegate = delegate
        delegate.startingCall.run { library.checkoutWithPayment(nil) }
        await delivered(library)
        #expect(delegate.startingCall.callbacksInside.isEmpty)
        #expect(delegate.calls == ["failedH1  LEGACY_VALIDATION_FAILED", "exit"])
    }

    @Test func validPaymentReachesTheEngineTranslated() async throws {
        let engine = SpyEngine(outcome: .success(payKey: "5O190127TN364715T", status: STATUS_COMPLETED))
        let library = library(engine)
        let delegate = RecordingDelegate()
        library.delegate = delegate
        library.shippingEnabled = false
        library.lang = "fr_FR"
        let payment = Fixtures.simplePayment()
        delegate.startingCall.run { library.checkoutWithPayment(payment) }
        let checkout = try #require(engine.checkouts.first)
        #expect(checkout.plan.request.paymentSource?.paypal?.experienceContext?.shippingPreference == .noShipping)
        #expect(checkout.plan.request.paymentSource?.paypal?.experienceContext?.locale == "fr-FR")
        #expect(checkout.payment == LegacyPaymentSnapshot(payment))
        await delivered(library)
        #expect(delegate.startingCall.callbacksInside.isEmpty, "the engine ended the flow inside the call; the callbacks still come later")
        #expect(delegate.calls == ["success 5O190127TN364715T 0", "exit"])
        #expect(library.payment.singleReceiver.recipient == "merchant@example.com")
    }

    @Test func aFlowEndsExactlyOnce() async throws {
        let engine = SpyEngine()
        let library = library(engine)
        let delegate = RecordingDelegate()
        library.delegate = delegate
        library.advancedCheckoutWithPayment(Fixtures.advancedPayment(Fixtures.receivers(2)))
        let session = try #require(engine.sessions.first)
        library.checkoutWithPayment(Fixtures.simplePayment())
        #expect(engine.checkouts.count == 1, "a second flow cannot start while one runs")
        #expect(library.responseMessage?["errorId"] as? String == "FLOW_IN_PROGRESS")
        library.complete(session, with: .canceled)
        library.complete(session, with: .success(payKey: "late", status: STATUS_COMPLETED))
        await delivered(library)
        #expect(delegate.calls == ["canceled", "exit"])
        library.checkoutWithPayment(Fixtures.simplePayment())
        #expect(engine.checkouts.count == 2)
    }

    @Test func failureFillsResponseMessageBeforeTheCallback() async throws {
        let engine = SpyEngine()
        let library = library(engine)
        let delegate = ResponseReadingDelegate(library: library)
        library.delegate = delegate
        library.checkoutWithPayment(Fixtures.simplePayment())
        let session = try #require(engine.sessions.first)
        library.complete(session, with: .failed(LegacyFailure(correlationID: "f2a0c3e1b9d4", errorId: "INSTRUMENT_DECLINED", message: "Declined")))
        await delivered(library)
        #expect(delegate.seen == ["f2a0c3e1b9d4 INSTRUMENT_DECLINED Error System"])
    }

    @Test func preapprovalNeedsAKey() async {
        let engine = SpyEngine()
        let library = library(engine)
        let delegate = RecordingDelegate()
        library.delegate = delegate
        delegate.startingCall.run { library.preapprovalWithKey("", andMerchantName: "Shop") }
        #expect(engine.preapprovals.isEmpty)
        await delivered(library)
        #expect(delegate.startingCall.callbacksInside.isEmpty)
        #expect(delegate.calls == ["failedH2 ", "exit"])
        library.preapprovalWithKey("8KX67345FY123456L", andMerchantName: "Shop")
        #expect(engine.preapprovals == ["8KX67345FY123456L"])
        #expect(library.preapprovalDetails.merchantName == "Shop")
    }

    @Test func placeholderEngineFailsClearly() async {
        let library = PayPal()
        library.install(runner: UnavailableFlowRunner())
        let delegate = H1Delegate()
        library.delegate = delegate
        library.initialize(appID: "APP-80W284485P519543T", environment: ENV_NONE)
        delegate.startingCall.run { library.checkoutWithPayment(Fixtures.simplePayment()) }
        await delivered(library)
        #expect(delegate.calls == ["failedH1  CHECKOUT_NOT_AVAILABLE", "exit"])
        #expect(delegate.startingCall.callbacksInside.isEmpty, "\"not initialized\" and engine failures come later too")
    }
}

/// Reads `responseMessage` inside the H2 failure callback, as the guide's sample does.
private final class ResponseReadingDelegate: PayPalPaymentDelegate {
    let library: PayPal
    var seen: [String] = []
    init(library: PayPal) { self.library = library }
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        let message = library.responseMessage!
        let parts = [correlationID!, message["errorId"], message["severity"], message["category"]].compactMap { $0 as? String }
        seen.append(parts.joined(separator: " "))
    }
    func paymentCanceled() {}
    func paymentLibraryExit() {}
}
