import CorePayments

/// The Venmo payment source ``VenmoClient/createAndApproveOrder(_:options:)`` adds to a client-created order.
public struct VenmoOrderOptions: Sendable, Equatable {
    /// The merchant name shown in Venmo.
    public var brandName: String?
    /// Where the shipping address comes from.
    public var shippingPreference: ShippingPreference?
    /// Save the buyer's Venmo wallet for this customer when the payment succeeds (vault with purchase).
    public var vaultForCustomer: VaultCustomer?
    /// The buyer's country, when known.
    public var buyerCountry: String?
    /// What to do when the Venmo app is not installed.
    public var fallback: VenmoFallback

    /// Creates options.
    public init(
        brandName: String? = nil, shippingPreference: ShippingPreference? = nil, vaultForCustomer: VaultCustomer? = nil,
        buyerCountry: String? = nil, fallback: VenmoFallback = .payPalWebCheckout
    ) {
        self.brandName = brandName
        self.shippingPreference = shippingPreference
        self.vaultForCustomer = vaultForCustomer
        self.buyerCountry = buyerCountry
        self.fallback = fallback
    }

    /// `payment_source.venmo` for these options.
    var paymentSource: PaymentSource {
        let context = brandName == nil && shippingPreference == nil
            ? nil : VenmoExperienceContext(brandName: brandName, shippingPreference: shippingPreference)
        let attributes = vaultForCustomer.map { VenmoWalletAttributes(customer: $0, vault: VenmoVaultInstruction()) }
        return PaymentSource(venmo: VenmoWallet(experienceContext: context, attributes: attributes))
    }
}
