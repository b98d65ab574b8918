import Foundation
import OrdersCore

extension DynamicAmountStep {
    /// Validates the delegate's amounts, then: another currency → a new order; changed amounts → one reconciled patch
    /// (refused as a raise beyond what the approval covers → a new order); then capture or the buyer's review.
    func apply(_ received: [LegacyReceivedAmounts], to state: DynamicAmountOrder) async -> DynamicAmountDecision {
        let order = state.order
        let adjusted: [LegacyUnitAmounts]
        switch DynamicAmountValidator.validate(received, against: state.current) {
        case .success(let value): adjusted = value
        case .failure(let problems):
            return .end(.failed(Self.invalidAmounts("The adjusted amounts were refused and nothing was charged: " + problems.messages.joined(separator: " "))))
        }
        if adjusted.first?.currency != state.current.first?.currency {
            return state.replacement(for: adjusted, reason: "the delegate changed the currency to \(adjusted.first?.currency.code ?? "?")")
        }
        let operations: [PatchOperation]
        do {
            operations = try DynamicAmountPatch.operations(order: order, adjusted: adjusted)
        } catch {
            return .end(
                .failed(Self.invalidAmounts("The adjusted amounts of order \(order.id) do not add up and nothing was charged: \(error.localizedDescription)")))
        }
        guard !operations.isEmpty else { return state.decision(for: adjusted) }
        do throws(PaymentsError) {
            try await client.patchOrderReconciling(id: order.id, operations: operations, budget: budget)
        } catch  where error.outcomeUnknown {
            return .end(.failed(Self.unknownPatch(orderID: order.id, lastError: error)))
        } catch  where error.hasIssue("AMOUNT_CHANGE_NOT_ALLOWED") {
            return state.replacement(for: adjusted, reason: "PayPal refused to raise the approved order (AMOUNT_CHANGE_NOT_ALLOWED)")
        } catch {
            return .end(.failed(LegacyFailure(paymentsError: error)))
        }
        return state.decision(for: adjusted)
    }

    /// The failure of a patch whose outcome stayed unknown: the payment stops before the capture.
    static func unknownPatch(orderID: String, lastError: PaymentsError) -> LegacyFailure {
        LegacyFailure(
            correlationID: lastError.debugID, errorId: "AMOUNT_UPDATE_UNCONFIRMED",
            message:
                "The adjusted amounts of order \(orderID) could not be confirmed with PayPal (\(lastError.message)). The payment was stopped before the capture: nothing was captured, so no money moved. Start the payment again."
        )
    }

    /// `INVALID_ADJUSTED_AMOUNTS` with `message`.
    static func invalidAmounts(_ message: String) -> LegacyFailure {
        LegacyFailure(correlationID: nil, errorId: "INVALID_ADJUSTED_AMOUNTS", message: message, category: "Application", failureType: APPLICATION_ERROR)
    }
}
