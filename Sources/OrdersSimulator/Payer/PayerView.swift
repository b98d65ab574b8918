import OrdersCore

/// What the buyer's pages see of an order or setup token: a copy of what a payer at PayPal would see, so the pages
/// never hold a record.
package struct PayerView: Sendable, Equatable {
    /// Which kind of resource, in which state.
    package enum Status: Sendable, Equatable {
        /// An order.
        case order(OrderStatus)
        /// A setup token.
        case setupToken(SetupTokenStatus)
    }

    /// The order or setup token id.
    package var id: String
    /// The kind and state.
    package var status: Status
    /// An order's purchase units as the merchant sent them (`reference_id` filled in); none for a setup token.
    package var purchaseUnits: [[String: JSONValue]]
    /// The request's `experience_context` (brand name, locale, shipping preference, user action), if any.
    package var experienceContext: [String: JSONValue]?
    /// The payment source as responses show it (a card's brand and last digits, a wallet's description).
    package var paymentSource: [String: JSONValue]
    /// Whether a card pays (or is being saved).
    package var hasCard: Bool
    /// Whether the card's 3DS challenge waits for the payer.
    package var challengePending: Bool
    /// Whether the test card's issuer fails the challenge when it is completed through the control route.
    package var cardFailsChallenge: Bool
    /// Where the payer goes back to.
    package var returnURLs: ReturnURLs

    /// The state's name (`PAYER_ACTION_REQUIRED`).
    package var statusName: String {
        switch status {
        case .order(let status): status.rawValue
        case .setupToken(let status): status.rawValue
        }
    }

    /// The view of `record`.
    init(_ record: OrderRecord) {
        id = record.id
        status = .order(record.status)
        purchaseUnits = record.purchaseUnits
        experienceContext = record.experienceContext
        paymentSource = record.paymentSource ?? [:]
        hasCard = record.card != nil
        challengePending = record.card?.pendingChallenge != nil
        cardFailsChallenge = record.card?.behaviour.resultAfterChallenge == .failed
        returnURLs = record.returnURLs
    }

    /// The view of `record`.
    init(_ record: SetupTokenRecord) {
        id = record.id
        status = .setupToken(record.status)
        purchaseUnits = []
        experienceContext = record.experienceContext
        paymentSource = record.paymentSource
        hasCard = record.card != nil
        challengePending = record.card?.pendingChallenge != nil
        cardFailsChallenge = record.card?.behaviour.resultAfterChallenge == .failed
        returnURLs = record.returnURLs
    }
}
