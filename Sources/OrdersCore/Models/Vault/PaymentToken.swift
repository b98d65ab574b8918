import Foundation

/// The body of `POST /v3/vault/payment-tokens`: turn an approved setup token into a payment token.
public struct PaymentTokenRequest: Codable, Sendable, Equatable {
    /// The customer to attach the token to.
    public var customer: VaultCustomer?
    /// The approved setup token.
    public var paymentSource: Source

    /// Creates a request from an approved setup token id.
    public init(setupTokenID: String, customer: VaultCustomer? = nil) {
        self.customer = customer
        self.paymentSource = Source(token: TokenSource(id: setupTokenID, type: "SETUP_TOKEN"))
    }

    /// The source of a payment token.
    public struct Source: Codable, Sendable, Equatable {
        /// The setup token.
        public var token: TokenSource
    }

    private enum CodingKeys: String, CodingKey {
        case customer
        case paymentSource = "payment_source"
    }
}

/// A saved payment method (`vault_id`), chargeable later without the payer present.
public struct PaymentToken: Codable, Sendable, Equatable {
    /// The payment token id, used as `payment_source.paypal.vault_id`.
    public var id: String
    /// The customer it belongs to.
    public var customer: VaultCustomer?
    /// The saved method, as PayPal describes it.
    public var paymentSource: JSONValue?
    /// `self` and `delete`.
    public var links: [Link]?

    /// Creates a payment token value.
    public init(id: String, customer: VaultCustomer? = nil, paymentSource: JSONValue? = nil, links: [Link]? = nil) {
        self.id = id
        self.customer = customer
        self.paymentSource = paymentSource
        self.links = links
    }

    private enum CodingKeys: String, CodingKey {
        case id, customer
        case paymentSource = "payment_source"
        case links
    }
}

/// One page of a customer's payment tokens (`GET /v3/vault/payment-tokens?customer_id=…`).
public struct PaymentTokenList: Codable, Sendable, Equatable {
    /// The customer.
    public var customer: VaultCustomer?
    /// The tokens on this page.
    public var paymentTokens: [PaymentToken]
    /// How many tokens the customer has, when asked for.
    public var totalItems: Int?
    /// How many pages there are, when asked for.
    public var totalPages: Int?
    /// Paging links.
    public var links: [Link]?

    /// Creates a list.
    public init(customer: VaultCustomer? = nil, paymentTokens: [PaymentToken], totalItems: Int? = nil, totalPages: Int? = nil, links: [Link]? = nil) {
        self.customer = customer
        self.paymentTokens = paymentTokens
        self.totalItems = totalItems
        self.totalPages = totalPages
        self.links = links
    }

    private enum CodingKeys: String, CodingKey {
        case customer
        case paymentTokens = "payment_tokens"
        case totalItems = "total_items"
        case totalPages = "total_pages"
        case links
    }
}
