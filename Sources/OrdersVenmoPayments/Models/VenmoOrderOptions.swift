import OrdersCore
import OrdersPayPalWebPayments

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
    /// What to do when the Venmo app is not installed or Venmo is not eligible (see ``VenmoFallback``).
    /// Falling back to the PayPal wallet creates the order with `payment_source.paypal` instead, with
    /// ``brandName`` and ``shippingPreference`` (``vaultForCustomer`` applies to a Venmo wallet only).
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
        let context =
            brandName == nil && shippingPreference == nil
            ? nil : VenmoExperienceContext(brandName: brandName, shippingPreference: shippingPreference)
        let attributes = vaultForCustomer.map { VenmoWalletAttributes(customer: $0, vault: VenmoVaultInstruction()) }
        return PaymentSource(venmo: VenmoWallet(experienceContext: context, attributes: attributes))
    }

    /// `payment_source.paypal` for an order paid with the PayPal wallet when Venmo is not eligible: these
    /// options' brand and shipping, PayPal's web checkout return and cancel URLs, `PAY_NOW`.
    var payPalFallbackSource: PaymentSource {
        .payPalWebCheckout(brandName: brandName, shippingPreference: shippingPreference)
    }
}
