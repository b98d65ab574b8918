import Foundation

/// Capture or authorize: the two operations that move an approved order's money, as reconciliation sees them.
enum OrderCompletion: Sendable {
    /// `POST …/capture`.
    case capture
    /// `POST …/authorize`.
    case authorize

    /// `capture` or `authorize`.
    var verb: String { self == .capture ? "capture" : "authorize" }

    /// The name of the definite error of an operation the order shows was not done.
    var notDoneName: String { self == .capture ? "ORDER_NOT_CAPTURED" : "ORDER_NOT_AUTHORIZED" }

    /// Whether `order` holds this operation's result: `COMPLETED` with a capture (whatever its status: a
    /// declined capture is an outcome too), or with an authorization.
    func isDone(_ order: Order) -> Bool {
        order.status == .completed && !(self == .capture ? order.captures.isEmpty : order.authorizations.isEmpty)
    }

    /// The decision from `order` after `cause` left the outcome unknown: done, send again (`APPROVED`), or a
    /// definite error that says no money moved (`CREATED`, `PAYER_ACTION_REQUIRED`, `VOIDED`, …).
    func verdict(for order: Order, after cause: PaymentsError) -> ReconciliationVerdict<Order> {
        if isDone(order) { return .done(order) }
        if order.status == .approved { return .sendAgain }
        let state = order.status == .completed ? "COMPLETED without \(self == .capture ? "a capture" : "an authorization")" : order.status.rawValue
        return .notDone(
            .notDone(
                name: notDoneName,
                message:
                    "Order \(order.id) is \(state) after a \(verb) whose outcome was unknown (\(cause.message)): the \(verb) did not take place, so no money moved.",
                after: cause))
    }

    /// Appended to the last error when the budget ran out.
    func stillUnknownAdvice(orderID: String, requestID: String, budget: ReconciliationBudget) -> String {
        "The \(verb) of order \(orderID) may have taken effect: its outcome is still unknown after \(budget.rounds) reads of the order. "
            + "Do not start over: read the order later (GET /v2/checkout/orders/\(orderID)) and decide from its status; "
            + "to send the \(verb) again, use the same PayPal-Request-Id (\(requestID))."
    }
}
