import Foundation

/// An order as PayPal returns it.
public struct Order: Codable, Sendable, Equatable {
    /// The order id; in legacy terms, the pay key.
    public var id: String
    /// Where the order is in its life cycle.
    public var status: OrderStatus
    /// Capture or authorize (absent in minimal responses).
    public var intent: OrderIntent?
    /// The purchase units, with their payments once captured or authorized.
    public var purchaseUnits: [PurchaseUnit]?
    /// The payer, once approved.
    public var payer: Payer?
    /// The payment source the payer chose, once approved.
    public var paymentSource: JSONValue?
    /// HATEOAS links: `self`, `approve` or `payer-action`, `update`, `capture` or `authorize`.
    public var links: [Link]?
    /// When the order was created (RFC 3339).
    public var createTime: String?
    /// When the order last changed (RFC 3339).
    public var updateTime: String?

    /// Creates an order value.
    public init(
        id: String, status: OrderStatus, intent: OrderIntent? = nil, purchaseUnits: [PurchaseUnit]? = nil,
        payer: Payer? = nil, paymentSource: JSONValue? = nil, links: [Link]? = nil,
        createTime: String? = nil, updateTime: String? = nil
    ) {
        self.id = id
        self.status = status
        self.intent = intent
        self.purchaseUnits = purchaseUnits
        self.payer = payer
        self.paymentSource = paymentSource
        self.links = links
        self.createTime = createTime
        self.updateTime = updateTime
    }

    /// The link where the payer approves: `payer-action`, else `approve`.
    public var approvalURL: URL? {
        (link("payer-action") ?? link("approve")).flatMap { URL(string: $0.href) }
    }

    /// The first link with relation `rel`.
    public func link(_ rel: String) -> Link? { links?.first { $0.rel == rel } }

    /// Every capture of every purchase unit.
    public var captures: [Capture] { purchaseUnits?.flatMap { $0.payments?.captures ?? [] } ?? [] }

    /// Every authorization of every purchase unit.
    public var authorizations: [Authorization] { purchaseUnits?.flatMap { $0.payments?.authorizations ?? [] } ?? [] }

    private enum CodingKeys: String, CodingKey {
        case id, status, intent
        case purchaseUnits = "purchase_units"
        case payer
        case paymentSource = "payment_source"
        case links
        case createTime = "create_time"
        case updateTime = "update_time"
    }
}

/// The life-cycle state of an order.
public enum OrderStatus: String, Codable, Sendable, CaseIterable {
    /// Created; the payer has not approved yet.
    case created = "CREATED"
    /// Saved for later captures (authorize flows).
    case saved = "SAVED"
    /// The payer approved; ready to capture or authorize.
    case approved = "APPROVED"
    /// Every purchase unit was voided.
    case voided = "VOIDED"
    /// Captured or authorized.
    case completed = "COMPLETED"
    /// The payer must act (approve at the `payer-action` link, or 3DS).
    case payerActionRequired = "PAYER_ACTION_REQUIRED"
}

/// A HATEOAS link.
public struct Link: Codable, Sendable, Equatable {
    /// The URL.
    public var href: String
    /// The relation, for example `approve`.
    public var rel: String
    /// The HTTP method to use.
    public var method: String?

    /// Creates a link.
    public init(href: String, rel: String, method: String? = nil) {
        self.href = href
        self.rel = rel
        self.method = method
    }
}

/// The payer of an approved order.
public struct Payer: Codable, Sendable, Equatable {
    /// PayPal's 13-character id of the payer account.
    public var payerId: String?
    /// The payer's email.
    public var emailAddress: String?
    /// The payer's name.
    public var name: PayerName?
    /// The payer's address.
    public var address: Address?

    /// Creates a payer.
    public init(payerId: String? = nil, emailAddress: String? = nil, name: PayerName? = nil, address: Address? = nil) {
        self.payerId = payerId
        self.emailAddress = emailAddress
        self.name = name
        self.address = address
    }

    private enum CodingKeys: String, CodingKey {
        case payerId = "payer_id"
        case emailAddress = "email_address"
        case name, address
    }
}

/// A person's name as PayPal splits it.
public struct PayerName: Codable, Sendable, Equatable {
    /// The given (first) name.
    public var givenName: String?
    /// The surname.
    public var surname: String?

    /// Creates a name.
    public init(givenName: String? = nil, surname: String? = nil) {
        self.givenName = givenName
        self.surname = surname
    }

    private enum CodingKeys: String, CodingKey {
        case givenName = "given_name"
        case surname
    }
}
