import Foundation

/// How a read of the order decides a PATCH whose outcome was unknown.
///
/// `replace` (and `add` of an object member, and `remove`) set a value whatever was there, so applying one again
/// changes nothing: an order that shows every operation was patched; one that does not, and can still be
/// patched, gets the operations it does not show yet.
enum PatchReconciliation {
    /// The order states in which PayPal accepts a PATCH.
    static let patchableStatuses: Set<OrderStatus> = [.created, .approved, .payerActionRequired]

    /// Refuses, before anything is sent, operations a read of the order cannot confirm: `move`, `copy`, `test`,
    /// and `add` to the end of an array (`…/-`), which would add again.
    static func checkVerifiable(_ operations: [PatchOperation]) throws(PaymentsError) {
        for operation in operations {
            let verifiable: Bool
            switch operation.op {
            case .replace, .add: verifiable = operation.value != nil && !operation.path.hasSuffix("/-")
            case .remove: verifiable = true
            case .move, .copy, .test: verifiable = false
            }
            if !verifiable {
                throw .configuration(
                    "The \(operation.op.rawValue) of \(operation.path) cannot be reconciled from a read of the order: reconcile replace, add (with a value, not to '/-') and remove; send others with patchOrder(id:operations:)."
                )
            }
        }
    }

    /// The operations `order` (its JSON as PayPal returns it) does not show yet.
    static func pending(_ operations: [PatchOperation], in order: JSONValue) -> [PatchOperation] {
        operations.filter { operation in
            let current = order.value(atPointer: operation.path)
            guard operation.op != .remove else { return current != nil }
            guard let current, let value = operation.value else { return true }
            return !current.shows(value)
        }
    }

    /// Done when `order` shows every operation; sent again (what it does not show) while it can be patched;
    /// otherwise a definite `ORDER_NOT_PATCHED`.
    static func verdict(for order: JSONValue, operations: [PatchOperation], orderID: String, after cause: PaymentsError) -> ReconciliationVerdict<Void> {
        let missing = pending(operations, in: order)
        if missing.isEmpty { return .done(()) }
        let status = order["status"]?.stringValue ?? "in an unknown state"
        if let known = OrderStatus(rawValue: status), patchableStatuses.contains(known) { return .sendAgain }
        return .notDone(
            .notDone(
                name: "ORDER_NOT_PATCHED",
                message:
                    "Order \(orderID) is \(status) and does not show the patch of \(missing.map(\.path).joined(separator: ", ")) sent when its outcome was unknown (\(cause.message)): the patch was not applied.",
                after: cause))
    }

    /// Appended to the last error when the budget ran out.
    static func stillUnknownAdvice(orderID: String, budget: ReconciliationBudget) -> String {
        "The patch of order \(orderID) may or may not have been applied: it is still unknown after \(budget.rounds) reads of the order. "
            + "Do not capture or authorize it before reading the order (GET /v2/checkout/orders/\(orderID)) shows the values you expect."
    }
}
