import Foundation

/// Venmo as a payment source (PayPal's `venmo_wallet_request`).
public struct VenmoWallet: Codable, Sendable, Equatable {
    /// The payer's email, when known.
    public var emailAddress: String?
    /// Brand name and shipping preference shown in Venmo.
    public var experienceContext: VenmoExperienceContext?
    /// Customer and vault-with-purchase instructions.
    public var attributes: VenmoWalletAttributes?

    /// Creates a Venmo source.
    public init(emailAddress: String? = nil, experienceContext: VenmoExperienceContext? = nil, attributes: VenmoWalletAttributes? = nil) {
        self.emailAddress = emailAddress
        self.experienceContext = experienceContext
        self.attributes = attributes
    }

    private enum CodingKeys: String, CodingKey {
        case emailAddress = "email_address"
        case experienceContext = "experience_context"
        case attributes
    }
}

/// What Venmo shows during approval (PayPal's `venmo_wallet_experience_context`).
public struct VenmoExperienceContext: Codable, Sendable, Equatable {
    /// The merchant name (1 to 127 characters).
    public var brandName: String?
    /// Where the shipping address comes from.
    public var shippingPreference: ShippingPreference?

    /// Creates a context.
    public init(brandName: String? = nil, shippingPreference: ShippingPreference? = nil) {
        self.brandName = brandName
        self.shippingPreference = shippingPreference
    }

    private enum CodingKeys: String, CodingKey {
        case brandName = "brand_name"
        case shippingPreference = "shipping_preference"
    }
}

/// Venmo's `attributes`: the merchant's customer and the vault-with-purchase instruction.
public struct VenmoWalletAttributes: Codable, Sendable, Equatable {
    /// The customer to save the wallet for.
    public var customer: VaultCustomer?
    /// Save the wallet when the order completes.
    public var vault: VenmoVaultInstruction?

    /// Creates attributes.
    public init(customer: VaultCustomer? = nil, vault: VenmoVaultInstruction? = nil) {
        self.customer = customer
        self.vault = vault
    }
}

/// Vault with purchase for Venmo (PayPal's `vault_venmo_wallet_base`).
public struct VenmoVaultInstruction: Codable, Sendable, Equatable {
    /// `ON_SUCCESS`: save once a payment with the wallet succeeded.
    public var storeInVault: String
    /// `MERCHANT` or `PLATFORM`.
    public var usageType: String

    /// Creates an instruction; by default save on success, for the merchant.
    public init(storeInVault: String = "ON_SUCCESS", usageType: String = "MERCHANT") {
        self.storeInVault = storeInVault
        self.usageType = usageType
    }

    private enum CodingKeys: String, CodingKey {
        case storeInVault = "store_in_vault"
        case usageType = "usage_type"
    }
}
