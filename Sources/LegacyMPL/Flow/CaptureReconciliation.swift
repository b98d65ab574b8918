import Foundation
import OrdersCore

/// Never lose a payment's outcome: the legacy outcome of OrdersCore's reconciled capture
/// (`OrdersClient.captureOrderReconciling(id:requestID:budget:)`), which lets the order's state decide a capture
/// whose outcome is unknown (no answer, a 5xx, a refusal after an attempt that may have run).
///
/// - The order holding the capture → ``CaptureOutcome`` (success, or the capture's decline).
/// - A definite error (the order shows no capture, or PayPal refused) → a failure: the money did not move.
/// - An outcome still unknown when the budget ran out → the failure `PAYMENT_OUTCOME_UNKNOWN` that keeps
///   `payPalContext`, so setting it again (now, or after a restart) reads the order and ends the payment without a
///   second charge.
enum CaptureReconciliation {
    /// The `errorId` of a capture whose outcome is still unknown.
    static let unknownErrorID = "PAYMENT_OUTCOME_UNKNOWN"

    /// Captures `orderID` with `requestID` (the same on every attempt), reconciled within `budget`.
    static func capture(orderID: String, requestID: String, client: OrdersClient, budget: ReconciliationBudget) async -> LegacyFlowOutcome {
        do throws(PaymentsError) {
            return CaptureOutcome.outcome(for: try await client.captureOrderReconciling(id: orderID, requestID: requestID, budget: budget))
        } catch  where error.outcomeUnknown {
            return .failed(unknown(orderID: orderID, lastError: error))
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
    }

    /// The failure that says the outcome is unknown, keeping `payPalContext` for a resume.
    static func unknown(orderID: String, lastError: PaymentsError) -> LegacyFailure {
        var failure = LegacyFailure(
            correlationID: lastError.debugID, errorId: unknownErrorID,
            message:
                "The capture of order \(orderID) may have taken the buyer's money, but PayPal could not be reached to confirm it (\(lastError.message)). Do not start a new payment: set PayPal.payPalContext again (now or after a restart) to learn the outcome without a second charge."
        )
        failure.keepsContext = true
        return failure
    }
}
