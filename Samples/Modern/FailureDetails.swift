import OrdersCore

/// The failure callbacks' arguments from a thrown `PaymentsError`: H1's
/// `paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:`, H2's `responseMessage` dictionary,
/// `PayPalFailureType` (H0's `PAYPAL_FAILURE` for `paymentFailed:`) and H0's `errorMessage`.
public enum FailureDetailsSample {
    /// `PayPalFailureType` / H0 `PAYPAL_FAILURE`, decided from the error.
    public enum FailureType: String, Sendable, Equatable {
        /// `SYSTEM_ERROR`: PayPal or the network failed; retrying later may work.
        case systemError = "SYSTEM_ERROR"
        /// `RECIPIENT_ERROR`: the payee cannot receive this payment.
        case recipientError = "RECIPIENT_ERROR"
        /// `APPLICATION_ERROR`: the app's request or configuration is wrong.
        case applicationError = "APPLICATION_ERROR"
        /// `CONSUMER_ERROR`: the buyer cannot pay this way.
        case consumerError = "CONSUMER_ERROR"
    }

    /// H1: `paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:`.
    public static func h1Arguments(_ error: PaymentsError) -> (correlationID: String?, errorCode: String, errorMessage: String) {
        let correlationID = error.debugID                                        // correlationID
        let errorCode = error.issues.first ?? error.name ?? error.kind.rawValue  // errorCode
        let errorMessage = error.message                                         // errorMessage
        return (correlationID, errorCode, errorMessage)
    }

    /// H2: `paymentFailedWithCorrelationID:` with `PayPal.responseMessage` (H0: `getErrorMessage`).
    public static func responseMessage(_ error: PaymentsError) -> [String: String] {
        [
            "severity": error.isTransient ? "WARNING" : "ERROR",                 // severity
            "category": failureType(error).rawValue,                             // category
            "errorId": error.issues.first ?? error.name ?? error.kind.rawValue,  // errorId
            "message": error.errorDescription ?? error.message,                  // message (H0: errorMessage)
        ]
    }

    /// `PayPalFailureType` (H0: `paymentFailed:(PAYPAL_FAILURE)`).
    public static func failureType(_ error: PaymentsError) -> FailureType {
        switch error.kind {
        case .transport, .decoding:
            return .systemError
        case .configuration, .oauth:
            return .applicationError
        case .api where error.issues.contains(where: { $0.hasPrefix("PAYEE_") }):
            return .recipientError
        case .api where error.issues.contains(where: { $0.hasPrefix("PAYER_") || $0 == "INSTRUMENT_DECLINED" || $0 == "TRANSACTION_REFUSED" }):
            return .consumerError
        case .api:
            return (error.statusCode ?? 500) >= 500 ? .systemError : .applicationError
        }
    }
}
