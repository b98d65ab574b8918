import Foundation

/// How the payer pays (PayPal's `payment_source`); set exactly one member.
public struct PaymentSource: Codable, Sendable, Equatable {
    /// The PayPal wallet, with its experience context or a vaulted token.
    public var paypal: PayPalWallet?
    /// A token such as a billing agreement.
    public var token: TokenSource?
    /// Venmo.
    public var venmo: VenmoWallet?

    /// Creates a payment source.
    public init(paypal: PayPalWallet? = nil, token: TokenSource? = nil, venmo: VenmoWallet? = nil) {
        self.paypal = paypal
        self.token = token
        self.venmo = venmo
    }
}

/// The PayPal wallet as a payment source (PayPal's `paypal_wallet`).
public struct PayPalWallet: Codable, Sendable, Equatable {
    /// How PayPal's approval pages look and behave.
    public var experienceContext: ExperienceContext?
    /// A saved payment token id to charge without the payer present.
    public var vaultId: String?
    /// The payer's email, to prefill the login.
    public var emailAddress: String?

    /// Creates a wallet source.
    public init(experienceContext: ExperienceContext? = nil, vaultId: String? = nil, emailAddress: String? = nil) {
        self.experienceContext = experienceContext
        self.vaultId = vaultId
        self.emailAddress = emailAddress
    }

    private enum CodingKeys: String, CodingKey {
        case experienceContext = "experience_context"
        case vaultId = "vault_id"
        case emailAddress = "email_address"
    }
}

/// A tokenized payment source (PayPal's `token`).
public struct TokenSource: Codable, Sendable, Equatable {
    /// The token id.
    public var id: String
    /// The token type, for example `BILLING_AGREEMENT`.
    public var type: String

    /// Creates a token source.
    public init(id: String, type: String) {
        self.id = id
        self.type = type
    }
}

/// How PayPal's approval experience looks and behaves (PayPal's `paypal_wallet_experience_context`).
public struct ExperienceContext: Codable, Sendable, Equatable {
    /// The merchant name shown to the payer (1 to 127 characters).
    public var brandName: String?
    /// A BCP-47 locale such as `en-US`.
    public var locale: String?
    /// Whether PayPal asks for a shipping address.
    public var shippingPreference: ShippingPreference?
    /// The page the payer lands on.
    public var landingPage: LandingPage?
    /// `CONTINUE` (the merchant shows a review page) or `PAY_NOW`.
    public var userAction: UserAction?
    /// Where PayPal sends the payer after approval.
    public var returnUrl: String?
    /// Where PayPal sends the payer after cancelling.
    public var cancelUrl: String?

    /// Creates an experience context.
    public init(
        brandName: String? = nil, locale: String? = nil, shippingPreference: ShippingPreference? = nil,
        landingPage: LandingPage? = nil, userAction: UserAction? = nil, returnUrl: String? = nil, cancelUrl: String? = nil
    ) {
        self.brandName = brandName
        self.locale = locale
        self.shippingPreference = shippingPreference
        self.landingPage = landingPage
        self.userAction = userAction
        self.returnUrl = returnUrl
        self.cancelUrl = cancelUrl
    }

    private enum CodingKeys: String, CodingKey {
        case brandName = "brand_name"
        case locale
        case shippingPreference = "shipping_preference"
        case landingPage = "landing_page"
        case userAction = "user_action"
        case returnUrl = "return_url"
        case cancelUrl = "cancel_url"
    }
}

/// Where the shipping address comes from.
public enum ShippingPreference: String, Codable, Sendable {
    /// The payer picks one of the addresses on file at PayPal.
    case getFromFile = "GET_FROM_FILE"
    /// No shipping address (digital goods, services, donations).
    case noShipping = "NO_SHIPPING"
    /// The merchant's address is used and cannot be changed.
    case setProvidedAddress = "SET_PROVIDED_ADDRESS"
}

/// The first page the payer sees.
public enum LandingPage: String, Codable, Sendable {
    /// The PayPal login.
    case login = "LOGIN"
    /// Guest checkout with a card.
    case guestCheckout = "GUEST_CHECKOUT"
    /// PayPal decides.
    case noPreference = "NO_PREFERENCE"
}

/// The label of the final button on PayPal's pages.
public enum UserAction: String, Codable, Sendable {
    /// "Continue": the merchant confirms the amount afterwards.
    case `continue` = "CONTINUE"
    /// "Pay Now": the payer commits to the shown amount.
    case payNow = "PAY_NOW"
}
