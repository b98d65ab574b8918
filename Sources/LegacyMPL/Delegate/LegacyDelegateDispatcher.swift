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

/// Calls a ``PayPalPaymentDelegate`` the way the legacy library did, finding out which optional forms and
/// spellings it implements with ``LegacyDelegateProbe``. Call it on the thread the delegate expects (see
/// ``LegacyCallbackDelivery``); it calls synchronously.
struct LegacyDelegateDispatcher {
    /// The delegate.
    let delegate: any PayPalPaymentDelegate

    /// Success, in the first spelling the delegate implements (Swift 2, then Swift 3+); `false` when it implements none.
    @discardableResult
    func success(payKey: String, status: PayPalPaymentStatus) -> Bool {
        let delegate = delegate
        let called = Self.first([
            (.success, { delegate.paymentSuccessWithKey(payKey, andStatus: status) }),
            (.successSwift3, { delegate.paymentSuccess(withKey: payKey, andStatus: status) }),
        ])
        if called == nil { LegacyLog.error("the delegate implements no paymentSuccessWithKey(_:andStatus:): the payment's success was not delivered") }
        return called != nil
    }

    /// `paymentCanceled()`.
    func canceled() {
        delegate.paymentCanceled()
    }

    /// Exactly one failure form: H1 if the delegate implements it (either spelling), else H2.
    @discardableResult
    func failed(_ failure: LegacyFailure) -> LegacyFailureForm {
        let (delegate, id, code, message) = (delegate, failure.correlationID ?? "", failure.errorCode, failure.errorMessage)
        switch Self.first([
            (.failureH1, { delegate.paymentFailedWithCorrelationID(id, andErrorCode: code, andErrorMessage: message) }),
            (.failureH1Swift3, { delegate.paymentFailed(withCorrelationID: id, andErrorCode: code, andErrorMessage: message) }),
            (.failureH2, { delegate.paymentFailedWithCorrelationID(id) }),
            (.failureH2Swift3, { delegate.paymentFailed(withCorrelationID: id) }),
        ]) {
        case .failureH1, .failureH1Swift3: return .h1
        case .failureH2, .failureH2Swift3: return .h2
        default: return .none
        }
    }

    /// `paymentLibraryExit()`.
    func libraryExit() {
        delegate.paymentLibraryExit()
    }

    /// Asks for new simple-payment amounts: the error-code form, else the deprecated form (each in either spelling).
    func adjustAmounts(
        address: PayPalAddress, currency: String, amount: NSDecimalNumber, tax: NSDecimalNumber?, shipping: NSDecimalNumber?
    ) -> LegacyAdjustment<PayPalAmounts> {
        let delegate = delegate
        var code = AMOUNT_ERROR_NONE
        var answer: PayPalAmounts?
        let called = withUnsafeMutablePointer(to: &code) { pointer in
            Self.first([
                (
                    .adjustSimple,
                    {
                        answer = delegate.adjustAmountsForAddress(
                            address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping, andErrorCode: pointer)
                    }
                ),
                (
                    .adjustSimpleSwift3,
                    {
                        answer = delegate.adjustAmounts(
                            for: address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping, andErrorCode: pointer)
                    }
                ),
                (.adjustSimpleDeprecated, { answer = DeprecatedCalls.calls.adjust(delegate, address, currency, amount, tax, shipping, swift3: false) }),
                (.adjustSimpleDeprecatedSwift3, { answer = DeprecatedCalls.calls.adjust(delegate, address, currency, amount, tax, shipping, swift3: true) }),
            ])
        }
        return Self.outcome(called, answer, code: code)
    }

    /// Asks for new advanced-payment amounts (an array of ``PayPalReceiverAmounts``): the error-code form,
    /// else the deprecated form (each in either spelling).
    func adjustAdvancedAmounts(address: PayPalAddress, currency: String, receiverAmounts: NSMutableArray) -> LegacyAdjustment<NSMutableArray> {
        let delegate = delegate
        var code = AMOUNT_ERROR_NONE
        var answer: NSMutableArray?
        let called = withUnsafeMutablePointer(to: &code) { pointer in
            Self.first([
                (
                    .adjustAdvanced,
                    {
                        answer = delegate.adjustAmountsAdvancedForAddress(
                            address, andCurrency: currency, andReceiverAmounts: receiverAmounts, andErrorCode: pointer)
                    }
                ),
                (
                    .adjustAdvancedSwift3,
                    {
                        answer = delegate.adjustAmountsAdvanced(for: address, andCurrency: currency, andReceiverAmounts: receiverAmounts, andErrorCode: pointer)
                    }
                ),
                (.adjustAdvancedDeprecated, { answer = DeprecatedCalls.calls.adjustAdvanced(delegate, address, currency, receiverAmounts, swift3: false) }),
                (
                    .adjustAdvancedDeprecatedSwift3,
                    { answer = DeprecatedCalls.calls.adjustAdvanced(delegate, address, currency, receiverAmounts, swift3: true) }
                ),
            ])
        }
        return Self.outcome(called, answer, code: code)
    }

    /// Calls each candidate in order until one is implemented by the delegate; returns which one, or `nil`.
    private static func first(_ candidates: [(LegacyDelegateProbe.Callback, () -> Void)]) -> LegacyDelegateProbe.Callback? {
        for (callback, call) in candidates where LegacyDelegateProbe.call(callback, call).implemented {
            return callback
        }
        return nil
    }

    private static func outcome<Value>(_ called: LegacyDelegateProbe.Callback?, _ value: Value?, code: PayPalAmountErrorCode) -> LegacyAdjustment<Value> {
        guard let called else { return .notImplemented }
        let deprecated: Set<LegacyDelegateProbe.Callback> = [
            .adjustSimpleDeprecated, .adjustSimpleDeprecatedSwift3, .adjustAdvancedDeprecated, .adjustAdvancedDeprecatedSwift3,
        ]
        switch deprecated.contains(called) ? AMOUNT_ERROR_NONE : code {
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
        _ tax: NSDecimalNumber?, _ shipping: NSDecimalNumber?, swift3: Bool
    ) -> PayPalAmounts?
    func adjustAdvanced(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amounts: NSMutableArray, swift3: Bool
    ) -> NSMutableArray?
}

private struct DeprecatedCalls: DeprecatedCalling {
    /// The calls, through the non-deprecated protocol.
    static var calls: any DeprecatedCalling { DeprecatedCalls() }

    @available(*, deprecated)
    func adjust(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amount: NSDecimalNumber,
        _ tax: NSDecimalNumber?, _ shipping: NSDecimalNumber?, swift3: Bool
    ) -> PayPalAmounts? {
        swift3
            ? delegate.adjustAmounts(for: address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping)
            : delegate.adjustAmountsForAddress(address, andCurrency: currency, andAmount: amount, andTax: tax, andShipping: shipping)
    }

    @available(*, deprecated)
    func adjustAdvanced(
        _ delegate: any PayPalPaymentDelegate, _ address: PayPalAddress, _ currency: String, _ amounts: NSMutableArray, swift3: Bool
    ) -> NSMutableArray? {
        swift3
            ? delegate.adjustAmountsAdvanced(for: address, andCurrency: currency, andReceiverAmounts: amounts)
            : delegate.adjustAmountsAdvancedForAddress(address, andCurrency: currency, andReceiverAmounts: amounts)
    }
}
