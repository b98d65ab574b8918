import Foundation

/// Default implementations: they stand for "not implemented" and tell the library so through
/// ``LegacyDelegateProbe``, which is how the spelling and form a delegate implements is found without an
/// Objective-C runtime.
extension PayPalPaymentDelegate {
    /// Not implemented: the library then calls the Swift 3+ spelling.
    public func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        LegacyDelegateProbe.reachedDefault(.success)
    }

    /// Not implemented: a Swift 2 delegate.
    public func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        LegacyDelegateProbe.reachedDefault(.successSwift3)
    }

    /// Not implemented: the library then tries the other spelling, then the H2 form.
    public func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH1)
    }

    /// Not implemented: the library then tries the H2 form.
    public func paymentFailed(withCorrelationID correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH1Swift3)
    }

    /// Not implemented: the library then calls the Swift 3+ spelling.
    public func paymentFailedWithCorrelationID(_ correlationID: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH2)
    }

    /// Not implemented: an H1 delegate (or one without a failure callback).
    public func paymentFailed(withCorrelationID correlationID: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH2Swift3)
    }

    /// Not implemented: the amounts stay as they are.
    public func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        LegacyDelegateProbe.reachedDefault(.adjustSimple)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    public func adjustAmounts(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        LegacyDelegateProbe.reachedDefault(.adjustSimpleSwift3)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    public func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvanced)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    public func adjustAmountsAdvanced(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvancedSwift3)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    @available(*, deprecated, message: "Use adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:andErrorCode:)")
    public func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts! {
        LegacyDelegateProbe.reachedDefault(.adjustSimpleDeprecated)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    @available(*, deprecated, message: "Use adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:andErrorCode:)")
    public func adjustAmounts(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts! {
        LegacyDelegateProbe.reachedDefault(.adjustSimpleDeprecatedSwift3)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    @available(*, deprecated, message: "Use adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)")
    public func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvancedDeprecated)
        return nil
    }

    /// Not implemented: the amounts stay as they are.
    @available(*, deprecated, message: "Use adjustAmountsAdvanced(for:andCurrency:andReceiverAmounts:andErrorCode:)")
    public func adjustAmountsAdvanced(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvancedDeprecatedSwift3)
        return nil
    }
}
