import Foundation
import OrdersCore

extension OrdersResource {
    /// Sets a confirmed card on `record`: the card as responses show it, and either `APPROVED` (with the
    /// 3DS result when 3DS ran without a challenge) or `PAYER_ACTION_REQUIRED` with a pending challenge,
    /// per ``TestCard`` and `attributes.verification.method`. A saved card (`vault_id`) is `APPROVED` with
    /// the token's card, without 3DS (the payer is not present).
    /// - Throws: 404-style `TOKEN_ID_NOT_FOUND` for an unknown `vault_id`, `MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE`
    ///   for a token that is not a card.
    func confirmCard(_ card: [String: JSONValue], on record: inout OrderRecord, for kind: RouteKind, vault: VaultResource) throws(SimulatedError) {
        if let vaultID = card["vault_id"]?.stringValue {
            var shown = try vault.savedCard(vaultID, for: kind)
            shown["vault_id"] = .string(vaultID)
            record.paymentSource = ["card": .object(shown)]
            record.card = CardState(behaviour: .approve)
            record.status = .approved
            return
        }
        let behaviour = TestCard.behaviour(of: card["number"]?.stringValue ?? "")
        let method = card["attributes"]?["verification"]?["method"]?.stringValue ?? "SCA_WHEN_REQUIRED"
        var state = CardState(behaviour: behaviour, returnURLs: ReturnURLs(experienceContext: card["experience_context"]?.objectValue))
        state.vaultOnSuccess = card["attributes"]?["vault"]?["store_in_vault"]?.stringValue == "ON_SUCCESS"
        state.customerID = card["attributes"]?["customer"]?["id"]?.stringValue
        var shown = CardRendering.response(from: card).objectValue ?? [:]
        if behaviour.needsChallenge(method: method) {
            state.pendingChallenge = behaviour.resultAfterChallenge
            record.status = .payerActionRequired
        } else {
            if let result = behaviour.resultWithoutChallenge { shown["authentication_result"] = result.json }
            record.status = .approved
        }
        record.paymentSource = ["card": .object(shown)]
        record.card = state
    }

    /// The payer completes the pending 3DS challenge of a card order: its result goes into
    /// `payment_source.card.authentication_result` and the order is `APPROVED` (a failed authentication
    /// too, as on PayPal: the merchant reads the result and does not capture). `outcome` (the payer's choice on
    /// the challenge page) replaces the test card's scripted result.
    func completeCardChallenge(on record: inout OrderRecord, outcome: ThreeDSResult? = nil, context: inout SimulatorContext) {
        guard var state = record.card, let scripted = state.pendingChallenge else { return }
        let result = outcome ?? scripted
        var shown = record.paymentSource?["card"]?.objectValue ?? [:]
        shown["authentication_result"] = result.json
        record.paymentSource?["card"] = .object(shown)
        state.pendingChallenge = nil
        record.card = state
        record.status = .approved
        record.payerCanceled = false
        record.updateTime = context.tick()
    }

    /// After a capture or authorization of a card order: a declining test card declines every payment
    /// (capture `DECLINED`, authorization `DENIED`, processor response `0500`); otherwise a card confirmed
    /// with `attributes.vault.store_in_vault: ON_SUCCESS` is saved as a payment token, shown in
    /// `payment_source.card.attributes.vault`.
    mutating func finishCardCompletion(on record: inout OrderRecord, vault: inout VaultResource, context: inout SimulatorContext) {
        guard let state = record.card else { return }
        if state.behaviour == .declineAtCompletion {
            payments.decline(orderID: record.id, units: record.purchaseUnits.count)
            return
        }
        guard state.vaultOnSuccess, var shown = record.paymentSource?["card"]?.objectValue else { return }
        let token = vault.saveCard(.object(shown), customerID: state.customerID, context: &context)
        shown["attributes"] = .object([
            "vault": .object([
                "id": .string(token.id),
                "status": .string("VAULTED"),
                "customer": .object(["id": .string(token.customerID)]),
                "links": .array([OrderRenderer.json(Link(href: vault.paymentTokenURL(token.id), rel: "self", method: "GET"))]),
            ])
        ])
        record.paymentSource?["card"] = .object(shown)
    }
}
