import CorePayments
import Foundation

/// The dynamic-amount step between approval and capture: one `GET` of the order for the buyer's chosen
/// address and the current amounts, the delegate's answer, and one reconciled `PATCH` (one `replace` of
/// `amount` per changed purchase unit; `OrdersClient.patchOrderReconciling(id:operations:budget:)`). Returns `nil`
/// to go on to the capture, or the outcome that ends the flow (nothing is captured then).
///
/// The capture only follows a patch the server confirmed: one whose outcome stays unknown (the order could not be
/// read back showing the new amounts within the budget) fails the payment, so an amount the server may not hold
/// is never captured.
struct DynamicAmountStep: Sendable {
    /// The client of the flow.
    let client: OrdersClient
    /// How long a patch whose outcome is unknown is pursued by reading the order.
    let budget: ReconciliationBudget
    /// Asks the delegate.
    let asker: DynamicAmountAsker
    /// The planned units: reference id → recipient.
    let recipients: [String: String]

    /// Runs the step for the approved order `orderID`.
    func run(orderID: String) async -> LegacyFlowOutcome? {
        let order: Order
        do throws(PaymentsError) {
            order = try await client.getOrder(id: orderID)
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
        let units = order.purchaseUnits ?? []
        guard let shipping = units.lazy.compactMap(\.shipping).first(where: { $0.address != nil }), let address = shipping.address else {
            LegacyLog.error("order \(orderID) has no shipping address after approval: amounts not adjusted")
            return nil
        }
        let current = units.map { LegacyUnitAmounts(unit: $0, recipient: recipients[$0.referenceId ?? "default"] ?? $0.payee?.emailAddress) }
        switch await asker.ask(address: PayPalAddress(shipping: shipping, address: address), units: current) {
        case .notImplemented, .unchanged:
            return nil
        case .canceled:
            return .canceled
        case .failed(let code):
            return .failed(Self.delegateFailure(code, orderID: orderID))
        case .adjusted(let received):
            return await apply(received, to: order, current: current)
        }
    }

    /// Validates the delegate's amounts and patches the order when they differ.
    private func apply(_ received: [LegacyReceivedAmounts], to order: Order, current: [LegacyUnitAmounts]) async -> LegacyFlowOutcome? {
        let adjusted: [LegacyUnitAmounts]
        switch DynamicAmountValidator.validate(received, against: current) {
        case .success(let value): adjusted = value
        case .failure(let problems):
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "INVALID_ADJUSTED_AMOUNTS",
                message: "The adjusted amounts were refused and nothing was charged: " + problems.messages.joined(separator: " "),
                category: "Application", failureType: APPLICATION_ERROR))
        }
        let operations: [PatchOperation]
        do {
            operations = try DynamicAmountPatch.operations(order: order, adjusted: adjusted)
        } catch {
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "INVALID_ADJUSTED_AMOUNTS",
                message: "The adjusted amounts of order \(order.id) do not add up and nothing was charged: \(error.localizedDescription)",
                category: "Application", failureType: APPLICATION_ERROR))
        }
        guard !operations.isEmpty else { return nil }
        do throws(PaymentsError) {
            try await client.patchOrderReconciling(id: order.id, operations: operations, budget: budget)
        } catch where error.outcomeUnknown {
            return .failed(Self.unknownPatch(orderID: order.id, lastError: error))
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
        return nil
    }

    /// The failure of a patch whose outcome stayed unknown: the payment stops before the capture.
    static func unknownPatch(orderID: String, lastError: PaymentsError) -> LegacyFailure {
        LegacyFailure(
            correlationID: lastError.debugID, errorId: "AMOUNT_UPDATE_UNCONFIRMED",
            message: "The adjusted amounts of order \(orderID) could not be confirmed with PayPal (\(lastError.message)). The payment was stopped before the capture: nothing was captured, so no money moved. Start the payment again.")
    }

    /// The failure for `AMOUNT_ERROR_SERVER` / `AMOUNT_ERROR_OTHER` (or an unknown code).
    static func delegateFailure(_ code: PayPalAmountErrorCode, orderID: String) -> LegacyFailure {
        let reason = code == AMOUNT_ERROR_SERVER
            ? "AMOUNT_ERROR_SERVER (a connectivity or server error in the app's amount calculation)"
            : code == AMOUNT_ERROR_OTHER ? "AMOUNT_ERROR_OTHER (the app's amount calculation failed)" : "error code \(code.rawValue)"
        return LegacyFailure(
            correlationID: nil, errorId: code == AMOUNT_ERROR_SERVER ? "AMOUNT_ERROR_SERVER" : "AMOUNT_ERROR_OTHER",
            message: "The delegate reported \(reason) while adjusting the amounts for the buyer's address; order \(orderID) was not charged.",
            category: "Application", failureType: code == AMOUNT_ERROR_SERVER ? SYSTEM_ERROR : APPLICATION_ERROR)
    }
}
