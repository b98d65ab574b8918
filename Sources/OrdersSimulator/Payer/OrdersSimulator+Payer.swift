import OrdersCore

extension OrdersSimulator {
    /// The payer approves order `id` at PayPal: the order becomes `APPROVED`, with `payer` and
    /// `payment_source.paypal` filled in and the chosen shipping address in `purchase_units[].shipping`
    /// (unless the order asked for `NO_SHIPPING`, or `SET_PROVIDED_ADDRESS` with an address given).
    /// Approving an approved order again changes nothing.
    /// - Parameters:
    ///   - id: the order id.
    ///   - payerID: the payer's account id; the demo buyer's by default.
    ///   - shippingAddress: the address the payer picks; the demo buyer's by default.
    /// - Throws: ``SimulatorActionError`` for an unknown, completed or voided order.
    @discardableResult
    public func approveOrder(id: String, payerID: String? = nil, shippingAddress: Address? = nil) throws(SimulatorActionError) -> Order {
        defer { publishEvents() }
        let record = try orders.approve(
            id: id, payer: buyers.payer, payerID: payerID ?? buyers.payerID(ofBuyer: 0), shippingAddress: shippingAddress, context: &context)
        return orders.renderer.model(record)
    }

    /// The payer cancels at PayPal. As on PayPal the order is not voided: it stays `CREATED` or
    /// `PAYER_ACTION_REQUIRED`, and a capture still fails with `ORDER_NOT_APPROVED`.
    /// - Throws: ``SimulatorActionError/orderNotFound(_:)``.
    @discardableResult
    public func cancelOrder(id: String) throws(SimulatorActionError) -> Order {
        let record = try orders.cancel(id: id)
        return orders.renderer.model(record)
    }

    /// Voids order `id` (as PayPal does to abandoned orders): it becomes `VOIDED` and refuses every change.
    /// - Throws: ``SimulatorActionError`` for an unknown or completed order.
    @discardableResult
    public func voidOrder(id: String) throws(SimulatorActionError) -> Order {
        let record = try orders.void(id: id, context: &context)
        return orders.renderer.model(record)
    }

    /// Whether the payer canceled order `id` at PayPal (`nil` for an unknown order).
    public func payerCanceled(orderID id: String) -> Bool? { orders[id]?.payerCanceled }

    /// The payer approves setup token `id`: it becomes `APPROVED` with the payer's details.
    /// - Throws: ``SimulatorActionError/setupTokenNotFound(_:)``.
    @discardableResult
    public func approveSetupToken(id: String) throws(SimulatorActionError) -> SetupToken {
        defer { publishEvents() }
        return try vault.approveSetupToken(id: id, payer: buyers.payer, payerID: buyers.payerID(ofBuyer: 0), context: &context)
    }
}
