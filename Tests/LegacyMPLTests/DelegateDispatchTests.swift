import Foundation
import Testing

@testable import LegacyMPL

@Suite("Delegate: H1 and H2 failure forms, optional dynamic-amount callbacks")
struct DelegateDispatchTests {
    private let failure = LegacyFailure(correlationID: "debug-1", errorId: "INSTRUMENT_DECLINED", message: "Declined")

    @Test func h1DelegateGetsTheThreeArgumentFormOnce() {
        let delegate = H1Delegate()
        #expect(LegacyDelegateDispatcher(delegate: delegate).failed(failure) == .h1)
        #expect(delegate.calls == ["failedH1 debug-1 INSTRUMENT_DECLINED"])
    }

    @Test func h2DelegateGetsTheOneArgumentFormOnce() {
        let delegate = RecordingDelegate()
        #expect(LegacyDelegateDispatcher(delegate: delegate).failed(failure) == .h2)
        #expect(delegate.calls == ["failedH2 debug-1"])
    }

    @Test func delegateWithBothFormsGetsH1Only() {
        let delegate = BothFormsDelegate()
        #expect(LegacyDelegateDispatcher(delegate: delegate).failed(failure) == .h1)
        #expect(delegate.calls == ["failedH1"])
    }

    @Test func delegateWithNeitherFormGetsNothing() {
        let delegate = NoFailureDelegate()
        #expect(LegacyDelegateDispatcher(delegate: delegate).failed(failure) == .none)
        #expect(delegate.calls.isEmpty)
    }

    @Test func detectionIsSafeAcrossConcurrentFlows() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<50 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        let delegate = H1Delegate()
                        return LegacyDelegateDispatcher(delegate: delegate).failed(LegacyFailure(correlationID: nil, errorId: "E", message: "m")) == .h1
                            && delegate.calls.count == 1
                    }
                    let delegate = RecordingDelegate()
                    return LegacyDelegateDispatcher(delegate: delegate).failed(LegacyFailure(correlationID: nil, errorId: "E", message: "m")) == .h2
                        && delegate.calls.count == 1
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test func adjustAmountsUsesTheErrorCodeForm() throws {
        let delegate = AdjustingDelegate()
        let dispatcher = LegacyDelegateDispatcher(delegate: delegate)
        let address = PayPalAddress(state: "CA")
        let result = dispatcher.adjustAmounts(address: address, currency: "USD", amount: Fixtures.decimal("10"), tax: nil, shipping: nil)
        guard case .adjusted(let amounts) = result else {
            Issue.record("expected new amounts, got \(result)")
            return
        }
        #expect(amounts.tax == Fixtures.decimal("1.00"))
        delegate.code = AMOUNT_CANCEL_TXN
        guard case .canceled = dispatcher.adjustAmounts(address: address, currency: "USD", amount: Fixtures.decimal("10"), tax: nil, shipping: nil)
        else {
            Issue.record("expected cancel")
            return
        }
        delegate.code = AMOUNT_ERROR_SERVER
        guard case .failed(let code) = dispatcher.adjustAmounts(address: address, currency: "USD", amount: Fixtures.decimal("10"), tax: nil, shipping: nil)
        else {
            Issue.record("expected failure")
            return
        }
        #expect(code == AMOUNT_ERROR_SERVER)
    }

    @Test func deprecatedAdjustFormsAreStillCalled() {
        let delegate = DeprecatedAdjustingDelegate()
        let dispatcher = LegacyDelegateDispatcher(delegate: delegate)
        let result = dispatcher.adjustAdvancedAmounts(address: PayPalAddress(), currency: "USD", receiverAmounts: NSMutableArray())
        guard case .adjusted(let array) = result else {
            Issue.record("expected new amounts, got \(result)")
            return
        }
        #expect(array.count == 1)
        guard case .notImplemented = dispatcher.adjustAmounts(address: PayPalAddress(), currency: "USD", amount: 1, tax: nil, shipping: nil)
        else {
            Issue.record("the simple form is not implemented")
            return
        }
    }

    @Test func noAdjustImplementationKeepsAmounts() {
        let dispatcher = LegacyDelegateDispatcher(delegate: RecordingDelegate())
        guard case .notImplemented = dispatcher.adjustAdvancedAmounts(address: PayPalAddress(), currency: "USD", receiverAmounts: NSMutableArray())
        else {
            Issue.record("expected notImplemented")
            return
        }
    }
}

/// Implements the current simple dynamic-amount form.
private final class AdjustingDelegate: PayPalPaymentDelegate {
    var code = AMOUNT_ERROR_NONE
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentCanceled() {}
    func paymentLibraryExit() {}

    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        let amounts = PayPalAmounts()
        amounts.payment_amount = inAmount
        amounts.tax = inAddress.state == "CA" ? NSDecimalNumber(string: "1.00") : NSDecimalNumber(string: "0.80")
        outErrorCode.pointee = code
        return amounts
    }
}

/// Implements only the deprecated advanced form.
private final class DeprecatedAdjustingDelegate: PayPalPaymentDelegate {
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentCanceled() {}
    func paymentLibraryExit() {}

    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray! {
        NSMutableArray(object: PayPalReceiverAmounts())
    }
}
