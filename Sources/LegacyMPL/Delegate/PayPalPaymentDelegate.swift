import Foundation

/// The callbacks of a legacy payment (PayPal.h, `@protocol PayPalPaymentDelegate`, H1 ∪ H2), in the spellings
/// Swift apps used for them: Swift 2's (`paymentSuccessWithKey(_:andStatus:)`) and the Swift 3+ importer's
/// (`paymentSuccess(withKey:andStatus:)`).
///
/// Per payment the library calls exactly one of success, `paymentCanceled()` or one failure form, then exactly
/// one `paymentLibraryExit()`, always asynchronously (never inside the call that started the flow) on the main
/// thread where a main run loop runs, else on one serial queue. Do UI work only in `paymentLibraryExit()`.
///
/// **Which method is called.** Every method but `paymentCanceled()` and `paymentLibraryExit()` has a default
/// implementation, so a delegate implements the ones it was written for, in either spelling:
/// - success: the Swift 2 spelling if implemented, else the Swift 3+ one;
/// - failure: the H1 three-argument form (either spelling) if implemented, else the H2 one-argument form
///   (reading `PayPal.getPayPalInst().responseMessage`); a delegate with both gets H1 only; `responseMessage` is
///   filled before the call either way;
/// - dynamic amounts: the error-code form, else the deprecated form; a delegate that implements none while
///   `dynamicAmountUpdateEnabled` is on keeps the amounts, and the library logs a warning.
///
/// The library tells implemented from default by calling: a default reports that it ran (Swift has no
/// `respondsToSelector:` on Linux; see `LegacyDelegateDispatcher`). Swift consequence, unlike Objective-C: an
/// optional method must be implemented in the class that declares the conformance (a subclass may then override
/// it); a method that only a *subclass* adds is not seen (the protocol's default was bound to the base class), and
/// for dynamic amounts the library then logs the warning above. Objective-C delegates (PayPalMPL's headers) are
/// dispatched with `respondsToSelector:` and have no such limit.
public protocol PayPalPaymentDelegate: AnyObject {
    /// The payment (or preapproval) completed: `payKey` is the Orders v2 order id (the confirmed key for a
    /// preapproval) and `paymentStatus` is `STATUS_COMPLETED`, `STATUS_CREATED` or `STATUS_OTHER`.
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus)
    /// The Swift 3+ spelling of ``paymentSuccessWithKey(_:andStatus:)``.
    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus)

    /// H1: the payment failed; `correlationID` is PayPal's debug id, `errorCode` and `errorMessage` say why.
    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!)
    /// The Swift 3+ spelling of the H1 failure.
    func paymentFailed(withCorrelationID correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!)

    /// H2: the payment failed; `correlationID` is PayPal's debug id, the details are in `PayPal.responseMessage`.
    func paymentFailedWithCorrelationID(_ correlationID: String!)
    /// The Swift 3+ spelling of the H2 failure.
    func paymentFailed(withCorrelationID correlationID: String!)

    /// The buyer canceled the payment.
    func paymentCanceled()

    /// The library is done with the screen; show the payment's outcome now.
    func paymentLibraryExit()

    /// Optional: new amounts for a simple payment after the buyer chose `inAddress`; set `outErrorCode`
    /// to `AMOUNT_ERROR_SERVER`/`AMOUNT_ERROR_OTHER` to fail or `AMOUNT_CANCEL_TXN` to cancel.
    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts!
    /// The Swift 3+ spelling of the simple dynamic-amount callback.
    func adjustAmounts(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts!

    /// Optional: new amounts per receiver (an array of ``PayPalReceiverAmounts``) for an advanced payment
    /// after the buyer chose `inAddress`; `outErrorCode` as for the simple form.
    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray!
    /// The Swift 3+ spelling of the advanced dynamic-amount callback.
    func adjustAmountsAdvanced(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray!

    /// Optional, deprecated in the headers: the simple form without an error code.
    @available(*, deprecated, message: "Use adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:andErrorCode:)")
    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts!
    /// The Swift 3+ spelling of the deprecated simple form.
    @available(*, deprecated, message: "Use adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:andErrorCode:)")
    func adjustAmounts(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts!

    /// Optional, deprecated in the headers: the advanced form without an error code.
    @available(*, deprecated, message: "Use adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)")
    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray!
    /// The Swift 3+ spelling of the deprecated advanced form.
    @available(*, deprecated, message: "Use adjustAmountsAdvanced(for:andCurrency:andReceiverAmounts:andErrorCode:)")
    func adjustAmountsAdvanced(
        for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray!
}
