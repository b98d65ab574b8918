import OrdersCore

extension VaultResource {
    /// A setup token for `card`: `PAYER_ACTION_REQUIRED` with a pending challenge when ``TestCard`` and
    /// `verification_method` call for one, else `APPROVED` at once (verified when 3DS ran frictionless).
    func cardSetupToken(id: String, customerID: String, card: [String: JSONValue]) -> SetupTokenRecord {
        let behaviour = TestCard.behaviour(of: card["number"]?.stringValue ?? "")
        let method = card["verification_method"]?.stringValue ?? "SCA_WHEN_REQUIRED"
        var state = CardState(behaviour: behaviour)
        var shown = CardRendering.vaulted(CardRendering.response(from: card)).objectValue ?? [:]
        var record = SetupTokenRecord(id: id, customerID: customerID, status: .payerActionRequired, paymentSource: [:])
        if behaviour.needsChallenge(method: method) {
            state.pendingChallenge = behaviour.resultAfterChallenge
        } else {
            if behaviour.resultWithoutChallenge != nil { shown["verification_status"] = .string("VERIFIED") }
            record.status = .approved
            record.payerID = ""
        }
        record.paymentSource = ["card": .object(shown)]
        record.card = state
        return record
    }

    /// The payer completes the 3DS challenge of a card setup token: `APPROVED` and `VERIFIED` when the
    /// issuer authenticated the payer; a failed authentication leaves it `PAYER_ACTION_REQUIRED`. `outcome` (the
    /// payer's choice on the challenge page) replaces the test card's scripted result.
    func completeCardSetupChallenge(on record: inout SetupTokenRecord, outcome: ThreeDSResult? = nil, context: inout SimulatorContext) {
        guard var state = record.card, let scripted = state.pendingChallenge else { return }
        let result = outcome ?? scripted
        var shown = record.paymentSource["card"]?.objectValue ?? [:]
        shown["verification_status"] = .string(result.isVerified ? "VERIFIED" : "NOT_VERIFIED")
        record.paymentSource["card"] = .object(shown)
        state.pendingChallenge = nil
        record.card = state
        if result.isVerified {
            record.status = .approved
            record.payerID = ""
        }
        _ = context.tick()
    }

    /// The 3DS challenge page of a card setup token.
    func threeDSChallengeURL(_ setupTokenID: String) -> String {
        "\(baseURL)/webapps/helios?action=authenticate&flow=3ds&token=\(setupTokenID)"
    }
}
