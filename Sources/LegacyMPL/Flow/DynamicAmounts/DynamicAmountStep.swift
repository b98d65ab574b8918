import Foundation
import OrdersCore

/// What the dynamic-amount step decided for an approved order.
enum DynamicAmountDecision: Sendable {
    /// The amounts are the ones the buyer approved at PayPal: capture them (no review, no patch).
    case capture
    /// The order holds adjusted amounts the buyer has not seen: the buyer reviews them, then the capture.
    case review(AmountReview)
    /// PayPal will not let the buyer's approval cover the adjusted amounts (a raise beyond its limit,
    /// `AMOUNT_CHANGE_NOT_ALLOWED`, or another currency): the buyer approves this new order instead.
    case reapprove(OrderRequest)
    /// The payment ends with this outcome; nothing is captured.
    case end(LegacyFlowOutcome)
}

/// The dynamic-amount step between approval and capture: one `GET` of the order for the buyer's chosen
/// address and the current amounts, the delegate's answer, and then:
/// - the amounts the buyer approved → capture (no patch, no review: the buyer saw that total at PayPal);
/// - adjusted amounts → one reconciled `PATCH` (one `replace` of `amount` per changed purchase unit;
///   `OrdersClient.patchOrderReconciling(id:operations:budget:)`), then the buyer's review;
/// - a raise PayPal refuses (`AMOUNT_CHANGE_NOT_ALLOWED`) or another currency → a new order for the adjusted amounts,
///   which the buyer approves (``DynamicAmountReplacement``).
///
/// A patch whose outcome stays unknown (the order could not be read back showing the new amounts within the budget)
/// fails the payment, so an amount the server may not hold is never captured.
struct DynamicAmountStep: Sendable {
    /// The client of the flow.
    let client: OrdersClient
    /// How long a patch whose outcome is unknown is pursued by reading the order.
    let budget: ReconciliationBudget
    /// Asks the delegate.
    let asker: DynamicAmountAsker
    /// The planned units: reference id → recipient.
    let recipients: [String: String]

    /// Runs the step for the approved order `orderID`, created from `planned` (what the buyer approved).
    func run(orderID: String, planned: OrderRequest) async -> DynamicAmountDecision {
        let order: Order
        do throws(PaymentsError) {
            order = try await client.getOrder(id: orderID)
        } catch {
            return .end(.failed(LegacyFailure(paymentsError: error)))
        }
        let units = order.purchaseUnits ?? []
        let shipping = units.lazy.compactMap(\.shipping).first { $0.address != nil }
        let state = DynamicAmountOrder(
            order: order, planned: planned, approved: planned.purchaseUnits.map(amounts), current: units.map(amounts),
            address: shipping?.address)
        guard let shipping, let address = shipping.address else {
            LegacyLog.error("order \(orderID) has no shipping address after approval: amounts not adjusted")
            return state.decision(for: state.current)
        }
        switch await asker.ask(address: PayPalAddress(shipping: shipping, address: address), units: state.current) {
        case .notImplemented, .unchanged:
            return state.decision(for: state.current)
        case .canceled:
            return .end(.canceled)
        case .failed(let code):
            return .end(.failed(Self.delegateFailure(code, orderID: orderID)))
        case .adjusted(let received):
            return await apply(received, to: state)
        }
    }

    /// The amounts of `unit` with its legacy receiver.
    private func amounts(_ unit: PurchaseUnit) -> LegacyUnitAmounts {
        LegacyUnitAmounts(unit: unit, recipient: recipients[unit.referenceId ?? "default"] ?? unit.payee?.emailAddress)
    }

    /// The failure for `AMOUNT_ERROR_SERVER` / `AMOUNT_ERROR_OTHER` (or an unknown code).
    static func delegateFailure(_ code: PayPalAmountErrorCode, orderID: String) -> LegacyFailure {
        let reason =
            code == AMOUNT_ERROR_SERVER
            ? "AMOUNT_ERROR_SERVER (a connectivity or server error in the app's amount calculation)"
            : code == AMOUNT_ERROR_OTHER ? "AMOUNT_ERROR_OTHER (the app's amount calculation failed)" : "error code \(code.rawValue)"
        return LegacyFailure(
            correlationID: nil, errorId: code == AMOUNT_ERROR_SERVER ? "AMOUNT_ERROR_SERVER" : "AMOUNT_ERROR_OTHER",
            message: "The delegate reported \(reason) while adjusting the amounts for the buyer's address; order \(orderID) was not charged.",
            category: "Application", failureType: code == AMOUNT_ERROR_SERVER ? SYSTEM_ERROR : APPLICATION_ERROR)
    }
}
