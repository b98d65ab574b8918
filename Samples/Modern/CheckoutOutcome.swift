/// The legacy delegate's three endings, as the samples report them.
///
/// `paymentSuccessWithKey:andStatus:`, `paymentFailedWithCorrelationID:` and `paymentCanceled`
/// become a returned value, a thrown error, and a thrown error whose `isCanceled` is true;
/// `paymentLibraryExit` has no equivalent: the `await` returning is the end.
public enum CheckoutOutcome: Sendable, Equatable {
    /// `paymentSuccessWithKey(payKey, andStatus:)`: the order id and the capture's status.
    case success(payKey: String, status: String)
    /// `paymentCanceled`.
    case canceled
    /// `paymentFailedWithCorrelationID(correlationID)`: PayPal's debug id, when PayPal answered. No money moved.
    case failed(correlationID: String?, message: String)
    /// No legacy callback (LegacyMPL reports a failure `PAYMENT_OUTCOME_UNKNOWN` and keeps `payPalContext`): the
    /// capture may have taken the money but PayPal could not confirm it in time. Not a failure: show "processing"
    /// and let the server read order `payKey` later.
    case outcomeUnknown(payKey: String, message: String)
}
