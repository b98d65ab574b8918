import Foundation
import OrdersCore

extension CardError {
    /// Several card problems at once; nothing was sent.
    static func invalidCard(_ problems: [CardError]) -> CardError {
        let fields = problems.compactMap(\.field).map(\.displayName)
        var unique: [String] = []
        for field in fields where !unique.contains(field) { unique.append(field) }
        return CardError(
            code: .invalidCard, field: problems.count == 1 ? problems[0].field : nil,
            message: "The card cannot be used as entered (\(unique.joined(separator: ", "))): nothing was sent to PayPal.",
            recoverySuggestion: "Correct the fields listed and submit again.",
            problems: problems)
    }

    /// A 3DS link that is not PayPal's 3DS page.
    static func threeDSecureURLInvalid(_ resourceID: String) -> CardError {
        CardError(
            code: .threeDSecureURLInvalid,
            message:
                "PayPal asked for payer action on \(resourceID), but its link is not PayPal's 3DS challenge page (on paypal.com or the configured host, https, with flow=3ds): it was not opened.",
            recoverySuggestion: "Check that the environment's base URL is PayPal's (or your orders-sandbox); report the order id to PayPal support if it is.",
            resourceID: resourceID)
    }

    /// A challenge is needed and no presenter is set.
    static func presenterMissing(_ resourceID: String) -> CardError {
        CardError(
            code: .threeDSecurePresenterMissing,
            message: "The card issuer requires a 3DS challenge for \(resourceID), and this CardClient has no presenter to show it.",
            recoverySuggestion:
                "Create the CardClient with a ThreeDSecurePresenter (WebAuthenticationThreeDSecurePresenter on iOS, ScriptedThreeDSecurePresenter in tests).",
            resourceID: resourceID)
    }

    /// The payer closed the challenge.
    static func threeDSecureCanceled(_ resourceID: String) -> CardError {
        CardError(
            code: .threeDSecureCanceled,
            message: "The payer canceled the 3DS challenge for \(resourceID); the card was not authenticated.",
            recoverySuggestion: "Let the payer try again (confirm the same order again) or choose another payment method.",
            resourceID: resourceID)
    }

    /// The presenter threw.
    static func presentationFailed(_ resourceID: String, _ error: any Error) -> CardError {
        CardError(
            code: .threeDSecurePresentationFailed,
            message: "The 3DS challenge for \(resourceID) could not be shown: \(error.localizedDescription)",
            recoverySuggestion: "Present from a visible window and try again.",
            resourceID: resourceID)
    }

    /// Still not approved after the challenge.
    static func notApproved(_ resourceID: String, status: String) -> CardError {
        CardError(
            code: .notApproved,
            message: "After the 3DS challenge, \(resourceID) is \(status), not APPROVED: the card issuer did not authenticate the payer.",
            recoverySuggestion: "Ask the payer to try again or to use another card.",
            resourceID: resourceID)
    }

    /// PayPal refused or could not be reached.
    static func paypal(_ error: PaymentsError, resourceID: String?) -> CardError {
        let issues = error.issues.isEmpty ? "" : " (\(error.issues.joined(separator: ", ")))"
        let recovery: String
        switch error.kind {
        case .transport: recovery = "Check the connection and try again; the request id makes a retry safe."
        case .configuration: recovery = "Fix the configuration as the message says."
        case .api where error.hasIssue("INSTRUMENT_DECLINED") || error.hasIssue("PAYMENT_SOURCE_DECLINED_BY_PROCESSOR"):
            recovery = "The card was declined: ask the payer for another card."
        default: recovery = "See PayPal's details below; quote the debug id to PayPal support."
        }
        return CardError(
            code: .paypalRefused,
            message: "PayPal did not accept the request\(resourceID.map { " for \($0)" } ?? "")\(issues): \(error.message)",
            recoverySuggestion: recovery, resourceID: resourceID, paymentsError: error)
    }
}
