import Foundation

/// The body of `POST /v3/vault/setup-tokens`: save a payment method without a purchase.
public struct SetupTokenRequest: Codable, Sendable, Equatable {
    /// The PayPal customer to attach the method to; PayPal creates one when absent.
    public var customer: VaultCustomer?
    /// The method to save.
    public var paymentSource: VaultPaymentSource

    /// Creates a request.
    public init(customer: VaultCustomer? = nil, paymentSource: VaultPaymentSource) {
        self.customer = customer
        self.paymentSource = paymentSource
    }

    private enum CodingKeys: String, CodingKey {
        case customer
        case paymentSource = "payment_source"
    }
}

/// A setup token: a payment method the payer is asked to approve for later use.
public struct SetupToken: Codable, Sendable, Equatable {
    /// The setup token id (in legacy terms, the preapproval key).
    public var id: String
    /// The customer it belongs to.
    public var customer: VaultCustomer?
    /// `CREATED`, `PAYER_ACTION_REQUIRED` or `APPROVED`.
    public var status: SetupTokenStatus
    /// The method, as PayPal echoes it.
    public var paymentSource: JSONValue?
    /// `self` and, before approval, `approve`.
    public var links: [Link]?

    /// Creates a setup token value.
    public init(id: String, customer: VaultCustomer? = nil, status: SetupTokenStatus, paymentSource: JSONValue? = nil, links: [Link]? = nil) {
        self.id = id
        self.customer = customer
        self.status = status
        self.paymentSource = paymentSource
        self.links = links
    }

    /// The link where the payer approves.
    public var approvalURL: URL? { links?.first { $0.rel == "approve" }.flatMap { URL(string: $0.href) } }

    private enum CodingKeys: String, CodingKey {
        case id, customer, status
        case paymentSource = "payment_source"
        case links
    }
}

/// The state of a setup token.
public enum SetupTokenStatus: String, Codable, Sendable {
    /// Created.
    case created = "CREATED"
    /// Waiting for the payer to approve.
    case payerActionRequired = "PAYER_ACTION_REQUIRED"
    /// Approved; a payment token can be created from it.
    case approved = "APPROVED"
}

/// A customer in PayPal's vault.
public struct VaultCustomer: Codable, Sendable, Equatable {
    /// PayPal's customer id (1 to 22 characters).
    public var id: String

    /// Creates a customer reference.
    public init(id: String) { self.id = id }
}

/// The payment method of a setup token request.
public struct VaultPaymentSource: Codable, Sendable, Equatable {
    /// A PayPal wallet to save.
    public var paypal: VaultPayPalWallet?

    /// Creates a source.
    public init(paypal: VaultPayPalWallet? = nil) { self.paypal = paypal }
}

/// A PayPal wallet to save (PayPal's `paypal_wallet_request`).
public struct VaultPayPalWallet: Codable, Sendable, Equatable {
    /// Shown to the payer during approval (at most 128 characters).
    public var description: String?
    /// `MERCHANT` or `PLATFORM`.
    public var usageType: String?
    /// `CONSUMER` or `BUSINESS`.
    public var customerType: String?
    /// Whether the same payer may have several tokens.
    public var permitMultiplePaymentTokens: Bool?
    /// Branding, locale and return URLs.
    public var experienceContext: VaultExperienceContext?

    /// Creates a wallet request.
    public init(
        description: String? = nil, usageType: String? = "MERCHANT", customerType: String? = nil,
        permitMultiplePaymentTokens: Bool? = nil, experienceContext: VaultExperienceContext? = nil
    ) {
        self.description = description
        self.usageType = usageType
        self.customerType = customerType
        self.permitMultiplePaymentTokens = permitMultiplePaymentTokens
        self.experienceContext = experienceContext
    }

    private enum CodingKeys: String, CodingKey {
        case description
        case usageType = "usage_type"
        case customerType = "customer_type"
        case permitMultiplePaymentTokens = "permit_multiple_payment_tokens"
        case experienceContext = "experience_context"
    }
}

/// The approval experience of a vault request.
public struct VaultExperienceContext: Codable, Sendable, Equatable {
    /// The merchant name shown to the payer.
    public var brandName: String?
    /// A BCP-47 locale such as `en-US`.
    public var locale: String?
    /// Where PayPal sends the payer after approval.
    public var returnUrl: String?
    /// Where PayPal sends the payer after cancelling.
    public var cancelUrl: String?
    /// `GET_FROM_FILE`, `NO_SHIPPING` or `SET_PROVIDED_ADDRESS`.
    public var shippingPreference: ShippingPreference?

    /// Creates a context.
    public init(
        brandName: String? = nil, locale: String? = nil, returnUrl: String? = nil, cancelUrl: String? = nil, shippingPreference: ShippingPreference? = nil
    ) {
        self.brandName = brandName
        self.locale = locale
        self.returnUrl = returnUrl
        self.cancelUrl = cancelUrl
        self.shippingPreference = shippingPreference
    }

    private enum CodingKeys: String, CodingKey {
        case brandName = "brand_name"
        case locale
        case returnUrl = "return_url"
        case cancelUrl = "cancel_url"
        case shippingPreference = "shipping_preference"
    }
}
