import Foundation
import OrdersCore

/// Every error the card module throws: what went wrong (``message``), where (``field``), and how to fix it
/// (``recoverySuggestion``). Never contains a card number (at most its last four digits) or a security code.
///
/// Compare with the constants' codes: `error.code == .threeDSecureCanceled`, or use ``isThreeDSecureCanceled(_:)``.
public struct CardError: Error, LocalizedError, Sendable, Equatable {
    /// What kind of failure this is.
    public enum Code: Int, Sendable, Equatable {
        /// `0`: Something this module did not expect.
        case unknown = 0
        /// `1`: The card has one or more problems, listed in ``problems``; nothing was sent.
        case invalidCard
        /// `2`: The card number is empty.
        case numberMissing
        /// `3`: The card number contains something other than digits, spaces or dashes.
        case numberNotNumeric
        /// `4`: The number's first digits match no accepted brand.
        case brandNotAccepted
        /// `5`: The number has a length its brand never issues.
        case numberLength
        /// `6`: The number fails the Luhn check: a digit is mistyped.
        case numberChecksum
        /// `7`: The security code is empty.
        case securityCodeMissing
        /// `8`: The security code is not digits or has the wrong length for the brand.
        case securityCodeInvalid
        /// `9`: The expiry month or year is not a valid date.
        case expiryInvalid
        /// `10`: The card expired.
        case expired
        /// `11`: The expiry is further in the future than any card is issued for.
        case expiryTooFar
        /// `12`: The cardholder name is empty when given, or longer than 300 characters.
        case cardholderNameInvalid
        /// `13`: The billing address is incomplete or malformed.
        case billingAddressInvalid
        /// `14`: A required card field is missing from a ``CardFieldComponent``.
        case fieldMissing
        /// `15`: The order id is not a PayPal order id.
        case orderIDInvalid
        /// `16`: PayPal refused the request; ``paymentsError`` has PayPal's details and debug id.
        case paypalRefused
        /// `17`: The 3DS challenge link PayPal returned is not one this SDK opens.
        case threeDSecureURLInvalid
        /// `18`: A 3DS challenge is required but the client has no presenter to show it.
        case threeDSecurePresenterMissing
        /// `19`: The payer canceled the 3DS challenge.
        case threeDSecureCanceled
        /// `20`: The presenter failed to show the 3DS challenge.
        case threeDSecurePresentationFailed
        /// `21`: After the challenge the order or setup token is still not approved.
        case notApproved
        /// `22`: The create-order callback of a ``CardFieldComponent`` gave no order.
        case orderNotProvided
    }

    /// What kind of failure this is.
    public let code: Code
    /// Where the problem is, when it is one field.
    public let field: CardInputField?
    /// What went wrong.
    public let message: String
    /// How to fix it.
    public let recoverySuggestion: String?
    /// For ``Code/invalidCard``: every problem found, each with its own code and field.
    public let problems: [CardError]
    /// The order or setup token concerned, when there is one.
    public let resourceID: String?
    /// PayPal's error (status, issues, debug id), for ``Code/paypalRefused`` and transport failures.
    public let paymentsError: PaymentsError?

    /// Creates an error.
    public init(
        code: Code, field: CardInputField? = nil, message: String, recoverySuggestion: String? = nil,
        problems: [CardError] = [], resourceID: String? = nil, paymentsError: PaymentsError? = nil
    ) {
        self.code = code
        self.field = field
        self.message = message
        self.recoverySuggestion = recoverySuggestion
        self.problems = problems
        self.resourceID = resourceID
        self.paymentsError = paymentsError
    }

    /// The message, each problem on its own line, the fix and PayPal's details.
    public var errorDescription: String? {
        var lines = [message]
        lines += problems.map { problem in
            "- " + problem.message + (problem.recoverySuggestion.map { " " + $0 } ?? "")
        }
        if problems.isEmpty, let recoverySuggestion { lines.append(recoverySuggestion) }
        if let paymentsError, let text = paymentsError.errorDescription { lines.append(text) }
        return lines.joined(separator: "\n")
    }

    /// Whether `error` is the payer canceling a 3DS challenge.
    public static func isThreeDSecureCanceled(_ error: any Error) -> Bool {
        (error as? CardError)?.code == .threeDSecureCanceled
    }
}
