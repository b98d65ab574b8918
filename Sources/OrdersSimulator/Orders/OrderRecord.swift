import OrdersCore

/// An order as the simulator holds it: the merchant's purchase units as sent (JSON, so nothing is lost),
/// plus PayPal's state.
struct OrderRecord: Sendable {
    /// The order id.
    let id: String
    /// `CAPTURE` or `AUTHORIZE`.
    var intent: String
    /// The life-cycle state.
    var status: OrderStatus
    /// The purchase units (objects), `reference_id` filled in, `payments` added once captured or authorized.
    var purchaseUnits: [[String: JSONValue]]
    /// The payment source as the response shows it (no `experience_context`).
    var paymentSource: [String: JSONValue]?
    /// The request's `payment_source.paypal.experience_context`, if any.
    var experienceContext: [String: JSONValue]?
    /// The payer, once approved.
    var payer: JSONValue?
    /// When it was created (RFC 3339).
    let createTime: String
    /// When it last changed (RFC 3339).
    var updateTime: String
    /// Whether the payer canceled at PayPal (the order stays unapproved, as on PayPal).
    var payerCanceled = false
    /// The confirmed card's behaviour and pending 3DS challenge, for card orders (never the number).
    var card: CardState?
    /// The amounts the payer approved, kept by the first PATCH of the `APPROVED` order (only a PATCH changes amounts,
    /// so they are the order's amounts then); later PATCHes are measured against them.
    var approvedAmounts: ApprovedAmounts?

    /// Where the payer goes back to afterwards: the card's URLs for a card order, else the PayPal wallet's.
    var returnURLs: ReturnURLs { card?.returnURLs ?? ReturnURLs(experienceContext: experienceContext) }

    /// The request's shipping preference (`GET_FROM_FILE` by default).
    var shippingPreference: String { experienceContext?["shipping_preference"]?.stringValue ?? "GET_FROM_FILE" }
}
