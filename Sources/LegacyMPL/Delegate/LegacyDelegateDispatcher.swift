import Foundation

/// Which failure callback a delegate received.
enum LegacyFailureForm: Sendable, Equatable {
    /// The H1 three-argument `paymentFailedWithCorrelationID(_:andErrorCode:andErrorMessage:)`.
    case h1
    /// The H2 one-argument `paymentFailedWithCorrelationID(_:)`.
    case h2
    /// Neither is implemented: nothing was delivered.
    case none
}

/// What a dynamic-amount delegate answered.
enum LegacyAdjustment<Value> {
    /// The delegate implements no form of the callback: keep the amounts.
    case notImplemented
    /// The delegate returned `nil` without an error: keep the amounts.
    case unchanged
    /// New amounts.
    case adjusted(Value)
    /// `AMOUNT_ERROR_SERVER` or `AMOUNT_ERROR_OTHER` (or an unknown code): fail the payment.
    case failed(PayPalAmountErrorCode)
    /// `AMOUNT_CANCEL_TXN`: cancel the payment.
    case canceled
}

extension LegacyAdjustment: Sendable where Value: Sendable {}

/// Calls a ``PayPalPaymentDelegate`` the way the legacy library did, finding out which optional forms
/// it implements with ``LegacyDelegateProbe``. Call it on the thread the delegate expects (the main thread
/// for UIKit apps); it calls synchronously.
struct LegacyDelegateDispatcher {
    /// The delegate.
    let delegate: any PayPalPaymentDelegate

    /// `paymentSuccessWithKey(_:andStatus:)`.
    func success(payKey: String, status: PayPalPaymentStatus) {
        delegate.paymentSuccessWithKey(payKey, andStatus: status)
    }

    /// `paymentCanceled()`.
    func canceled() {
        delegate.paymentCanceled()
    }

    /// Exactly one failure form: H1 if the delegate implements it, else H2.
    @discardableResult
    func failed(_ failure: LegacyFailure) -> LegacyFailureForm {
        let correlationID = failure.correlationID ?? ""
        let h1 = LegacyDelegateProbe.call(.failureH1) {
            delegate.paymentFailedWithCorrelationID(correlationID, andErrorCode: failure.errorCode, andErrorMessage: failure.errorMessage)
        }
        if h1.implemented { return .h1 }
        let h2 = LegacyDelegateProbe.call(.failureH2) { delegate.paymentFailedWithCorrelationID(correlationID) }
        return h2.implemented ? .h2 : .none
    }

    /// `paymentLibraryExit()`.
    func libraryExit() {
        delegate.paymentLibraryExit()
    }

    /// Asks for new simple-payment amounts: the error-code form, else the deprecated form.
    func adjustAmounts(
        address: PayPalAddress, currency: String, amount: NSDecimalNumber, tax: NSDecimalNumber?, shipping: NSDecimalNumber?
    ) -> LegacyAdjustment<PayPalAmounts> {
        var code = AMOUNT_ERROR_NONE
        let current = LegacyDelegateProbe.call(.adjustSimple) {
            delegate.adjustAmountsForAddress(address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping, andErrorCode: &code)
        }
        if current.implemented { return Self.outcome(current.result, code: code) }
        let old = LegacyDelegateProbe.call(.adjustSimpleDeprecated) {
            (DeprecatedCalls() as any DeprecatedCalling).adjust(delegate, address, currency, amount, tax, shipping)
        }
        return old.implemented ? Self.outcome(old.result, code: AMOUNT_ERROR_NONE) : .notImplemented
    }

    /// Asks for new advanced-payment amounts (an array of ``PayPalReceiverAmounts``): the error-code form,
    /// else the deprecated form.
    func adjustAdvancedAmounts(address: PayPalAddress, currency: String, receiverAmounts: NSMutableArray) -> LegacyAdjustment<NSMutableArray> {
        var code = AMOUNT_ERROR_NONE
        let current = LegacyDelegateProbe.call(.adjustAdvanced) {
            delegate.adjustAmountsAdvancedForAddress(address, andCurrency: currency, andReceiverAmounts: receiverAmounts, andErrorCode: &code)
        }
        if current.implemented { return Self.outcome(current.result, code: code) }
        let old = LegacyDelegateProbe.call(.adjustAdvancedDeprecated) {
            (DeprecatedCalls() as any DeprecatedCalling).adjustAdvanced(delegate, address, currency, receiverAmounts)
        }
        return old.implemented ? Self.outcome(old.result, code: AMOUNT_ERROR_NONE) : .notImplemented
    }

    private static func outcome<Value>(_ value: Value?, code: PayPalAmountErrorCode) -> LegacyAdjustment<Value> {
        switch code {
        case AMOUNT_ERROR_NONE: return value.map { .adjusted($0) } ?? .unchanged
        case AMOUNT_CANCEL_TXN: return .canceled
        default: return .failed(code)
        }
    }
}

/// Calls the deprecated delegate forms through a protocol whose requirements are not deprecated, so the
/// library builds without deprecation warnings while still honouring delegates that implement only them.
private protocol DeprecatedCalling {
    func adjust(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amount: NSDecimalNumber,
        _ tax: NSDecimalNumber?, _ shipping: NSDecimalNumber?
    ) -> PayPalAmounts?
    func adjustAdvanced(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amounts: NSMutableArray
    ) -> NSMutableArray?
}

private struct DeprecatedCalls: DeprecatedCalling {
    @available(*, deprecated)
    func adjust(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amount: NSDecimalNumber,
        _ tax: NSDecimalNumber?, _ shipping: NSDecimalNumber?
    ) -> PayPalAmounts? {
        delegate.adjustAmountsForAddress(address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping)
    }

    @available(*, deprecated)
    func adjustAdvanced(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amounts: NSMutableArray
    ) -> NSMutableArray? {
        delegate.adjustAmountsAdvancedForAddress(address, andCurrency: currency, andReceiverAmounts: amounts)
    }
}
