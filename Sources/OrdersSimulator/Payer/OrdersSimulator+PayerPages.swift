import OrdersCore

/// What the buyer's pages (a ``PayerPageHandler``) read and do: the same payer as the public API, choosing among the
/// demo buyers and deciding a 3DS challenge.
extension OrdersSimulator {
    /// The buyers a page offers: the configured payer first, then ``SimulatedPayer/otherDemoBuyers``.
    package nonisolated var demoBuyers: [SimulatedPayer] { buyers.all }

    /// The PayPal account id of `demoBuyers[index]`, fixed per seed.
    package nonisolated func payerID(ofBuyer index: Int) -> String { buyers.payerID(ofBuyer: index) }

    /// The order or setup token with id `id` as its payer sees it (orders first: their ids never meet), or `nil`.
    package func payerView(of id: String) -> PayerView? {
        if let order = orders[id] { return PayerView(order) }
        if let setupToken = vault.setupTokens[id] { return PayerView(setupToken) }
        return nil
    }

    /// `demoBuyers[buyer]` approves order `id` (see ``approveOrder(id:payerID:shippingAddress:)``) with
    /// `shippingAddress` (theirs by default), and the order's payer id is returned.
    /// - Throws: ``SimulatorActionError`` for an unknown, completed or voided order.
    @discardableResult
    package func approveOrder(id: String, asBuyer buyer: Int, shippingAddress: Address?) throws(SimulatorActionError) -> String {
        let payerID = buyers.payerID(ofBuyer: buyer)
        _ = try orders.approve(id: id, payer: buyers.all[buyer], payerID: payerID, shippingAddress: shippingAddress, context: &context)
        return payerID
    }

    /// `demoBuyers[buyer]` approves setup token `id` (see ``approveSetupToken(id:)``).
    /// - Throws: ``SimulatorActionError/setupTokenNotFound(_:)``.
    package func approveSetupToken(id: String, asBuyer buyer: Int) throws(SimulatorActionError) {
        _ = try vault.approveSetupToken(id: id, payer: buyers.all[buyer], payerID: buyers.payerID(ofBuyer: buyer), context: &context)
    }

    /// The payer ends the pending 3DS challenge of card order `id`: `authenticated` or not, the order is
    /// `APPROVED` with that result (the merchant reads it). `false` when there is no such order.
    @discardableResult
    package func completeChallenge(ofOrder id: String, authenticated: Bool) -> Bool {
        orders.completeChallenge(id: id, outcome: authenticated ? .authenticated : .failed, context: &context)
    }

    /// The payer ends the pending 3DS challenge of card setup token `id`: `APPROVED` when `authenticated`, else it
    /// still waits. `false` when there is no such setup token.
    @discardableResult
    package func completeChallenge(ofSetupToken id: String, authenticated: Bool) -> Bool {
        vault.completeChallenge(id: id, outcome: authenticated ? .authenticated : .failed, context: &context)
    }
}
