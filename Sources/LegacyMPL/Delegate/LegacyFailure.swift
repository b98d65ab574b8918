import Foundation
import OrdersCore

/// Why a legacy flow failed, in the forms the two delegate generations receive: the H1 arguments
/// (`correlationID`, `errorCode`, `errorMessage`) and the H2 `responseMessage` dictionary.
struct LegacyFailure: Sendable, Equatable {
    /// PayPal's debug id (`PayPal-Debug-Id`), or `nil` when no request was made.
    var correlationID: String?
    /// `severity`, `category`, `errorId`, `message`.
    var responseMessage: LegacyResponseMessage
    /// The broad kind of failure.
    var failureType: PayPalFailureType
    /// Whether `payPalContext` stays after the flow ends (the outcome is unknown: a resume establishes it).
    var keepsContext = false

    /// The H1 `errorCode`.
    var errorCode: String { responseMessage.errorId }
    /// The H1 `errorMessage`.
    var errorMessage: String { responseMessage.message }
    /// Whether validation refused the payment before any call (the 2011 library then showed an alert).
    var isValidation: Bool { responseMessage.errorId == LegacyValidationError.errorID }

    /// A payment refused by validation before any network call (`APPLICATION_ERROR`).
    init(validation error: LegacyValidationError) {
        correlationID = nil
        responseMessage = LegacyResponseMessage(
            severity: "Error", category: "Application", errorId: LegacyValidationError.errorID, message: error.description)
        failureType = APPLICATION_ERROR
    }

    /// A failure reported by the Orders v2 client: the debug id becomes the correlation id, the issue
    /// (or PayPal's error name) the `errorId`.
    init(paymentsError error: PaymentsError) {
        correlationID = error.debugID
        let isSystem = error.isTransient || error.kind == .decoding
        responseMessage = LegacyResponseMessage(
            severity: "Error", category: isSystem ? "System" : "Application",
            errorId: error.issues.first ?? error.name ?? error.kind.rawValue.uppercased(),
            message: error.errorDescription ?? error.message)
        failureType =
            isSystem
            ? SYSTEM_ERROR : (error.hasIssue("PAYEE_ACCOUNT_RESTRICTED") || error.hasIssue("PAYEE_ACCOUNT_INVALID") ? RECIPIENT_ERROR : APPLICATION_ERROR)
    }

    /// Any other failure.
    init(correlationID: String?, errorId: String, message: String, category: String = "System", failureType: PayPalFailureType = SYSTEM_ERROR) {
        self.correlationID = correlationID
        responseMessage = LegacyResponseMessage(severity: "Error", category: category, errorId: errorId, message: message)
        self.failureType = failureType
    }
}
