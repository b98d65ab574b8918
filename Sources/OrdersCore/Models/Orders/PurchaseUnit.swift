import Foundation

/// A purchase unit: what one payee is paid for. Used in requests (`purchase_unit_request`) and in
/// responses (`purchase_unit`, where PayPal adds ``payments``).
public struct PurchaseUnit: Codable, Sendable, Equatable {
    /// Identifies the unit among several; PayPal uses `default` for a lone unit without one.
    public var referenceId: String?
    /// The total and its breakdown.
    public var amount: AmountWithBreakdown
    /// Who receives the money; the API caller when absent.
    public var payee: Payee?
    /// Platform fees and disbursement mode (marketplaces and platforms).
    public var paymentInstruction: PaymentInstruction?
    /// What is bought, shown to the payer (at most 127 characters).
    public var description: String?
    /// The merchant's own reference, returned in webhooks and reports (at most 127 characters).
    public var customId: String?
    /// The merchant's invoice number (at most 127 characters, unique per merchant).
    public var invoiceId: String?
    /// The text on the payer's card statement (at most 22 characters).
    public var softDescriptor: String?
    /// Line items; they require `amount.breakdown.item_total`.
    public var items: [Item]?
    /// Where the goods go.
    public var shipping: ShippingDetail?
    /// The captures and authorizations, in responses only.
    public var payments: PaymentCollection?

    /// Creates a purchase unit.
    public init(
        referenceId: String? = nil,
        amount: AmountWithBreakdown,
        payee: Payee? = nil,
        paymentInstruction: PaymentInstruction? = nil,
        description: String? = nil,
        customId: String? = nil,
        invoiceId: String? = nil,
        softDescriptor: String? = nil,
        items: [Item]? = nil,
        shipping: ShippingDetail? = nil,
        payments: PaymentCollection? = nil
    ) {
        self.referenceId = referenceId
        self.amount = amount
        self.payee = payee
        self.paymentInstruction = paymentInstruction
        self.description = description
        self.customId = customId
        self.invoiceId = invoiceId
        self.softDescriptor = softDescriptor
        self.items = items
        self.shipping = shipping
        self.payments = payments
    }

    private enum CodingKeys: String, CodingKey {
        case referenceId = "reference_id"
        case amount, payee
        case paymentInstruction = "payment_instruction"
        case description
        case customId = "custom_id"
        case invoiceId = "invoice_id"
        case softDescriptor = "soft_descriptor"
        case items, shipping, payments
    }
}

/// The receiver of a purchase unit's money: a PayPal account by email or by merchant id.
public struct Payee: Codable, Sendable, Equatable {
    /// The payee's PayPal email address.
    public var emailAddress: String?
    /// The payee's 13-character PayPal merchant (payer) id.
    public var merchantId: String?

    /// Creates a payee; give one of the two.
    public init(emailAddress: String? = nil, merchantId: String? = nil) {
        self.emailAddress = emailAddress
        self.merchantId = merchantId
    }

    private enum CodingKeys: String, CodingKey {
        case emailAddress = "email_address"
        case merchantId = "merchant_id"
    }
}

/// Marketplace instructions: platform fees and when the payee gets the funds.
public struct PaymentInstruction: Codable, Sendable, Equatable {
    /// At most one fee the platform keeps from this unit.
    public var platformFees: [PlatformFee]?
    /// `INSTANT` (default) or `DELAYED` disbursement to the payee.
    public var disbursementMode: DisbursementMode?

    /// Creates payment instructions.
    public init(platformFees: [PlatformFee]? = nil, disbursementMode: DisbursementMode? = nil) {
        self.platformFees = platformFees
        self.disbursementMode = disbursementMode
    }

    private enum CodingKeys: String, CodingKey {
        case platformFees = "platform_fees"
        case disbursementMode = "disbursement_mode"
    }
}

/// When the payee receives the money of a purchase unit.
public enum DisbursementMode: String, Codable, Sendable {
    /// Funds go to the payee at capture.
    case instant = "INSTANT"
    /// Funds are held until the platform releases them (or 28 days pass).
    case delayed = "DELAYED"
}

/// A fee the platform (or `payee`) keeps out of a purchase unit.
public struct PlatformFee: Codable, Sendable, Equatable {
    /// The fee.
    public var amount: Money
    /// Who receives the fee; the API caller when absent.
    public var payee: Payee?

    /// Creates a platform fee.
    public init(amount: Money, payee: Payee? = nil) {
        self.amount = amount
        self.payee = payee
    }
}
