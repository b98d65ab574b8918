import Foundation

/// Every problem found in a legacy payment, thrown by `validate()` and by the translation to Orders v2.
///
/// ``problems`` lists them all, not just the first; ``responseMessage`` is the H2 `responseMessage`
/// dictionary (`severity`, `category`, `errorId`, `message`) the delegate reads after
/// `paymentFailedWithCorrelationID(_:)`.
public struct LegacyValidationError: Error, LocalizedError, Sendable, Equatable, CustomStringConvertible {
    /// The `errorId` of a validation failure in ``responseMessage`` and the H1 `errorCode`.
    public static let errorID = "LEGACY_VALIDATION_FAILED"

    /// The problems, in the order of the payment's properties.
    public let problems: [LegacyValidationProblem]

    /// Creates an error from its problems.
    public init(problems: [LegacyValidationProblem]) {
        self.problems = problems
    }

    /// The problem codes, for example `[.missingRequiredField, .invoiceTotalMismatch]`.
    public var codes: [LegacyValidationProblem.Code] { problems.map(\.code) }

    /// The paths of the problems, for example `["recipient", "receiverPaymentDetails[2].subTotal"]`.
    public var paths: [String] { problems.map(\.path) }

    /// The problem at `path` with `code`, if any.
    public func problem(at path: String, _ code: LegacyValidationProblem.Code? = nil) -> LegacyValidationProblem? {
        problems.first { $0.path == path && (code == nil || $0.code == code) }
    }

    /// One line per problem, under a header that counts them.
    public var errorDescription: String? {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["The payment was not sent: \(count) found."] + problems.map { "- \($0)" }).joined(separator: "\n")
    }

    /// The same text as ``errorDescription``.
    public var description: String { errorDescription ?? "" }

    /// The H2 `responseMessage` form: `severity` `Error`, `category` `Application`, `errorId`
    /// ``errorID``, `message` the full list of problems.
    public var responseMessage: [String: String] {
        LegacyResponseMessage(severity: "Error", category: "Application", errorId: Self.errorID, message: description).dictionary
    }
}
