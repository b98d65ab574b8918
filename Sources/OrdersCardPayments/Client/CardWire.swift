import OrdersCore

/// A card as PayPal's request `card` object (`number`, `expiry`, `security_code`, `name`,
/// `billing_address`, and per endpoint `attributes`, `verification_method`, `experience_context`).
///
/// It holds the number, so it describes itself masked, as ``Card`` does.
struct CardWire: Encodable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The card.
    let card: Card
    /// `attributes` (verification method, vault instruction, customer) of confirm-payment-source.
    var attributes: JSONValue?
    /// `verification_method` of a setup token's card.
    var verificationMethod: SCA?
    /// `experience_context`: the 3DS return and cancel URLs.
    var redirectURLs: ThreeDSecureRedirectURLs?

    private enum Keys: String, CodingKey {
        case number, expiry, name, attributes
        case securityCode = "security_code"
        case billingAddress = "billing_address"
        case verificationMethod = "verification_method"
        case experienceContext = "experience_context"
    }

    private enum ContextKeys: String, CodingKey {
        case returnURL = "return_url"
        case cancelURL = "cancel_url"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(card.digits, forKey: .number)
        try container.encodeIfPresent(card.expiry, forKey: .expiry)
        try container.encode(card.securityCode, forKey: .securityCode)
        try container.encodeIfPresent(card.cardholderName?.trimmingCharacters(in: .whitespaces), forKey: .name)
        try container.encodeIfPresent(card.billingAddress, forKey: .billingAddress)
        try container.encodeIfPresent(attributes, forKey: .attributes)
        try container.encodeIfPresent(verificationMethod?.rawValue, forKey: .verificationMethod)
        if let redirectURLs {
            var context = container.nestedContainer(keyedBy: ContextKeys.self, forKey: .experienceContext)
            try context.encode(redirectURLs.returnURL.absoluteString, forKey: .returnURL)
            try context.encode(redirectURLs.cancelURL.absoluteString, forKey: .cancelURL)
        }
    }

    /// `CardWire(Card(VISA •••• 1111, …))`.
    var description: String { "CardWire(\(card))" }
    /// The same as ``description``.
    var debugDescription: String { description }
    /// The card masked.
    var customMirror: Mirror { Mirror(self, children: ["card": card], displayStyle: .struct) }
}

/// The body of confirm-payment-source with a card: `{"payment_source": {"card": …}}`.
struct ConfirmCardBody: Encodable, Sendable {
    /// The card.
    let card: CardWire

    private enum Keys: String, CodingKey { case paymentSource = "payment_source" }
    private enum SourceKeys: String, CodingKey { case card }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var source = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .paymentSource)
        try source.encode(card, forKey: .card)
    }

    /// The body for `request`, with `redirectURLs` for the 3DS page.
    init(_ request: CardRequest, redirectURLs: ThreeDSecureRedirectURLs) {
        var attributes: [String: JSONValue] = ["verification": .object(["method": .string(request.sca.rawValue)])]
        if let vault = request.vault {
            attributes["vault"] = .object(["store_in_vault": .string("ON_SUCCESS")])
            if let customerID = vault.customerID { attributes["customer"] = .object(["id": .string(customerID)]) }
        }
        card = CardWire(card: request.card, attributes: .object(attributes), redirectURLs: redirectURLs)
    }
}

/// The body of a card setup token: `{"customer": {"id"}, "payment_source": {"card": …}}`.
struct CardSetupTokenBody: Encodable, Sendable {
    /// The vault customer, if known.
    let customer: VaultCustomer?
    /// The card.
    let card: CardWire

    private enum Keys: String, CodingKey {
        case customer
        case paymentSource = "payment_source"
    }
    private enum SourceKeys: String, CodingKey { case card }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(customer, forKey: .customer)
        var source = container.nestedContainer(keyedBy: SourceKeys.self, forKey: .paymentSource)
        try source.encode(card, forKey: .card)
    }
}
