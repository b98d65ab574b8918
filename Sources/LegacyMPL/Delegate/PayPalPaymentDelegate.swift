import Foundation

/// The callbacks of a legacy payment (PayPal.h, `@protocol PayPalPaymentDelegate`, H1 ∪ H2).
///
/// Per payment the library calls exactly one of `paymentSuccessWithKey(_:andStatus:)`,
/// `paymentCanceled()` or one `paymentFailedWithCorrelationID…` form, then exactly one
/// `paymentLibraryExit()`. Do UI work only in `paymentLibraryExit()`.
///
/// **Failure, H1 or H2.** H1 delegates implement the three-argument
/// `paymentFailedWithCorrelationID(_:andErrorCode:andErrorMessage:)`; H2 delegates implement the
/// one-argument `paymentFailedWithCorrelationID(_:)` and read `PayPal.getPayPalInst().responseMessage`.
/// Both have default implementations here, so a delegate implements the one it was written for. The library
/// tells them apart when delivering: it calls the H1 form and, if that reached the default (the delegate does
/// not implement it), the H2 form. A delegate that implements both gets the H1 form only. Either way
/// `responseMessage` is filled before the call. (Swift has no `respondsToSelector:` on Linux; the defaults
/// report that they ran through a task-local probe, see `LegacyDelegateDispatcher`.)
///
/// The dynamic-amount methods are optional (defaults return `nil`: the amounts stay as they are).
public protocol PayPalPaymentDelegate: AnyObject {
    /// The payment (or preapproval) completed: `payKey` is the Orders v2 order id (the confirmed key for a
    /// preapproval) and `paymentStatus` is `STATUS_COMPLETED`, `STATUS_CREATED` or `STATUS_OTHER`.
    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus)

    /// H1: the payment failed; `correlationID` is PayPal's debug id, `errorCode` and `errorMessage` say why.
    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!)

    /// H2: the payment failed; `correlationID` is PayPal's debug id, the details are in `PayPal.responseMessage`.
    func paymentFailedWithCorrelationID(_ correlationID: String!)

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

    /// Optional: new amounts per receiver (an array of ``PayPalReceiverAmounts``) for an advanced payment
    /// after the buyer chose `inAddress`; `outErrorCode` as for the simple form.
    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray!

    /// Optional, deprecated in the headers: the simple form without an error code.
    @available(*, deprecated, message: "Use adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:andErrorCode:)")
    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts!

    /// Optional, deprecated in the headers: the advanced form without an error code.
    @available(*, deprecated, message: "Use adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)")
    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray!
}
