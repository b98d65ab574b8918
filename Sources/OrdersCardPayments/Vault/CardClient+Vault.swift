import Foundation
import OrdersCore

extension CardClient {
    /// Saves a card without a purchase: creates a card setup token (`verification_method` from `request.sca`),
    /// presents the 3DS challenge when PayPal answers `PAYER_ACTION_REQUIRED` and reads the token to check it
    /// is `APPROVED`, then creates the payment token.
    ///
    /// Calls: 2 without a challenge (setup token, payment token), 3 with one (plus a read). Creating payment
    /// tokens needs server credentials on PayPal: use `.clientCredentials` only on a server or in tests, or
    /// let your server do the last step with the returned setup token.
    /// - Throws: ``CardError``: invalid card (nothing sent), PayPal's refusal, 3DS canceled or failed
    ///   (``CardError/Code/notApproved``).
    public func vault(_ request: CardVaultRequest) async throws(CardError) -> CardVaultResult {
        try validate(request.card, orderID: nil)
        let card = request.card
        let customer = request.customerID.map(VaultCustomer.init(id:))
        let body = CardSetupTokenBody(
            customer: customer, card: CardWire(card: card, verificationMethod: request.sca, redirectURLs: redirectURLs))
        var setup = try await call(card, nil) { () throws(PaymentsError) in try await self.orders.createSetupToken(body: body) }
        var attempted = false
        if setup.status != .approved {
            let href = setup.links?.first { $0.rel == "approve" }?.href
            let url = try challengeURL(href, resourceID: setup.id)
            try await runChallenge(ThreeDSecureChallenge(url: url, resourceID: setup.id, kind: .setupToken))
            attempted = true
            let id = setup.id
            setup = try await call(card, id) { () throws(PaymentsError) in try await self.orders.getSetupToken(id: id) }
            guard setup.status == .approved else { throw .notApproved(setup.id, status: setup.status.rawValue) }
        }
        let setupID = setup.id
        let token = try await call(card, setupID) { () throws(PaymentsError) in
            try await self.orders.createPaymentToken(PaymentTokenRequest(setupTokenID: setupID, customer: customer))
        }
        return CardVaultResult(
            setupTokenID: setupID, paymentToken: token, customerID: token.customer?.id ?? setup.customer?.id,
            didAttemptThreeDSecureAuthentication: attempted)
    }
}
