import Foundation

/// Default implementations: they stand for "not implemented" and tell the library so through
/// ``LegacyDelegateProbe``, which is how a delegate's H1 or H2 failure form (and its dynamic-amount
/// form) is found without an Objective-C runtime.
extension PayPalPaymentDelegate {
    /// Not implemented: an H2 delegate; the library then calls `paymentFailedWithCorrelationID(_:)`.
    public func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH1)
    }

    /// Not implemented: an H1 delegate (or one without a failure callback).
    public func paymentFailedWithCorrelationID(_ correlationID: String!) {
        LegacyDelegateProbe.reachedDefault(.failureH2)
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
    public func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvanced)
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
    @available(*, deprecated, message: "Use adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)")
    public func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray! {
        LegacyDelegateProbe.reachedDefault(.adjustAdvancedDeprecated)
        return nil
    }
}
