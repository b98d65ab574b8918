import CorePayments
import Foundation

/// Never lose a payment's outcome: after a capture whose outcome is unknown (no answer, a 5xx, a refusal after an
/// attempt that may have run), the server's state decides, not the error.
///
/// Within ``budget`` rounds (each a read of the order, with the client's own retries, then a pause that doubles
/// from ``initialPause``): a `COMPLETED` order is the outcome (success, or the capture's decline); an `APPROVED`
/// order was not captured, so the capture is sent again with the **same** `PayPal-Request-Id` (PayPal replays it
/// if it did run); a voided or never-approved order is a failure (the money did not move). When the budget runs
/// out the engine cannot know: a failure `PAYMENT_OUTCOME_UNKNOWN` that keeps `payPalContext`, so setting it again
/// (now, or after a restart) reads the order and ends the payment without a second charge.
struct CaptureReconciliation: Sendable {
    /// The Orders v2 client.
    let client: OrdersClient
    /// The capture's request id (the same on every attempt).
    let requestID: String
    /// Rounds of read-then-decide before giving up.
    var budget = 4
    /// The pause after the first round that could not decide.
    var initialPause: Duration = .milliseconds(200)

    /// The error ``reconcile(orderID:after:)`` ends with when the budget runs out.
    static let unknownErrorID = "PAYMENT_OUTCOME_UNKNOWN"

    /// Whether `error` leaves the capture's outcome unknown (and so needs the server's state).
    static func isUnknown(_ error: PaymentsError) -> Bool {
        error.outcomeUnknown || error.isTransient || error.kind == .transport || error.kind == .decoding
    }

    /// The outcome of `orderID`'s capture after `error`, decided from the server.
    func reconcile(orderID: String, after error: PaymentsError) async -> LegacyFlowOutcome {
        var lastError = error
        var pause = initialPause
        for round in 0..<budget {
            if round > 0 {
                try? await Task.sleep(for: pause)
                pause = pause * 2
            }
            do throws(PaymentsError) {
                let order = try await client.getOrder(id: orderID)
                switch order.status {
                case .completed:
                    return CaptureOutcome.outcome(for: order)
                case .approved:
                    let captured = try await client.captureOrder(id: orderID, requestID: requestID)
                    return CaptureOutcome.outcome(for: captured)
                case .voided, .created, .payerActionRequired, .saved:
                    return .failed(LegacyFailure(
                        correlationID: error.debugID, errorId: "ORDER_NOT_CAPTURED",
                        message: "Order \(orderID) is \(order.status.rawValue) after the capture failed (\(error.message)): no money was taken.",
                        category: "Application", failureType: APPLICATION_ERROR))
                }
            } catch where Self.isUnknown(error) {
                lastError = error
            } catch {
                // The server answered definitely (for example 422 ORDER_NOT_APPROVED): the money did not move.
                return .failed(LegacyFailure(paymentsError: error))
            }
        }
        return .failed(Self.unknown(orderID: orderID, lastError: lastError))
    }

    /// The failure that says the outcome is unknown, keeping `payPalContext` for a resume.
    static func unknown(orderID: String, lastError: PaymentsError) -> LegacyFailure {
        var failure = LegacyFailure(
            correlationID: lastError.debugID, errorId: unknownErrorID,
            message: "The capture of order \(orderID) may have taken the buyer's money, but PayPal could not be reached to confirm it (\(lastError.message)). Do not start a new payment: set PayPal.payPalContext again (now or after a restart) to learn the outcome without a second charge.")
        failure.keepsContext = true
        return failure
    }
}
