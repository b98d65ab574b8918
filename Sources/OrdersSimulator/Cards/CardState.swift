/// What the simulator remembers about the card of an order or setup token (never its number).
struct CardState: Sendable, Equatable {
    /// How the test card behaves.
    var behaviour: TestCard
    /// The 3DS result to apply when the payer completes the pending challenge; `nil` when none is pending.
    var pendingChallenge: ThreeDSResult?
    /// Whether the order asked to vault the card on success (`attributes.vault.store_in_vault`).
    var vaultOnSuccess = false
    /// The vault customer of `attributes.customer.id`, if given.
    var customerID: String?
    /// Where the payer goes back to after the challenge: the card's `experience_context` `return_url` and `cancel_url`.
    var returnURLs = ReturnURLs()
}
