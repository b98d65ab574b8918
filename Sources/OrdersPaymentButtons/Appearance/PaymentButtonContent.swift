/// What a button says: text before the logo, the logo's brand name, text after it.
public struct PaymentButtonContent: Sendable, Hashable {
    /// Text before the logo (`Pay with`), if shown.
    public let prefix: String?
    /// The brand the logo shows (`PayPal`, `Venmo`, …).
    public let brandName: String
    /// Text after the logo (`Checkout`), if shown.
    public let suffix: String?

    /// Creates content.
    public init(prefix: String?, brandName: String, suffix: String?) {
        self.prefix = prefix
        self.brandName = brandName
        self.suffix = suffix
    }

    /// The whole phrase, for VoiceOver: `Pay with PayPal`, `PayPal Checkout`.
    public var accessibilityLabel: String { [prefix, brandName, suffix].compactMap { $0 }.joined(separator: " ") }
}

extension PaymentButtonConfiguration {
    /// The button's text (none around the logo on a mini button).
    public var content: PaymentButtonContent {
        PaymentButtonContent(
            prefix: size.showsText ? label.prefix : nil, brandName: fundingSource.brandName,
            suffix: size.showsText ? label.suffix : nil)
    }

    /// The corner radius at this size.
    public var cornerRadius: Double { shape.cornerRadius(height: size.height) }
}
