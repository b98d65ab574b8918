import OrdersCore

/// A setup token as the simulator holds it.
struct SetupTokenRecord: Sendable {
    /// The setup token id.
    let id: String
    /// The vault customer.
    let customerID: String
    /// `PAYER_ACTION_REQUIRED` until approved.
    var status: SetupTokenStatus
    /// The request's payment source, without `experience_context` (as the response shows it).
    var paymentSource: [String: JSONValue]
    /// The payer id, once approved.
    var payerID: String?
    /// The card's behaviour and pending 3DS challenge, for card setup tokens (never the number).
    var card: CardState?
    /// The request's `experience_context` (of `payment_source.paypal` or `payment_source.card`), if any.
    var experienceContext: [String: JSONValue]?

    /// Where the payer goes back to after the approval.
    var returnURLs: ReturnURLs { ReturnURLs(experienceContext: experienceContext) }
}

/// A payment token (`vault_id`) as the simulator holds it.
struct PaymentTokenRecord: Sendable {
    /// The payment token id.
    let id: String
    /// The vault customer.
    let customerID: String
    /// The saved method as the response shows it.
    let paymentSource: [String: JSONValue]
    /// The payer it charges.
    let payerID: String
}
