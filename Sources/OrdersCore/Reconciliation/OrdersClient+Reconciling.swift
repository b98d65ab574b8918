import Foundation

/// Capture, authorize and patch that never lose their outcome.
///
/// When the outcome of one of these requests is unknown after the client's own retries (no answer, a timeout, a
/// 5xx, a refusal after an attempt that may have run — ``PaymentsError/outcomeUnknown``, a transient, transport or
/// decoding error), the order is read and its state decides, within a ``ReconciliationBudget``. What these calls
/// throw is then one of two things:
/// - an error with ``PaymentsError/outcomeUnknown`` `false`: definite, the operation did not take effect (for a
///   capture or an authorization: no money moved);
/// - an error with ``PaymentsError/outcomeUnknown`` `true`: the budget ran out and the server could not tell;
///   its message says to read the order later. Never report such a payment as failed.
extension OrdersClient {
    /// `POST /v2/checkout/orders/{id}/capture`, reconciled: the order's state decides an unknown outcome.
    ///
    /// After an unknown outcome, each round of `budget` reads the order: `COMPLETED` with a capture → that order
    /// (check its captures' status: a declined capture is an outcome too); `APPROVED` → the capture is sent again
    /// with the **same** `requestID` (PayPal replays an attempt that did run, so it never charges twice);
    /// `CREATED`, `PAYER_ACTION_REQUIRED`, `VOIDED` → a definite error `ORDER_NOT_CAPTURED` (no money moved).
    /// - Parameters:
    ///   - id: the approved order.
    ///   - requestID: the `PayPal-Request-Id` of every attempt; pass your own to resume after a restart.
    ///   - budget: how long an unknown outcome is pursued.
    /// - Returns: the order holding the capture.
    /// - Throws: ``PaymentsError``: definite (no money moved), or ``PaymentsError/outcomeUnknown`` when the budget ran out.
    public func captureOrderReconciling(
        id: String, requestID: String = UUID().uuidString, budget: ReconciliationBudget = .default
    ) async throws(PaymentsError) -> Order {
        try await complete(.capture, id: id, requestID: requestID, budget: budget)
    }

    /// `POST /v2/checkout/orders/{id}/authorize`, reconciled: the order's state decides an unknown outcome.
    ///
    /// As ``captureOrderReconciling(id:requestID:budget:)``: `COMPLETED` with an authorization → that order;
    /// `APPROVED` → sent again with the same `requestID`; `CREATED`, `PAYER_ACTION_REQUIRED`, `VOIDED` → a
    /// definite error `ORDER_NOT_AUTHORIZED` (no money was held).
    /// - Parameters:
    ///   - id: the approved order with intent `AUTHORIZE`.
    ///   - requestID: the `PayPal-Request-Id` of every attempt; pass your own to resume after a restart.
    ///   - budget: how long an unknown outcome is pursued.
    /// - Returns: the order holding the authorization.
    /// - Throws: ``PaymentsError``: definite (nothing held), or ``PaymentsError/outcomeUnknown`` when the budget ran out.
    public func authorizeOrderReconciling(
        id: String, requestID: String = UUID().uuidString, budget: ReconciliationBudget = .default
    ) async throws(PaymentsError) -> Order {
        try await complete(.authorize, id: id, requestID: requestID, budget: budget)
    }

    /// `PATCH /v2/checkout/orders/{id}`, reconciled: the order's state decides an unknown outcome.
    ///
    /// A PATCH carries no request id and is never retried by the client. When its outcome is unknown, each round of
    /// `budget` reads the order and compares: every operation shown (the new values are there) → done; otherwise,
    /// while the order can be patched (`CREATED`, `APPROVED`, `PAYER_ACTION_REQUIRED`), the operations it does not
    /// show are sent again (a `replace` applied twice changes nothing); otherwise a definite `ORDER_NOT_PATCHED`.
    /// - Parameters:
    ///   - id: the order.
    ///   - operations: `replace`, `add` (with a value, not to `…/-`) and `remove` operations; a read of the order
    ///     cannot confirm others, so they are refused before anything is sent.
    ///   - budget: how long an unknown outcome is pursued.
    /// - Throws: ``PaymentsError``: definite (the patch was not applied), or ``PaymentsError/outcomeUnknown`` when
    ///   the budget ran out (read the order before capturing it).
    public func patchOrderReconciling(id: String, operations: [PatchOperation], budget: ReconciliationBudget = .default) async throws(PaymentsError) {
        try PatchReconciliation.checkVerifiable(operations)
        let path = "/v2/checkout/orders/\(try Self.pathComponent(id))"
        let reconciliation = OrderReconciliation<JSONValue, Void>(
            budget: budget,
            send: { order throws(PaymentsError) in
                try await patchOrder(id: id, operations: order.map { PatchReconciliation.pending(operations, in: $0) } ?? operations)
            },
            read: { () throws(PaymentsError) in try await rest.send(.get(path), as: JSONValue.self) },
            decide: { order, cause in PatchReconciliation.verdict(for: order, operations: operations, orderID: id, after: cause) },
            stillUnknownAdvice: PatchReconciliation.stillUnknownAdvice(orderID: id, budget: budget))
        try await reconciliation.run()
    }

    /// Capture or authorize `id` with `requestID`, reconciled within `budget`.
    private func complete(_ action: OrderCompletion, id: String, requestID: String, budget: ReconciliationBudget) async throws(PaymentsError) -> Order {
        let reconciliation = OrderReconciliation<Order, Order>(
            budget: budget,
            send: { _ throws(PaymentsError) in
                action == .capture ? try await captureOrder(id: id, requestID: requestID) : try await authorizeOrder(id: id, requestID: requestID)
            },
            read: { () throws(PaymentsError) in try await getOrder(id: id) },
            decide: action.verdict(for:after:),
            stillUnknownAdvice: action.stillUnknownAdvice(orderID: id, requestID: requestID, budget: budget))
        return try await reconciliation.run()
    }
}
